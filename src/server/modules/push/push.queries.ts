import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { pushOutbox, pushSubscriptions, sessions, type PushPayload } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export type PushRow = typeof pushOutbox.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Holds a browser's subscription for a session: the endpoint is one browser, so subscribing it
 * again (the next person on a shared phone, or a new session) moves it to this session's person.
 */
export async function upsertSubscription(
  db: Executor,
  row: { userId: string; sessionSid: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        sessionSid: row.sessionSid,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: sql`now()`,
      },
    });
}

/** Drops a subscription of the asking session (a browser turning notifications off). */
export async function deleteSubscription(db: Executor, sessionSid: string, endpoint: string): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionSid, sessionSid), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

export async function hasSubscription(db: Executor, sessionSid: string, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionSid, sessionSid), eq(pushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return Boolean(row);
}

/** A person's subscriptions whose session is still alive (an expired one awaits its sweep). */
export function liveSubscriptions(db: Executor, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      sessionSid: pushSubscriptions.sessionSid,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.sid, pushSubscriptions.sessionSid))
    .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expire, sql`now()`)));
}

/** Whether someone has a live subscription: a reminder then goes by push, else by email. */
export async function canPush(db: Executor, userId: string): Promise<boolean> {
  return (await liveSubscriptions(db, userId)).length > 0;
}

export async function removeSubscriptionById(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function insertPush(
  db: Executor,
  row: { userId: string; payload: PushPayload; ref?: string; ttlSeconds?: number; sendAfter?: Date },
): Promise<string | undefined> {
  const [inserted] = await db.insert(pushOutbox).values(row).returning({ id: pushOutbox.id });
  return inserted?.id;
}

/** Due notifications, claimed for this process (FOR UPDATE SKIP LOCKED, then a lease). */
export async function claimDuePushes(db: Executor, limit: number, leaseSeconds: number): Promise<PushRow[]> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.status, "pending"),
        lte(pushOutbox.sendAfter, sql`now()`),
        or(isNull(pushOutbox.lockedUntil), lt(pushOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(pushOutbox.sendAfter, pushOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${pushOutbox.attempts} + 1`,
    })
    .where(inArray(pushOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.sendAfter.getTime() - b.sendAfter.getTime());
}

export async function finishPush(
  db: Executor,
  id: string,
  outcome: { status: "sent" | "undelivered" | "failed"; delivered: number; lastError?: string },
): Promise<void> {
  await db
    .update(pushOutbox)
    .set({
      status: outcome.status,
      delivered: outcome.delivered,
      lastError: outcome.lastError ?? null,
      sentAt: outcome.status === "sent" ? sql`now()` : null,
      lockedUntil: null,
    })
    .where(eq(pushOutbox.id, id));
}

export async function retryPushLater(db: Executor, id: string, seconds: number, lastError: string): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ sendAfter: sql`now() + make_interval(secs => ${seconds})`, lockedUntil: null, lastError })
    .where(eq(pushOutbox.id, id));
}

export async function voidPendingPushes(db: Executor, ref: string): Promise<number> {
  const voided = await db
    .delete(pushOutbox)
    .where(and(eq(pushOutbox.ref, ref), eq(pushOutbox.status, "pending")))
    .returning({ id: pushOutbox.id });
  return voided.length;
}

export function getPush(db: Executor, id: string): Promise<PushRow | undefined> {
  return db
    .select()
    .from(pushOutbox)
    .where(eq(pushOutbox.id, id))
    .then((rows) => rows[0]);
}
