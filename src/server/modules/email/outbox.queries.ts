import { and, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { emailOutbox, type EmailCategory, type EmailStatus } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** Writes a message; with a dedupe key already used, writes nothing and answers undefined. */
export async function insertOutboxRow(db: Executor, row: NewOutboxRow): Promise<string | undefined> {
  const [inserted] = await db
    .insert(emailOutbox)
    .values(row)
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted?.id;
}

/** Deletes the message when `condition` holds; the same statement runs either way (enqueueEmailOrDiscard). */
export async function deleteOutboxRowIf(db: Executor, id: string, condition: boolean): Promise<void> {
  await db.delete(emailOutbox).where(and(eq(emailOutbox.id, id), sql`${condition}::boolean`));
}

/**
 * Writes a message, or rewrites the one with the same dedupe key while it is pending and
 * unclaimed, or withdrawn (void: it becomes pending again); a sent, kept or failed one is left
 * alone. Answers the id written, or undefined.
 */
export async function upsertPendingRow(db: Executor, row: NewOutboxRow): Promise<string | undefined> {
  const [written] = await db
    .insert(emailOutbox)
    .values(row)
    .onConflictDoUpdate({
      target: emailOutbox.dedupeKey,
      set: {
        subject: sql`excluded.subject`,
        textBody: sql`excluded.text_body`,
        htmlBody: sql`excluded.html_body`,
        headers: sql`excluded.headers`,
        sendAfter: sql`excluded.send_after`,
        status: "pending",
        attempts: 0,
        lastError: null,
      },
      setWhere: sql`(${emailOutbox.status} = 'pending' and ${emailOutbox.lockedUntil} is null) or ${emailOutbox.status} = 'void'`,
    })
    .returning({ id: emailOutbox.id });
  return written?.id;
}

/** Rewrites the pending, unclaimed message with the row's dedupe key; false when there is none. */
export async function rewritePendingRow(db: Executor, row: NewOutboxRow & { dedupeKey: string }): Promise<boolean> {
  const rewritten = await db
    .update(emailOutbox)
    .set({
      subject: row.subject,
      textBody: row.textBody,
      htmlBody: row.htmlBody,
      headers: row.headers ?? {},
      ...(row.sendAfter ? { sendAfter: row.sendAfter } : {}),
    })
    .where(
      and(eq(emailOutbox.dedupeKey, row.dedupeKey), eq(emailOutbox.status, "pending"), isNull(emailOutbox.lockedUntil)),
    )
    .returning({ id: emailOutbox.id });
  return rewritten.length > 0;
}

/**
 * Claims up to `limit` due messages for `leaseSeconds` and counts the try. SKIP LOCKED lets
 * several processes claim at once without taking the same row; a claim whose lease ran out (its
 * process died mid-send) is claimed again.
 */
export async function claimDueRows(db: Executor, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.sendAfter, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(emailOutbox.sendAfter, emailOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.sendAfter.getTime() - b.sendAfter.getTime());
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markKept(db: Executor, id: string): Promise<void> {
  await db.update(emailOutbox).set({ status: "kept", lockedUntil: null }).where(eq(emailOutbox.id, id));
}

/** A failed try: again after `retryInSeconds`, or `failed` for good when that is undefined. */
/** A claimed message that is not to be sent after all (another way took its place). */
export async function markVoid(db: Executor, id: string): Promise<void> {
  await db.update(emailOutbox).set({ status: "void", lockedUntil: null }).where(eq(emailOutbox.id, id));
}

export async function markFailedTry(
  db: Executor,
  id: string,
  error: string,
  retryInSeconds: number | undefined,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      retryInSeconds === undefined
        ? { status: "failed", lockedUntil: null, lastError: error }
        : {
            sendAfter: sql`now() + make_interval(secs => ${retryInSeconds})`,
            lockedUntil: null,
            lastError: error,
          },
    )
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
}

/** Withdraws the pending messages of a thing (a cancelled booking's reminder). */
export async function voidPendingRows(db: Executor, ref: string): Promise<number> {
  const voided = await db
    .update(emailOutbox)
    .set({ status: "void", lockedUntil: null })
    .where(and(eq(emailOutbox.ref, ref), eq(emailOutbox.status, "pending")))
    .returning({ id: emailOutbox.id });
  return voided.length;
}

/** Withdraws the pending messages of one category to one address (a reader who unsubscribed). */
export async function voidPendingRowsTo(db: Executor, toAddress: string, category: EmailCategory): Promise<number> {
  const voided = await db
    .update(emailOutbox)
    .set({ status: "void", lockedUntil: null })
    .where(
      and(
        eq(emailOutbox.toAddress, toAddress),
        eq(emailOutbox.category, category),
        eq(emailOutbox.status, "pending"),
        // A row a worker holds right now is on its way; leave it to finish.
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return voided.length;
}

/** Puts a failed, kept or void message back in the queue with fresh tries. */
export async function requeueRow(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, sendAfter: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "kept", "void"])))
    .returning();
  return row;
}

export interface OutboxFilter {
  status?: EmailStatus;
  ref?: string;
  /** Messages created before this one (paging, newest first). */
  before?: Date;
  /**
   * Messages listed after this one (paging, newest first). Exact where `before` is not: a
   * newsletter's messages share one creation time, and a JSON time has only milliseconds.
   */
  afterId?: string;
  limit: number;
}

export async function listOutboxRows(db: Executor, filter: OutboxFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  if (filter.ref) conditions.push(eq(emailOutbox.ref, filter.ref));
  if (filter.before) conditions.push(lt(emailOutbox.createdAt, filter.before));
  if (filter.afterId) {
    conditions.push(
      sql`(${emailOutbox.createdAt}, ${emailOutbox.id}) < (select o.created_at, o.id from email_outbox o where o.id = ${filter.afterId})`,
    );
  }
  return db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      kind: emailOutbox.kind,
      category: emailOutbox.category,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      sendAfter: emailOutbox.sendAfter,
      sentAt: emailOutbox.sentAt,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(filter.limit);
}

export async function findOutboxRow(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** How many messages of a ref are in each status (a newsletter send's progress). */
export async function countByStatus(db: Executor, ref: string): Promise<Partial<Record<EmailStatus, number>>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.ref, ref))
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
