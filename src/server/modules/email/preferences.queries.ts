import { and, eq, ne, sql } from "drizzle-orm";
import { newsletterSubscribers, users } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export async function findOptOuts(db: Executor, userId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ optOuts: users.emailOptOuts }).from(users).where(eq(users.id, userId));
  return row?.optOuts;
}

export async function updateOptOuts(db: Executor, userId: string, optOuts: string[]): Promise<string[] | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailOptOuts: optOuts, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ optOuts: users.emailOptOuts });
  return row?.optOuts;
}

/** Marks an address unsubscribed; true when it was subscribed (pending or confirmed) before. */
export async function markNewsletterUnsubscribed(db: Executor, email: string): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.email, email.toLowerCase()), ne(newsletterSubscribers.status, "unsubscribed")))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0;
}

/** A user's stored language (null: not chosen); undefined when there is no such user. */
export async function findUserLocale(db: Executor, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
}

/** A newsletter address's stored language (null: not known); undefined when it was never listed. */
export async function findSubscriberLocale(db: Executor, email: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row?.locale;
}
