import type { Notifier } from "../../../db/client.js";
import type { Database } from "../../../db/types.js";
import { PollingWorker } from "../../lib/polling-worker.js";
import { OUTBOX_CHANNEL } from "./email.service.js";
import { claimDueRows, markFailedTry, markKept, markSent, markVoid, type OutboxRow } from "./outbox.queries.js";
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
  /**
   * Whether a due message goes another way now (a 1-hour reminder to someone who takes pushes,
   * asked at send time): it is then voided, not sent.
   */
  goesElsewhere?: (row: OutboxRow) => Promise<boolean>;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** The Message-ID comes from the outbox id, so a repeated send (see docs) is recognisably the same message. */
export const messageIdFor = (id: string, domain: string) => `<${id}@${domain}>`;

/**
 * Sends what the outbox holds, in every app process. Wakes on its poll and whenever a message is
 * committed (PostgreSQL NOTIFY); one pass at a time per process (lib/polling-worker.ts); claims
 * make sure several processes never send the same row at once.
 *
 * Delivery is at least once: a process that dies after the mail server took a message but before
 * it recorded `sent` leaves the claim to lapse, and the message goes again (same Message-ID).
 */
export class EmailWorker extends PollingWorker {
  constructor(private readonly options: EmailWorkerOptions) {
    super({
      notifier: options.notifier,
      channel: OUTBOX_CHANNEL,
      pollMs: options.pollMs,
      log: options.log,
      name: "email outbox",
    });
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.options.transport?.close();
  }

  /** A batch of due messages; claimed rows of a pass that fails wait for their claim to lapse. */
  protected async step() {
    const rows = await claimDueRows(this.options.db, BATCH, CLAIM_SECONDS);
    for (const row of rows) await this.deliver(row);
    return { handled: rows.length, done: rows.length < BATCH };
  }

  private async deliver(row: OutboxRow) {
    const { transport, db, goesElsewhere } = this.options;
    if (goesElsewhere && (await goesElsewhere(row))) {
      await markVoid(db, row.id);
      return;
    }
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
