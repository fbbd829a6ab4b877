import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding } from "../../src/server/plugins/compression.js";
import { createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent } from "../support/factories.js";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0")).toBeNull();
    expect(preferredEncoding("deflate")).toBeNull();
  });
});

describe("compressed answers", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < 3; index++) await createCourseWithContent(t.db, { title: `Course ${index}` });
  });
  afterAll(() => t.close());

  it("sends JSON with brotli or gzip as asked, the same content and the same ETag", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: "GET", url: "/api/courses", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await t.app.inject({ method: "GET", url: "/api/courses", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // Asked again, the memoised bytes are the same.
    const again = await t.app.inject({ method: "GET", url: "/api/courses", headers: { "accept-encoding": "br" } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const notModified = await t.app.inject({
      method: "GET",
      url: "/api/courses",
      headers: { "accept-encoding": "br", "if-none-match": String(plain.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
    expect(notModified.rawPayload.length).toBe(0);
  });

  it("leaves small answers and errors under 1 kB alone", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/courses/00000000-0000-4000-8000-000000000000",
      headers: { "accept-encoding": "br" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });
});
