import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { isRetryable, MAX_RETRY_DELAY_MS, retryDelayMs, sendUntilDone } from "./send-with-retry";

const offline = () => new TypeError("Failed to fetch");
const status = (code: number) => new ApiError(code, `${code}: {"message":"x"}`);

/** A send that fails with each of `failures` in turn, then answers `result`. */
function flaky<T>(failures: Error[], result: T) {
  const send = vi.fn(async () => {
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    return result;
  });
  return send;
}

describe("which failures are tried again", () => {
  it("tries again with no answer or a 'not now' answer, never after a refusal", () => {
    expect(isRetryable(offline())).toBe(true);
    for (const code of [408, 429, 502, 503, 504]) expect(isRetryable(status(code))).toBe(true);
    // A 500 is the server failing on this very answer: "Submission Failed" with its message (spec 8).
    for (const code of [400, 401, 403, 404, 409, 422, 500]) expect(isRetryable(status(code))).toBe(false);
    expect(isRetryable(new SyntaxError("Unexpected token"))).toBe(false);
  });

  it("waits longer after each failure, up to 30 seconds", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(MAX_RETRY_DELAY_MS).toBe(30_000);
  });
});

describe("sendUntilDone", () => {
  it("answers at once when the first try works", async () => {
    const send = flaky([], "result");
    const waitToRetry = vi.fn(async () => {});
    await expect(sendUntilDone({ send, waitToRetry })).resolves.toBe("result");
    expect(send).toHaveBeenCalledTimes(1);
    expect(waitToRetry).not.toHaveBeenCalled();
  });

  it("waits after each failure without an answer and tries again until it works", async () => {
    const send = flaky([offline(), offline(), status(503)], "result");
    const waits: number[] = [];
    const told: unknown[] = [];
    const result = await sendUntilDone({
      send,
      waitToRetry: async (failedTries) => {
        waits.push(failedTries);
      },
      onWaiting: (error) => told.push(error),
    });
    expect(result).toBe("result");
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1, 2, 3]);
    expect(told).toHaveLength(3);
  });

  it("sends one try at a time: the next starts only when the wait is over", async () => {
    const send = flaky([offline()], "result");
    let reconnect!: () => void;
    const reconnected = new Promise<void>((resolve) => (reconnect = resolve));
    const done = sendUntilDone({ send, waitToRetry: () => reconnected });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // Still waiting for the connection: no second try yet.
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    reconnect();
    await expect(done).resolves.toBe("result");
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("gives up at once on a refusal, with the server's error", async () => {
    const refusal = status(409);
    const send = flaky([offline(), refusal], "never");
    const waitToRetry = vi.fn(async () => {});
    await expect(sendUntilDone({ send, waitToRetry })).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(2);
    expect(waitToRetry).toHaveBeenCalledTimes(1);
  });

  it("stops trying when the screen goes away", async () => {
    const controller = new AbortController();
    const failure = offline();
    const send = flaky([failure, failure, failure], "result");
    const done = sendUntilDone({
      send,
      signal: controller.signal,
      waitToRetry: async () => controller.abort(),
    });
    await expect(done).rejects.toBe(failure);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
