import { and, asc, desc, eq } from "drizzle-orm";
import { blogPosts, successStories } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

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

export function listVisibleStories(db: Executor) {
  return db
    .select()
    .from(successStories)
    .where(eq(successStories.isVisible, true))
    .orderBy(desc(successStories.graduationYear), asc(successStories.studentName));
}
