import { describe, expect, it } from "vitest";
import { requestKind, writeClearsCaches, type RequestKind } from "./sw-routes";

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

describe("which writes empty the runtime caches", () => {
  it("is any write the server accepted", () => {
    expect(writeClearsCaches("POST", 200)).toBe(true);
    expect(writeClearsCaches("POST", 201)).toBe(true);
    expect(writeClearsCaches("DELETE", 204)).toBe(true);
    expect(writeClearsCaches("PATCH", 200)).toBe(true);
  });

  it("is not a refused or failed write, nor a read", () => {
    expect(writeClearsCaches("POST", 400)).toBe(false);
    expect(writeClearsCaches("POST", 401)).toBe(false);
    expect(writeClearsCaches("PUT", 500)).toBe(false);
    expect(writeClearsCaches("GET", 200)).toBe(false);
    expect(writeClearsCaches("HEAD", 200)).toBe(false);
  });
});
