/**
 * When a call that failed is worth sending again: one policy for every send that retries (the
 * quiz's attempt, features/quizzes/send-with-retry.ts, and the offline queue's calls,
 * features/offline/sync-queue.ts). Both sends are safe to repeat (the attempt's number, the
 * call's Idempotency-Key), so the policy leans towards trying again rather than losing work.
 *
 * - No answer at all (offline, a dropped connection): later.
 * - 408, 429 and every 5xx: "not now" (a gateway, an overloaded or failing server): later.
 * - Any other 4xx: a refusal a retry can't fix: final.
 */

/** Whether an HTTP error status means "not now" rather than "no". */
export function isTemporaryStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The wait after the nth failed try: `baseMs`, doubling each time, at most `maxMs`. */
export function retryDelay(failedTries: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedTries - 1));
}
