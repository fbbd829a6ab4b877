import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../support/app.js";

describe("health probes", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers /healthz with 200 JSON, never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz with 200 and the state of each part while the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      cache: { entries: expect.any(Number), bytes: expect.any(Number), maxEntries: 5000, maxBytes: 50 * 1024 * 1024 },
    });
  });

  it("reports the public cache's bytes as they grow", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/readyz" })).json().cache;
    await t.app.inject({ method: "GET", url: "/api/courses" });
    const after = (await t.app.inject({ method: "GET", url: "/readyz" })).json().cache;
    expect(after.entries).toBe(before.entries + 1);
    expect(after.bytes).toBeGreaterThan(before.bytes);
  });

  it("sets no session cookie and needs none", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz", headers: { cookie: "tsa_session=bogus" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});

describe("readiness without a database", () => {
  it("answers /readyz with 503 JSON and /healthz with 200 once the database is gone", async () => {
    const t = await createTestApp();
    try {
      await t.handle.close();
      const ready = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["content-type"]).toMatch(/^application\/json/);
      expect(ready.json()).toEqual({
        status: "unavailable",
        message: "The database is unavailable",
        database: "unavailable",
        cache: expect.objectContaining({ entries: expect.any(Number), bytes: expect.any(Number) }),
      });
      const alive = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(alive.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
