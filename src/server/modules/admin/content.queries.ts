import { asc, desc, eq } from "drizzle-orm";
import { blogPosts, mentors, successStories } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

// Blog posts

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

// Mentors

export function listAllMentors(db: Executor) {
  return db.select().from(mentors).orderBy(asc(mentors.name), asc(mentors.id));
}

export async function findMentor(db: Executor, id: string) {
  const [mentor] = await db.select().from(mentors).where(eq(mentors.id, id)).limit(1);
  return mentor;
}

export async function insertMentor(db: Executor, values: typeof mentors.$inferInsert) {
  const [mentor] = await db.insert(mentors).values(values).returning();
  return mentor!;
}

export async function updateMentor(db: Executor, id: string, values: Partial<typeof mentors.$inferInsert>) {
  const [mentor] = await db.update(mentors).set(values).where(eq(mentors.id, id)).returning();
  return mentor;
}

// Success stories

export function listAllStories(db: Executor) {
  return db.select().from(successStories).orderBy(desc(successStories.createdAt), asc(successStories.id));
}

export async function insertStory(db: Executor, values: typeof successStories.$inferInsert) {
  const [story] = await db.insert(successStories).values(values).returning();
  return story!;
}

export async function updateStory(db: Executor, id: string, values: Partial<typeof successStories.$inferInsert>) {
  const [story] = await db.update(successStories).set(values).where(eq(successStories.id, id)).returning();
  return story;
}
