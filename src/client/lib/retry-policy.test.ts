import { describe, expect, it } from "vitest";
import { isTemporaryStatus, retryDelay } from "./retry-policy";

// Its one user is the offline queue, for lesson completions and quiz attempts alike
// (features/offline/sync-queue.test.ts pins both kinds to it).
describe("one retry policy", () => {
  it("waits on 408, 429, 502, 503 and 504, and takes anything else (a 4xx, a 500) as final", () => {
    for (const status of [408, 429, 502, 503, 504]) expect([status, isTemporaryStatus(status)]).toEqual([status, true]);
    for (const status of [400, 401, 403, 404, 409, 413, 422, 500, 501, 505, 599])
      expect([status, isTemporaryStatus(status)]).toEqual([status, false]);
  });

  it("doubles its wait up to a ceiling", () => {
    expect([1, 2, 3, 4, 10].map((tries) => retryDelay(tries, 2000, 10_000))).toEqual([
      2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
