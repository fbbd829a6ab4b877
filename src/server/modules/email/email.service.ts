import type { EmailAttachment, EmailCategory, EmailStatus } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { sql } from "drizzle-orm";
import { conflict, notFound } from "../../errors.js";
import {
  countByStatus,
  findOutboxRow,
  insertOutboxRow,
  listOutboxRows,
  requeueRow,
  voidPendingRows,
} from "./outbox.queries.js";

/** A rendered message (see templates/), ready for the outbox. */
export interface EmailToSend {
  to: string;
  kind: string;
  category: EmailCategory;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  ref?: string;
  dedupeKey?: string;
  userId?: string;
  /** Not before this time (reminders); now when absent. */
  sendAfter?: Date;
}

/** The channel a new message is announced on, so a worker sends it without waiting for its poll. */
export const OUTBOX_CHANNEL = "email_outbox";

/** Line breaks in a header would start a new header (header injection): they become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

/**
 * Writes the message in the caller's transaction, so it exists exactly when the event that
 * caused it commits. Answers the outbox id, or undefined when its dedupe key was used before.
 */
export async function enqueueEmail(tx: Executor, email: EmailToSend): Promise<string | undefined> {
  const to = oneLine(email.to);
  if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw new Error(`not an email address: ${JSON.stringify(email.to)}`);
  const headers = Object.fromEntries(
    Object.entries(email.headers ?? {}).map(([name, value]) => [oneLine(name), oneLine(value)]),
  );
  const id = await insertOutboxRow(tx, {
    toAddress: to,
    kind: email.kind,
    category: email.category,
    subject: oneLine(email.subject).slice(0, 300),
    textBody: email.text,
    htmlBody: email.html,
    headers,
    attachments: email.attachments ?? [],
    ref: email.ref ?? null,
    dedupeKey: email.dedupeKey ?? null,
    userId: email.userId ?? null,
    ...(email.sendAfter ? { sendAfter: email.sendAfter } : {}),
  });
  // PostgreSQL delivers a NOTIFY at commit, so workers wake when the row is there to claim.
  if (id) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}

/** Withdraws what is still pending for a thing: a cancelled or moved booking's reminder. */
export function voidPendingEmails(tx: Executor, ref: string): Promise<number> {
  return voidPendingRows(tx, ref);
}

export function countEmailsByStatus(db: Executor, ref: string) {
  return countByStatus(db, ref);
}

export function listEmails(db: Executor, filter: { status?: EmailStatus; ref?: string; before?: Date; limit: number }) {
  return listOutboxRows(db, filter);
}

export async function getEmail(db: Executor, id: string) {
  const row = await findOutboxRow(db, id);
  if (!row) throw notFound("Email");
  return row;
}

/** Staff send a failed (or kept, or withdrawn) message again, with a fresh set of tries. */
export async function resendEmail(db: Executor, id: string) {
  const row = await requeueRow(db, id);
  if (row) return row;
  const existing = await findOutboxRow(db, id);
  if (!existing) throw notFound("Email");
  throw conflict(`This email is ${existing.status}; only failed, kept or withdrawn emails can be resent.`);
}
