import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../support/app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    HTTP_HEADERS_TIMEOUT_SECONDS: "7",
    HTTP_IDLE_TIMEOUT_SECONDS: "40",
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "4",
  });
});
afterAll(async () => ctx?.close());

describe("the HTTP server's timeouts", () => {
  it("are the configured ones on the server the app listens with (its own, for the fast path)", () => {
    const server = ctx.app.server;
    expect(server.headersTimeout).toBe(7_000);
    expect(server.timeout).toBe(40_000);
    expect(server.keepAliveTimeout).toBe(4_000);
    expect(server.requestTimeout).toBe(ctx.config.http.requestTimeoutMs);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    // Fastify reports the same (its options are ignored with a serverFactory, so both are set).
    expect(ctx.app.initialConfig).toMatchObject({
      connectionTimeout: 40_000,
      keepAliveTimeout: 4_000,
      requestTimeout: ctx.config.http.requestTimeoutMs,
    });
  });
});
