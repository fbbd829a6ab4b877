/**
 * The loop of a worker over a queue in the database (the email outbox, the video jobs): it runs a
 * pass on its poll and whenever a row is committed (PostgreSQL NOTIFY on its channel, and after
 * the notifier reconnects), one pass at a time per process; a wake during a pass runs another
 * right after it (a row may have come after the pass's claim). A pass that fails (the database
 * is away) is logged and the poll backs off, doubling up to MAX_BACKOFF_MS, until one succeeds.
 * stop() stops claiming and waits for the pass in flight.
 */
import type { Notifier } from "../../db/client.js";

/** The longest wait between polls after failed passes (never shorter than the poll itself). */
export const MAX_BACKOFF_MS = 60_000;

export interface PollingWorkerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PollingWorkerSettings {
  notifier: Notifier;
  /** The NOTIFY channel a committed row wakes the worker on. */
  channel: string;
  pollMs: number;
  log: PollingWorkerLog;
  /** Names the worker in its log lines ("email outbox", "video jobs"). */
  name: string;
}

/** The wait before the next poll after `failures` failed passes in a row. */
export function pollDelay(pollMs: number, failures: number): number {
  if (failures === 0) return pollMs;
  return Math.min(pollMs * 2 ** failures, Math.max(pollMs, MAX_BACKOFF_MS));
}

export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private failures = 0;
  protected stopped = false;

  constructor(private readonly settings: PollingWorkerSettings) {}

  /**
   * Claims and handles the next due work: how many items it handled, and `done` when nothing more
   * is due (the pass ends). An error ends the pass: it is logged and the poll backs off.
   */
  protected abstract step(): Promise<{ handled: number; done: boolean }>;

  /** Called by stop() before it waits for the pass in flight (to cut work under way short). */
  protected interrupt(): void {}

  async start(): Promise<void> {
    await this.settings.notifier.subscribe(this.settings.channel, () => this.wake());
    this.settings.notifier.onReconnect(() => this.wake());
    this.schedule();
    this.wake();
  }

  /** Runs a pass now (or right after the one in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.runOnce();
  }

  /** One pass, after any pass in progress; answers how many items it handled. Tests await it. */
  async runOnce(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    const pass = this.pass();
    this.running = pass;
    try {
      return await pass;
    } finally {
      this.running = undefined;
      // Woken during the pass: a row may have come after its claim query.
      if (this.again) {
        this.again = false;
        this.wake();
      }
    }
  }

  /** Stops claiming and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.interrupt();
    await this.running?.catch(() => {});
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.wake();
        this.schedule();
      },
      pollDelay(this.settings.pollMs, this.failures),
    );
    this.timer.unref();
  }

  private async pass(): Promise<number> {
    let handled = 0;
    try {
      while (!this.stopped) {
        const { handled: count, done } = await this.step();
        handled += count;
        if (done) break;
      }
      this.failures = 0;
    } catch (error) {
      // The database is away: the poll tries again, less often while it stays away.
      this.failures += 1;
      this.settings.log.warn(
        { err: error, failures: this.failures },
        `${this.settings.name}: a pass failed; the poll tries again`,
      );
    }
    return handled;
  }
}
