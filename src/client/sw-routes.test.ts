import { describe, expect, it } from "vitest";
import { SAVE_REQUEST_HEADER } from "./features/offline/names";
import {
  cacheForPublicAnswer,
  cachesClearedByWrite,
  isSignedInAnswer,
  isSignOut,
  isUploadedImage,
  mayCachePublicly,
  requestKind,
  type RequestKind,
} from "./sw-routes";

const kind = (path: string, method = "GET", destination = "") =>
  requestKind(new URL(path, "https://academy.example.org"), method, destination);

describe("the service worker's request kinds", () => {
  it.each<[string, RequestKind]>([
    ["/", "public"],
    ["/courses", "public"],
    ["/courses/c-1", "public"],
    ["/mentorship", "public"],
    ["/blog", "public"],
    ["/blog/b-1", "public"],
    ["/success-stories", "public"],
    ["/donate", "public"],
    ["/api/courses", "public"],
    ["/api/courses/featured", "public"],
    ["/api/courses/c-1", "public"],
    ["/api/courses/c-1/modules", "public"],
    ["/api/modules/m-1/lessons", "public"],
    ["/api/modules/m-1/quizzes", "public"],
    ["/api/modules/m-1/projects", "public"],
    ["/api/quizzes/q-1", "public"],
    ["/api/projects/p-1", "public"],
    ["/api/blog", "public"],
    ["/api/blog/b-1", "public"],
    ["/api/mentors", "public"],
    ["/api/mentors/available", "public"],
    ["/api/success-stories", "public"],
  ])("%s is public: stale-while-revalidate", (path, expected) => {
    expect(kind(path)).toBe(expected);
  });

  it.each<[string, RequestKind]>([
    ["/dashboard", "private"],
    ["/lessons/l-1", "private"],
    ["/quiz/q-1", "private"],
    ["/project/p-1", "private"],
    ["/certificates/cert-1", "private"],
    ["/api/user/enrollments", "private"],
    ["/api/user/certificates", "private"],
    ["/api/user/mentor-bookings", "private"],
    ["/api/lessons/l-1", "private"],
    ["/api/courses/c-1/progress", "private"],
    ["/api/quizzes/q-1/attempts", "private"],
    ["/api/projects/p-1/submissions", "private"],
  ])("%s is a signed-in read: network-first", (path, expected) => {
    expect(kind(path)).toBe(expected);
  });

  it.each([
    "/api/auth/user",
    "/api/auth/methods",
    "/api/staff/courses",
    "/api/admin/users",
    "/admin",
    "/admin/courses/c-1",
    "/login",
    "/forgot-password",
    "/reset-password?token=secret",
    "/unsubscribe?token=secret",
    "/newsletter/confirm?token=secret",
    "/sessions/proposal?token=secret&answer=accept",
    "/checkout",
    "/uploads/u-1/plan.pdf",
    "/api/user/mentor-bookings/b-1/calendar.ics",
    "/sw.js",
    "/api/create-payment-intent",
    "/lessons/l-1/extra",
  ])("%s is never cached", (path) => {
    expect(kind(path)).toBe("never");
  });

  it("never caches staff or auth addresses, even as images", () => {
    expect(kind("/admin/logo.png", "GET", "image")).toBe("never");
    expect(kind("/api/auth/avatar.png", "GET", "image")).toBe("never");
  });

  it("treats every write as never cached, public address or not", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(kind("/api/courses", method)).toBe("never");
      expect(kind("/api/lessons/l-1/complete", method)).toBe("never");
      expect(kind("/courses", method)).toBe("never");
    }
  });

  it("knows our images by their folder or by what asked for them", () => {
    expect(kind("/images/courses/carpentry.svg")).toBe("image");
    expect(kind("/images/courses/carpentry-640.webp")).toBe("image");
    expect(kind("/favicon.svg", "GET", "image")).toBe("image");
    expect(kind("/images/readme.txt")).toBe("never");
  });

  it("sends hashed build files to the any-cache route", () => {
    expect(kind("/assets/lesson-Ab12Cd.js")).toBe("asset");
    expect(kind("/assets/app-Ab12Cd.css")).toBe("asset");
  });

  it("knows the sign-in and sign-out navigations, which empty the runtime caches", () => {
    for (const path of ["/api/login", "/api/login/oidc", "/api/logout", "/api/callback"]) {
      expect(kind(path)).toBe("signin");
    }
    expect(kind("/api/logout", "POST")).toBe("never");
  });
});

describe("a save for offline's requests", () => {
  const saving = new Headers({ [SAVE_REQUEST_HEADER]: "1", accept: "text/html" });

  it("pass straight to the network, whatever cache their address would use", () => {
    expect(kind("/lessons/l-1")).toBe("private");
    expect(requestKind(new URL("https://academy.example.org/lessons/l-1"), "GET", "", saving)).toBe("never");
    for (const path of ["/courses/c-1", "/api/courses/c-1/modules", "/api/lessons/l-1", "/images/courses/a.webp"]) {
      expect(requestKind(new URL(path, "https://academy.example.org"), "GET", "", saving)).toBe("never");
    }
  });

  it("are told apart by the header's value alone", () => {
    const other = new Headers({ [SAVE_REQUEST_HEADER]: "0" });
    expect(requestKind(new URL("https://academy.example.org/courses/c-1"), "GET", "", other)).toBe("public");
    expect(requestKind(new URL("https://academy.example.org/courses/c-1"), "GET", "", new Headers())).toBe("public");
  });
});

describe("uploaded pictures", () => {
  const at = (path: string) => new URL(path, "https://academy.example.org");

  it("are never kept by the runtime caches, but go through the worker as images for a save's copy offline", () => {
    expect(kind("/api/uploads/u-1/cover-480.webp", "GET", "image")).toBe("never");
    expect(isUploadedImage(at("/api/uploads/u-1/cover-480.webp"), "GET", "image")).toBe(true);
  });

  it("are told apart from a student's file download, a save's own fetch and a write", () => {
    expect(isUploadedImage(at("/api/uploads/u-1/report.pdf"), "GET", "")).toBe(false);
    expect(
      isUploadedImage(
        at("/api/uploads/u-1/cover-480.webp"),
        "GET",
        "image",
        new Headers({ [SAVE_REQUEST_HEADER]: "1" }),
      ),
    ).toBe(false);
    expect(isUploadedImage(at("/api/uploads/u-1/cover.jpg"), "DELETE", "image")).toBe(false);
    expect(isUploadedImage(at("/images/courses/a.webp"), "GET", "image")).toBe(false);
  });
});

describe("which runtime caches a write empties", () => {
  it("is the private one after a student's accepted write", () => {
    expect(cachesClearedByWrite("POST", 200, "/api/lessons/l-1/complete")).toEqual(["private"]);
    expect(cachesClearedByWrite("POST", 201, "/api/courses/c-1/enroll")).toEqual(["private"]);
    expect(cachesClearedByWrite("PUT", 200, "/api/user/email-preferences")).toEqual(["private"]);
    expect(cachesClearedByWrite("POST", 204, "/api/user/mentor-bookings/b-1/cancel")).toEqual(["private"]);
  });

  it("is both after an accepted staff write or a sign-in or sign-out", () => {
    for (const path of [
      "/api/staff/courses",
      "/api/staff/courses/c-1/modules",
      "/api/admin/blog/b-1",
      "/api/auth/login",
      "/api/auth/logout",
      "/api/auth/register",
      "/api/logout",
    ]) {
      expect(cachesClearedByWrite("POST", 200, path)).toEqual(["public", "private"]);
    }
    expect(cachesClearedByWrite("DELETE", 204, "/api/staff/courses/c-1")).toEqual(["public", "private"]);
    expect(cachesClearedByWrite("PATCH", 200, "/api/admin/mentors/m-1")).toEqual(["public", "private"]);
  });

  it("does not take an address that merely starts like a staff one for one", () => {
    expect(cachesClearedByWrite("POST", 200, "/api/staffing")).toEqual(["private"]);
    expect(cachesClearedByWrite("POST", 200, "/api/authors")).toEqual(["private"]);
  });

  it("is none after a refused or failed write, nor after a read", () => {
    expect(cachesClearedByWrite("POST", 400, "/api/staff/courses")).toEqual([]);
    expect(cachesClearedByWrite("POST", 401, "/api/auth/login")).toEqual([]);
    expect(cachesClearedByWrite("PUT", 500, "/api/user/email-preferences")).toEqual([]);
    expect(cachesClearedByWrite("POST", 302, "/api/auth/login")).toEqual([]);
    expect(cachesClearedByWrite("GET", 200, "/api/staff/courses")).toEqual([]);
    expect(cachesClearedByWrite("HEAD", 200, "/api/courses")).toEqual([]);
  });
});

describe("what the public cache may keep", () => {
  it("keeps answers without Cache-Control, or shared ones", () => {
    expect(mayCachePublicly(null)).toBe(true);
    expect(mayCachePublicly("")).toBe(true);
    expect(mayCachePublicly("public, max-age=60")).toBe(true);
    expect(mayCachePublicly("no-cache")).toBe(true);
    expect(mayCachePublicly("max-age=0, must-revalidate")).toBe(true);
  });

  it("refuses an answer marked private or no-store, in any case and position", () => {
    expect(mayCachePublicly("private")).toBe(false);
    expect(mayCachePublicly("private, max-age=0")).toBe(false);
    expect(mayCachePublicly("max-age=0, Private")).toBe(false);
    expect(mayCachePublicly("no-store")).toBe(false);
    expect(mayCachePublicly("public,NO-STORE")).toBe(false);
    expect(mayCachePublicly('private="set-cookie", max-age=60')).toBe(false);
  });

  it("sends a private or no-store answer to the private cache (keyed to the session), a shareable one to the public", () => {
    expect(cacheForPublicAnswer(null)).toBe("public");
    expect(cacheForPublicAnswer("public, max-age=60")).toBe("public");
    expect(cacheForPublicAnswer("private, no-cache")).toBe("private");
    expect(cacheForPublicAnswer("Private")).toBe("private");
    // Signed-in answers go to the private cache too, which keeps them only with their session's tag.
    expect(cacheForPublicAnswer("private, no-store")).toBe("private");
    expect(cacheForPublicAnswer("no-store")).toBe("private");
  });

  it("tells a signed-in answer (no-store: kept only with its session) from a visitor's page", () => {
    expect(isSignedInAnswer("no-store")).toBe(true);
    expect(isSignedInAnswer("private, no-store")).toBe(true);
    expect(isSignedInAnswer("private, no-cache")).toBe(false);
    expect(isSignedInAnswer("public, max-age=60")).toBe(false);
    expect(isSignedInAnswer(null)).toBe(false);
  });
});

describe("sign-out, after which the worker forgets what was saved for offline", () => {
  it("is the sign-out navigation and the API's sign-out", () => {
    expect(isSignOut("/api/logout")).toBe(true);
    expect(isSignOut("/api/auth/logout")).toBe(true);
  });

  it("is not a sign-in or any other address", () => {
    for (const path of ["/api/login", "/api/auth/login", "/api/callback", "/api/logout/extra", "/logout"]) {
      expect(isSignOut(path)).toBe(false);
    }
  });
});
