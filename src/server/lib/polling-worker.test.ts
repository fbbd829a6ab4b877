import { describe, expect, it } from "vitest";
import type { Notifier } from "../../db/client.js";
import { MAX_BACKOFF_MS, pollDelay, PollingWorker } from "./polling-worker.js";

/** A worker whose steps are scripted: a number handles that many (then done), an Error fails the pass. */
class ScriptedWorker extends PollingWorker {
  readonly warnings: object[];
  steps: (number | Error)[] = [];
  /** Resolves the step under way, when a test holds it. */
  release: (() => void) | undefined;
  hold = false;

  constructor() {
    const warnings: object[] = [];
    const notifier = { subscribe: async () => {}, onReconnect: () => {} } as unknown as Notifier;
    const log = { warn: (object: object) => void warnings.push(object), error: () => {} };
    super({ notifier, channel: "test", pollMs: 60_000, log, name: "test" });
    this.warnings = warnings;
  }

  protected async step() {
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    const next = this.steps.shift() ?? 0;
    if (next instanceof Error) throw next;
    return { handled: next, done: next === 0 };
  }
}

describe("PollingWorker", () => {
  it("backs off after failed passes, doubling up to a minute, never below the poll", () => {
    expect(pollDelay(1000, 0)).toBe(1000);
    expect(pollDelay(1000, 1)).toBe(2000);
    expect(pollDelay(1000, 3)).toBe(8000);
    expect(pollDelay(1000, 20)).toBe(MAX_BACKOFF_MS);
    expect(pollDelay(120_000, 2)).toBe(120_000);
  });

  it("runs steps until one says it is done, and logs a failed pass with what it handled so far", async () => {
    const worker = new ScriptedWorker();
    worker.steps = [2, 3, 0, 5];
    expect(await worker.runOnce()).toBe(5);
    worker.steps = [1, new Error("database away")];
    expect(await worker.runOnce()).toBe(1);
    expect(worker.warnings).toEqual([expect.objectContaining({ failures: 1 })]);
  });

  it("stop() waits for the pass in flight and claims nothing after it", async () => {
    const worker = new ScriptedWorker();
    worker.hold = true;
    worker.steps = [1, 1, 1];
    const pass = worker.runOnce();
    await expect.poll(() => worker.release).toBeDefined();
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    expect(stopped).toBe(false);
    worker.release!();
    await stopping;
    // The step under way finished; no step after it.
    expect(await pass).toBe(1);
    expect(worker.steps).toEqual([1, 1]);
  });
});
