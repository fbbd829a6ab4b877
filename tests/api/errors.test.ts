import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser } from "../support/factories.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("error responses", () => {
  it("answer malformed JSON with 400 and a message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: '{"email": "a@b.c", ',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answer an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: JSON.stringify({ email: "a@b.c", password: "x".repeat(300 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large" });
  });

  it("answer unknown API paths with a JSON 404 and other paths with the 404 page", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    const page = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("404 Page Not Found");
  });

  it("never carry a stack trace or SQL", async () => {
    const { cookie } = await signedInUser(t.app);
    const probes = [
      { method: "GET" as const, url: "/api/courses/'; drop table courses; --" },
      { method: "GET" as const, url: `/api/courses/${"9".repeat(150)}` },
      { method: "POST" as const, url: "/api/courses/00000000-0000-0000-0000-000000000000/enroll" },
      { method: "POST" as const, url: "/api/quizzes/x/attempts", payload: { answers: [1, 2] } },
      { method: "POST" as const, url: "/api/mentors/x/book", payload: { scheduledAt: 5 } },
    ];
    for (const probe of probes) {
      const response = await t.app.inject({ ...probe, headers: { cookie } });
      expect(response.statusCode, probe.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, probe.url).toBeLessThan(500);
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|select |insert |stack/i);
      expect(Object.keys(response.json()).every((key) => key === "message" || key === "errors")).toBe(true);
    }
  });

  it("answer the payment intent with 400 for bad input and 503 while payments are not configured", async () => {
    const fixture = await createCourseWithContent(t.db, { isFree: false, price: "49.00" });
    const call = (payload: unknown) =>
      t.app.inject({ method: "POST", url: "/api/create-payment-intent", payload: payload as object });
    expect((await call({ amount: "lots" })).statusCode).toBe(400);
    expect((await call({ amount: 0 })).statusCode).toBe(400);
    expect((await call({ amount: 10.123 })).statusCode).toBe(400);
    expect((await call({ amount: 10, courseId: fixture.course.id })).statusCode).toBe(400);
    expect((await call({ amount: 49, courseId: "missing" })).statusCode).toBe(404);
    const unavailable = await call({ amount: 49, courseId: fixture.course.id });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({
      message: "Payment processing is currently being configured. Please try again later.",
    });
    expect((await call({ amount: 25 })).statusCode).toBe(503);
  });

  it("send security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("send a Permissions-Policy on every answer: powerful features off, the video players' full screen kept", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/courses" }),
      t.app.inject({ method: "GET", url: "/api/no-such-route" }),
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} }),
      t.app.inject({ method: "GET", url: "/sitemap.xml" }),
    ]);
    for (const response of answers) {
      const policy = String(response.headers["permissions-policy"]);
      const features = new Map(
        policy.split(/,\s*/).map((entry) => {
          const [name, allow] = entry.split("=");
          return [name!, allow!] as const;
        }),
      );
      for (const off of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi"]) {
        expect(features.get(off), off).toBe("()");
      }
      for (const off of ["display-capture", "screen-wake-lock", "browsing-topics", "publickey-credentials-get"]) {
        expect(features.get(off), off).toBe("()");
      }
      // Our own <video> and the YouTube/Vimeo players (features/courses/VideoPlayer.tsx) may go full screen.
      expect(features.get("fullscreen")).toMatch(
        /^\(self "https:\/\/www\.youtube-nocookie\.com" .*"https:\/\/player\.vimeo\.com"\)$/,
      );
      expect(features.get("picture-in-picture")).toContain("self");
      expect(features.get("autoplay")).toContain('"https://www.youtube-nocookie.com"');
      // The blog's Share buttons.
      expect(features.get("web-share")).toBe("(self)");
      expect(features.get("clipboard-write")).toBe("(self)");
    }
  });
});
