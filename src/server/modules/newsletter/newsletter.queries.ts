import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { blogPosts, newsletterSends, newsletterSubscribers } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * The subscriber row of an address, locked for the rest of the transaction; made (pending, no
 * token yet) when there is none. Two requests for one address take turns on the row lock.
 */
export async function lockOrCreateSubscriber(tx: Executor, email: string): Promise<SubscriberRow> {
  await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for("update");
  return row!;
}

/** A fresh confirmation is on its way: pending, its token, and the language it was asked in. */
export async function setPending(tx: Executor, id: string, confirmTokenHash: string, locale: string) {
  await tx
    .update(newsletterSubscribers)
    .set({ status: "pending", confirmTokenHash, locale })
    .where(eq(newsletterSubscribers.id, id));
}

/** Confirms the address whose latest token this is; answers its row (also when it was confirmed before). */
export async function confirmByTokenHash(db: Executor, tokenHash: string): Promise<SubscriberRow | undefined> {
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), ne(newsletterSubscribers.status, "unsubscribed")))
    .returning();
  return confirmed;
}

export function listSubscribers(db: Executor) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}

/** Every confirmed address with its language (null: English). */
export function confirmedAddresses(db: Executor): Promise<{ email: string; locale: string | null }[]> {
  return db
    .select({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(asc(newsletterSubscribers.email));
}

/** Holds sends of one post back to back until the transaction ends (both drivers have advisory locks). */
export async function lockPostSends(tx: Executor, postId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`newsletter-send:${postId}`}, 0))`);
}

export async function insertSend(tx: Executor, values: typeof newsletterSends.$inferInsert) {
  const [row] = await tx.insert(newsletterSends).values(values).returning();
  return row!;
}

const sendColumns = {
  id: newsletterSends.id,
  postId: newsletterSends.postId,
  postTitle: blogPosts.title,
  recipientCount: newsletterSends.recipientCount,
  createdAt: newsletterSends.createdAt,
};

export function listSends(db: Executor, postId?: string) {
  return db
    .select(sendColumns)
    .from(newsletterSends)
    .innerJoin(blogPosts, eq(blogPosts.id, newsletterSends.postId))
    .where(postId ? eq(newsletterSends.postId, postId) : undefined)
    .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id));
}

export async function findSend(db: Executor, id: string) {
  const [row] = await db
    .select(sendColumns)
    .from(newsletterSends)
    .innerJoin(blogPosts, eq(blogPosts.id, newsletterSends.postId))
    .where(eq(newsletterSends.id, id));
  return row;
}
