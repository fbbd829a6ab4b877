import { and, asc, desc, eq } from "drizzle-orm";
import { blogPosts } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

// What the public reads: published posts only

export function listPublishedPosts(db: Executor) {
  return db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
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
