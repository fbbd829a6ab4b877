import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HashingBusyError, HashPool } from "../../src/server/modules/auth/hash-pool.js";
import { createTestApp, type TestContext } from "../support/app.js";
import { createUser, TEST_PASSWORD } from "../support/factories.js";

// Issue 20, item 4: a full password hashing pool answers 503 with Retry-After, and a request it
// refused was never a sign-in or sign-up attempt: a flood of refusals uses up nobody's allowance.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ MAX_SIGNUPS_PER_ADDRESS: "3", MAX_FAILED_LOGINS_PER_ADDRESS: "3" });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Every hash and check refused, as when every thread and queue place is taken. */
const poolFull = () => vi.spyOn(HashPool.prototype, "scrypt").mockRejectedValue(new HashingBusyError(7));

const busy = { message: "The server is busy. Please try again in a few seconds." };

describe("a full hashing pool", () => {
  it("refuses sign-ins with 503 and Retry-After, and counts none of them", async () => {
    const user = await createUser(t.db);
    poolFull();
    // More refusals than the account (5 from one address) and the address (3) allow.
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: i % 2 ? TEST_PASSWORD : "wrong-wrong-wrong" },
        remoteAddress: "10.77.0.1",
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("7");
      expect(response.json()).toEqual(busy);
    }
    vi.restoreAllMocks();
    const after = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: "10.77.0.1",
    });
    expect(after.statusCode).toBe(200);
  });

  it("refuses sign-ups with 503 and Retry-After, makes no account and counts none of them", async () => {
    poolFull();
    const emails = Array.from({ length: 5 }, (_, i) => `busy-${Date.now().toString(36)}-${i}@example.org`);
    for (const email of emails) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "a sturdy long passphrase", firstName: "Ana" },
        remoteAddress: "10.77.0.2",
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("7");
      expect(response.json()).toEqual(busy);
    }
    vi.restoreAllMocks();
    // The address's 3 sign-ups are all still there, and the refused emails are free.
    for (const email of emails.slice(0, 3)) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "a sturdy long passphrase", firstName: "Ana" },
        remoteAddress: "10.77.0.2",
      });
      expect(response.statusCode, email).toBe(201);
    }
  });

  it("answers in Spanish for a Spanish request", async () => {
    poolFull();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.org", password: "whatever-it-is" },
      headers: { "accept-language": "es" },
      remoteAddress: "10.77.0.3",
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).not.toBe(busy.message);
    expect(response.headers["content-language"]).toBe("es");
  });
});
