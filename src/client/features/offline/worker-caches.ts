import { SW_MESSAGES } from "./names";

/** How long the page waits for the worker's answer before it carries on anyway. */
export const CLEAR_RUNTIME_TIMEOUT_MS = 3000;

/**
 * Asks the service worker to empty its runtime caches and resolves once it says it has (it answers
 * on the message's port), so what the page does next reads fresh copies. Resolves false at once
 * when no worker controls the page, and after `timeoutMs` when the worker never answers (an old
 * worker, or one being replaced): the caller never hangs.
 */
export function clearRuntimeCaches(timeoutMs = CLEAR_RUNTIME_TIMEOUT_MS): Promise<boolean> {
  const controller = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  if (!controller) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (isCleared: boolean) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(isCleared);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const answer = event.data as { cleared?: unknown } | null;
      done(answer?.cleared === true);
    };
    controller.postMessage({ type: SW_MESSAGES.clearRuntime }, [channel.port2]);
  });
}
