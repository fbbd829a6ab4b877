/**
 * Issue 20, item 2 (the next person on a shared phone), the server's part: signed-in pages and
 * every per-user read answer no-store; every sign-out answers Clear-Site-Data "cache"; the
 * readable session tag the service worker keys its signed-in copies to follows the session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { enrollments } from "../../src/db/schema/index.js";
import { sessionTag } from "../../src/server/modules/auth/session-tag.js";
import {
  mayStillBeSignedIn,
  SESSION_IDLE_MS,
  SESSION_REFRESH_MS,
  sessionTagOf,
  SESSION_TAG_COOKIE,
} from "../../src/shared/rules/session-tag.js";
import type * as Support from "../support/app.js";
import type * as Factories from "../support/factories.js";
import type { TestContext } from "../support/app.js";
import { fakeClientBuild, type FakeBuild } from "../support/fake-build.js";

/** A stand-in for the built server bundle: every path is a page, which names who it was rendered for. */
const ENTRY_SERVER = `export async function render({ url, user }) {
  return {
    status: 200,
    head: "<title>Fake</title>",
    html: "<main>" + (user ? "Hello " + user.firstName : "Welcome") + " at " + url.replace(/</g, "&lt;") + "</main>",
    state: "{}",
  };
}
`;

let t: TestContext;
let build: FakeBuild;
let factories: typeof Factories;
let support: typeof Support;

beforeAll(async () => {
  // app.ts reads CLIENT_DIST_DIR when first imported: set it before importing the app.
  build = fakeClientBuild(ENTRY_SERVER);
  process.env.CLIENT_DIST_DIR = build.dir;
  support = await import("../support/app.js");
  factories = await import("../support/factories.js");
  t = await support.createTestApp();
});
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const tagCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SESSION_TAG_COOKIE);

describe("signed-in answers are never stored", () => {
  it("answers no-store for every signed-in page, and keeps the visitors' pages revalidated", async () => {
    const { cookie } = await factories.signedInUser(t.app, { firstName: "Ana" });
    for (const path of ["/dashboard", "/", "/courses", "/project/x", "/lessons/x", "/quiz/x", "/login"]) {
      const page = await support.as(t.app, cookie)({ method: "GET", url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain("Hello Ana");
      expect(page.headers["cache-control"], path).toBe("no-store");
    }
    const visitor = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(visitor.body).toContain("Welcome");
    expect(visitor.headers["cache-control"]).toBe("private, no-cache");
  });

  it("answers no-store for every per-user read", async () => {
    const { user, cookie } = await factories.signedInUser(t.app);
    const fixture = await factories.createCourseWithContent(t.db, { isFree: false, price: "25.00" });
    const as = support.as(t.app, cookie);
    // A paid course (its lessons are the enrolled student's own), enrolled as a payment would.
    await t.db.insert(enrollments).values({ userId: user.id, courseId: fixture.course.id });
    const reads = [
      "/api/auth/user",
      "/api/user/enrollments",
      "/api/user/certificates",
      "/api/user/changes-requested",
      "/api/user/mentor-bookings",
      "/api/user/email-preferences",
      `/api/courses/${fixture.course.id}/progress`,
      `/api/lessons/${fixture.lessons[0]!.id}`,
      `/api/quizzes/${fixture.quiz.id}/attempts`,
      `/api/projects/${fixture.project.id}/submissions`,
    ];
    for (const url of reads) {
      const read = await as({ method: "GET", url });
      expect(read.statusCode, `${url}: ${read.body}`).toBe(200);
      expect(read.headers["cache-control"]?.toString().split(/,\s*/), url).toContain("no-store");
    }
  });
});

describe("sign-out", () => {
  const signOuts = [
    { name: "POST /api/auth/logout", method: "POST" as const, url: "/api/auth/logout", status: 204 },
    { name: "GET /api/logout (the full-page navigation)", method: "GET" as const, url: "/api/logout", status: 302 },
    {
      name: "POST /api/logout (the sign-out page's form)",
      method: "POST" as const,
      url: "/api/logout",
      status: 303,
      form: true,
    },
  ];

  for (const signOut of signOuts) {
    it(`${signOut.name} answers Clear-Site-Data "cache", ends the session and clears its tag`, async () => {
      const { cookie } = await factories.signedInUser(t.app);
      const response = await support.as(
        t.app,
        cookie,
      )({
        method: signOut.method,
        url: signOut.url,
        headers: {
          "sec-fetch-site": "same-origin",
          origin: "http://localhost:3000",
          ...(signOut.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(signOut.form ? { payload: "" } : {}),
      });
      expect(response.statusCode, response.body).toBe(signOut.status);
      expect(response.headers["clear-site-data"]).toBe('"cache"');
      expect(response.headers["cache-control"]).toBe("no-store");
      const cleared = tagCookieOf(response);
      expect(cleared?.value).toBe("");
      expect(cleared?.httpOnly).toBeFalsy();
      expect((await support.as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    });
  }

  it("still asks first when another site sends the browser to /api/logout, and clears nothing", async () => {
    const { cookie } = await factories.signedInUser(t.app);
    const response = await support.as(
      t.app,
      cookie,
    )({
      method: "GET",
      url: "/api/logout",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["clear-site-data"]).toBeUndefined();
    expect((await support.as(t.app, cookie)({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
  });
});

describe("the session tag", () => {
  it("is set at sign-in, readable, an HMAC of the session (never the session id), as long-lived as the session", async () => {
    const user = await factories.createUser(t.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: factories.TEST_PASSWORD },
    });
    const session = response.cookies.find((cookie) => cookie.name === "tsa_session")!;
    const tag = tagCookieOf(response)!;
    expect(session.httpOnly).toBe(true);
    expect(tag.httpOnly).toBeFalsy();
    expect(tag.value).toBe(sessionTag(t.config.sessionSecret, session.value));
    expect(tag.value).not.toContain(session.value);
    expect(tag.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tag.maxAge).toBe(session.maxAge);
    expect(tag.path).toBe("/");
    expect(tag.sameSite?.toLowerCase()).toBe("lax");
  });

  it("differs between two sessions of the same person", async () => {
    const user = await factories.createUser(t.db);
    const signIn = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: factories.TEST_PASSWORD },
      });
    expect(tagCookieOf(await signIn())!.value).not.toBe(tagCookieOf(await signIn())!.value);
  });

  it("is set by a signed-in page when missing or wrong, and cleared by a page once the session is gone", async () => {
    const { cookie } = await factories.signedInUser(t.app);
    const token = cookie.split("=")[1]!;
    const wanted = sessionTag(t.config.sessionSecret, token);

    const missing = await support.as(t.app, cookie)({ method: "GET", url: "/dashboard" });
    expect(tagCookieOf(missing)?.value).toBe(wanted);
    const stale = await support.as(
      t.app,
      `${cookie}; ${SESSION_TAG_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`,
    )({
      method: "GET",
      url: "/dashboard",
    });
    expect(tagCookieOf(stale)?.value).toBe(wanted);
    const right = await support.as(
      t.app,
      `${cookie}; ${SESSION_TAG_COOKIE}=${wanted}`,
    )({
      method: "GET",
      url: "/dashboard",
    });
    expect(tagCookieOf(right)).toBeUndefined();

    // The session ends without a sign-out (here: ended elsewhere); the phone still holds both cookies.
    await support.as(t.app, cookie)({ method: "POST", url: "/api/auth/logout" });
    const after = await support.as(
      t.app,
      `${cookie}; ${SESSION_TAG_COOKIE}=${wanted}`,
    )({
      method: "GET",
      url: "/dashboard",
    });
    expect(after.body).toContain("Welcome");
    expect(tagCookieOf(after)?.value).toBe("");
  });

  it("is read from a Cookie header by name, and only in its own shape", () => {
    expect(sessionTagOf(`a=b; ${SESSION_TAG_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA; c=d`)).toBe("AAAAAAAAAAAAAAAAAAAAAA");
    expect(sessionTagOf(`__Host-tsa_session_tag=BBBBBBBBBBBBBBBBBBBBBB`)).toBe("BBBBBBBBBBBBBBBBBBBBBB");
    expect(sessionTagOf(`${SESSION_TAG_COOKIE}=short`)).toBeNull();
    expect(sessionTagOf(`x${SESSION_TAG_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`)).toBeNull();
    expect(sessionTagOf("")).toBeNull();
    expect(sessionTagOf(undefined)).toBeNull();
  });

  it("is trusted by a worker without cookie access only while the session it names may still be alive", () => {
    const day = 24 * 60 * 60 * 1000;
    const confirmedAt = Date.UTC(2026, 0, 1);
    expect(mayStillBeSignedIn(confirmedAt, confirmedAt)).toBe(true);
    expect(mayStillBeSignedIn(confirmedAt, confirmedAt + 13 * day)).toBe(true);
    // Never past the server's idle expiry, less the hour the server may wait before sliding it.
    expect(SESSION_IDLE_MS).toBe(14 * day);
    expect(mayStillBeSignedIn(confirmedAt, confirmedAt + SESSION_IDLE_MS - SESSION_REFRESH_MS - 1)).toBe(true);
    expect(mayStillBeSignedIn(confirmedAt, confirmedAt + SESSION_IDLE_MS - SESSION_REFRESH_MS)).toBe(false);
    expect(mayStillBeSignedIn(confirmedAt, confirmedAt + SESSION_IDLE_MS)).toBe(false);
    // A clock set back is no reason to trust an old report.
    expect(mayStillBeSignedIn(confirmedAt, confirmedAt - 1)).toBe(false);
  });
});
