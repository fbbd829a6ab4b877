import { and, asc, desc, eq, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import type { Locale } from "../../../shared/rules/locale.js";

// What the public reads: published posts only

/** Published posts, newest first; only those in `language` when it is given. */
export function listPublishedPosts(db: Executor, language?: Locale) {
  return db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), language ? eq(blogPosts.language, language) : undefined))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
}

export async function findPublishedPost(db: Executor, id: string) {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true)))
    .limit(1);
  return post;
}

/**
 * The newest published posts for the RSS feed, newest first by publication date (a published
 * post always has one; its creation stands in should a row lack it).
 */
export function listNewestPublishedPosts(db: Executor, limit: number) {
  const published = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;
  return db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(published), desc(blogPosts.createdAt), asc(blogPosts.id))
    .limit(limit);
}

/** Every published post's id and last change, for the sitemap. */
export function listPublishedPostDates(db: Executor) {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id));
}

// What admins manage: every post, drafts included

export function listAllPosts(db: Executor) {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.createdAt), asc(blogPosts.id));
}

export async function findPost(db: Executor, id: string) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

export async function lockPost(tx: Executor, id: string) {
  const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return post;
}

export async function insertPost(db: Executor, values: typeof blogPosts.$inferInsert) {
  const [post] = await db.insert(blogPosts).values(values).returning();
  return post!;
}

export async function updatePost(db: Executor, id: string, values: Partial<typeof blogPosts.$inferInsert>) {
  const [post] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return post;
}
