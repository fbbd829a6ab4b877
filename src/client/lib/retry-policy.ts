/**
 * When a call that failed is worth sending again: the policy of the offline queue
 * (features/offline/sync-queue.ts), which sends lesson completions and quiz attempts alike. Both
 * are safe to repeat (the call's Idempotency-Key, the attempt's number), so the policy leans
 * towards trying again rather than losing work.
 *
 * - No answer at all (offline, a dropped connection): later.
 * - The statuses that say "not now": 408, 429, and a gateway's or an overloaded server's 502, 503
 *   and 504: later.
 * - Anything else (a 4xx refusal, or a 500: the server failed on this very call): final, and the
 *   person sees the server's message (the spec's "Submission Failed" toast for a quiz).
 */
const NOT_NOW = new Set([408, 429, 502, 503, 504]);

/** Whether an HTTP error status means "not now" rather than "no". */
export function isTemporaryStatus(status: number): boolean {
  return NOT_NOW.has(status);
}

/** The wait after the nth failed try: `baseMs`, doubling each time, at most `maxMs`. */
export function retryDelay(failedTries: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedTries - 1));
}
