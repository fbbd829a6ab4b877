import { afterEach, describe, expect, it, vi } from "vitest";
import { SW_MESSAGES } from "./names";
import { clearRuntimeCaches } from "./worker-caches";

/** A page controlled by a worker that answers the message (or never does). */
function controlledBy(answer: ((port: MessagePort) => void) | null) {
  const messages: unknown[] = [];
  const controller = {
    postMessage: (message: unknown, transfer: MessagePort[]) => {
      messages.push(message);
      const port = transfer[0]!;
      if (answer) setImmediate(() => answer(port));
    },
  };
  vi.stubGlobal("navigator", { serviceWorker: { controller } });
  return messages;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("asking the worker to empty its runtime caches", () => {
  it("resolves when the worker answers on the message's port", async () => {
    const messages = controlledBy((port) => port.postMessage({ cleared: true }));
    await expect(clearRuntimeCaches(60_000)).resolves.toBe(true);
    expect(messages).toEqual([{ type: SW_MESSAGES.clearRuntime }]);
  });

  it("resolves false at once when no worker controls the page", async () => {
    vi.stubGlobal("navigator", { serviceWorker: { controller: null } });
    await expect(clearRuntimeCaches(60_000)).resolves.toBe(false);
    vi.stubGlobal("navigator", {});
    await expect(clearRuntimeCaches(60_000)).resolves.toBe(false);
  });

  it("carries on after the timeout when the worker never answers", async () => {
    vi.useFakeTimers();
    controlledBy(null);
    const cleared = clearRuntimeCaches(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(cleared).resolves.toBe(false);
  });
});
