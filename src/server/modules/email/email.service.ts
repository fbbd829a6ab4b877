import type { EmailAttachment, EmailCategory, EmailStatus } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { sql } from "drizzle-orm";
import { conflict, msg, notFound } from "../../errors.js";
import {
  countByStatus,
  deleteOutboxRowIf,
  findOutboxRow,
  insertOutboxRow,
  listOutboxRows,
  requeueRow,
  rewritePendingRow,
  upsertPendingRow,
  voidPendingRows,
  type NewOutboxRow,
} from "./outbox.queries.js";
import { isOptedOut } from "./preferences.service.js";

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
  const row = await toOutboxRow(tx, email);
  if (!row) return undefined;
  const id = await insertOutboxRow(tx, row);
  // PostgreSQL delivers a NOTIFY at commit, so workers wake when the row is there to claim.
  if (id) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}

/**
 * As enqueueEmail, with the same statements whether the message is kept or not: it is written,
 * then deleted again in the same transaction when `keep` is false, and workers are woken either
 * way. For an answer that must not tell by its timing whether an account exists (forgot-password):
 * an email to nobody costs what a real one does (an insert, a delete, a NOTIFY, a commit that
 * writes) and leaves nothing behind. Answers the outbox id of a kept message.
 */
export async function enqueueEmailOrDiscard(
  tx: Executor,
  email: EmailToSend,
  keep: boolean,
): Promise<string | undefined> {
  const row = await toOutboxRow(tx, email);
  if (!row) return undefined;
  const id = await insertOutboxRow(tx, row);
  if (id) await deleteOutboxRowIf(tx, id, !keep);
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return keep ? id : undefined;
}

/**
 * As enqueueEmail, for a message that is rendered again while it waits (the daily review digest):
 * a message with this dedupe key that is still pending (or was withdrawn) gets the new subject,
 * bodies and send time and is pending; one that was sent stays as it is and nothing new is
 * written. Answers the id written or rewritten, or undefined.
 */
export async function enqueueOrReplaceEmail(
  tx: Executor,
  email: EmailToSend & { dedupeKey: string },
): Promise<string | undefined> {
  const row = await toOutboxRow(tx, email);
  if (!row) return undefined;
  const id = await upsertPendingRow(tx, row);
  if (id) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}

/**
 * Rewrites the pending message with this dedupe key (subject, bodies, headers, send time) and
 * writes nothing when there is none: a waiting digest is brought up to date, none is started.
 */
export async function replacePendingEmail(tx: Executor, email: EmailToSend & { dedupeKey: string }): Promise<boolean> {
  const row = await toOutboxRow(tx, email);
  return row ? rewritePendingRow(tx, row as NewOutboxRow & { dedupeKey: string }) : false;
}

/** The row to write, or undefined when its user turned this notice off (security mail always goes). */
async function toOutboxRow(tx: Executor, email: EmailToSend): Promise<NewOutboxRow | undefined> {
  const to = oneLine(email.to);
  if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw new Error(`not an email address: ${JSON.stringify(email.to)}`);
  if (email.userId && email.category !== "security" && (await isOptedOut(tx, email.userId, email.kind))) {
    return undefined;
  }
  const headers = Object.fromEntries(
    Object.entries(email.headers ?? {}).map(([name, value]) => [oneLine(name), oneLine(value)]),
  );
  return {
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
  };
}

/** Withdraws what is still pending for a thing: a cancelled or moved booking's reminder. */
export function voidPendingEmails(tx: Executor, ref: string): Promise<number> {
  return voidPendingRows(tx, ref);
}

export function countEmailsByStatus(db: Executor, ref: string) {
  return countByStatus(db, ref);
}

export function listEmails(
  db: Executor,
  filter: { status?: EmailStatus; ref?: string; before?: Date; afterId?: string; limit: number },
) {
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
  throw conflict(
    msg("This email is {status}; only failed, kept or withdrawn emails can be resent.", { status: existing.status }),
  );
}
