import type { Notifier } from "../../../db/client.js";
import type { Database } from "../../../db/types.js";
import { OUTBOX_CHANNEL } from "./email.service.js";
import { claimDueRows, markFailedTry, markKept, markSent, type OutboxRow } from "./outbox.queries.js";
import type { MailTransport } from "./transport.js";

/** Waits after the 1st, 2nd, 3rd and 4th failed try; the 5th failure is final. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60] as const;
export const MAX_TRIES = RETRY_DELAYS_SECONDS.length + 1;
/** A claim outlives any one send (the transport's timeouts are shorter), so only a dead process loses it. */
const CLAIM_SECONDS = 5 * 60;
const BATCH = 20;

export interface EmailWorkerOptions {
  db: Database;
  notifier: Notifier;
  /** Undefined when no SMTP server is configured: due messages are marked kept, not sent. */
  transport: MailTransport | undefined;
  from: string;
  /** The domain of Message-IDs (the public address's host). */
  messageIdDomain: string;
  pollMs: number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** The Message-ID comes from the outbox id, so a repeated send (see docs) is recognisably the same message. */
export const messageIdFor = (id: string, domain: string) => `<${id}@${domain}>`;

/**
 * Sends what the outbox holds, in every app process. Wakes on its poll and whenever a message is
 * committed (PostgreSQL NOTIFY); one pass at a time per process; claims make sure several
 * processes never send the same row at once.
 *
 * Delivery is at least once: a process that dies after the mail server took a message but before
 * it recorded `sent` leaves the claim to lapse, and the message goes again (same Message-ID).
 */
export class EmailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: EmailWorkerOptions) {}

  async start(): Promise<void> {
    await this.options.notifier.subscribe(OUTBOX_CHANNEL, () => this.wake());
    this.options.notifier.onReconnect(() => this.wake());
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

  /** One pass over the due messages, after any pass in progress; answers how many it handled. Tests await it. */
  async runOnce(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    const pass = this.pass();
    this.running = pass;
    try {
      return await pass;
    } finally {
      this.running = undefined;
      // Woken during the pass: a message may have come after its claim query.
      if (this.again) {
        this.again = false;
        this.wake();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
    this.options.transport?.close();
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async pass(): Promise<number> {
    let handled = 0;
    try {
      for (;;) {
        if (this.stopped) break;
        const rows = await claimDueRows(this.options.db, BATCH, CLAIM_SECONDS);
        for (const row of rows) await this.deliver(row);
        handled += rows.length;
        if (rows.length < BATCH) break;
      }
    } catch (error) {
      // The database is away: the poll tries again; claimed rows wait for their claim to lapse.
      this.options.log.warn({ err: error }, "email outbox: could not claim messages");
    }
    return handled;
  }

  private async deliver(row: OutboxRow) {
    const { transport, db } = this.options;
    if (!transport) {
      await markKept(db, row.id);
      return;
    }
    try {
      await transport.send({
        messageId: messageIdFor(row.id, this.options.messageIdDomain),
        from: this.options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        attachments: row.attachments,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = row.attempts < MAX_TRIES ? RETRY_DELAYS_SECONDS[row.attempts - 1] : undefined;
      this.options.log.warn({ emailId: row.id, attempt: row.attempts, err: message }, "email: sending failed");
      await markFailedTry(db, row.id, message.slice(0, 1000), retryIn);
      return;
    }
    await markSent(db, row.id);
  }
}
