/**
 * Sending a quiz attempt over a connection that comes and goes: one try after another until the
 * server answers, waiting for the connection in between. Safe because every try names the same
 * attemptNumber, which the server records once and answers again on a repeat (quizzes.service).
 */
import { ApiError } from "../../lib/api";
import { isTemporaryStatus, retryDelay } from "../../lib/retry-policy";

/** The longest wait between two tries while the phone says it is online. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether a failed try is worth another (lib/retry-policy.ts, as for the offline queue): no
 * answer at all (fetch's TypeError: offline, a dropped connection) or a "not now" status. A
 * refusal (a 4xx such as "No attempts remaining") is final.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return isTemporaryStatus(error.status);
  return error instanceof TypeError;
}

/** Why the screen is waiting: the phone says it is offline, or it is online and the server is not answering. */
export type WaitReason = "offline" | "unreachable";

/** The wait after the nth failed try while online: 1, 2, 4, 8, 16, then 30 seconds. */
export function retryDelayMs(failedTries: number): number {
  return retryDelay(failedTries, 1000, MAX_RETRY_DELAY_MS);
}

export interface SendOptions<T> {
  send: () => Promise<T>;
  /** Resolves when it is time for the next try (the connection is back, or a delay has passed). */
  waitToRetry: (failedTries: number, signal?: AbortSignal) => Promise<void>;
  /** Told before each wait, so the screen can say what is going on. */
  onWaiting?: (error: unknown) => void;
  /** Gives up (rejects with the last error) when aborted: the screen went away. */
  signal?: AbortSignal;
}

/** Tries `send` until it resolves or fails for good; one try at a time, never two at once. */
export async function sendUntilDone<T>({ send, waitToRetry, onWaiting, signal }: SendOptions<T>): Promise<T> {
  for (let failedTries = 1; ; failedTries += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isRetryable(error) || signal?.aborted) throw error;
      onWaiting?.(error);
      await waitToRetry(failedTries, signal);
      if (signal?.aborted) throw error;
    }
  }
}

/**
 * The browser's wait between tries: offline, until the "online" event (no polling on a phone
 * with no signal, with a long timer in case the event never comes); online, a growing delay, cut
 * short by an "online" event.
 */
export function waitForConnection(failedTries: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const delay = navigator.onLine ? retryDelayMs(failedTries) : MAX_RETRY_DELAY_MS;
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener("online", done);
    signal?.addEventListener("abort", done);
  });
}
