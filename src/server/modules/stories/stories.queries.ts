import { asc, desc, eq, max } from "drizzle-orm";
import { successStories } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

// What the public reads: visible stories only

export function listVisibleStories(db: Executor) {
  return db
    .select()
    .from(successStories)
    .where(eq(successStories.isVisible, true))
    .orderBy(desc(successStories.graduationYear), asc(successStories.studentName));
}

/** When the newest change to a visible story was made; null when none is visible. */
export async function lastVisibleStoryChange(db: Executor) {
  const [row] = await db
    .select({ updatedAt: max(successStories.updatedAt) })
    .from(successStories)
    .where(eq(successStories.isVisible, true));
  return row?.updatedAt ?? null;
}

// What admins manage: every story, hidden ones included

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
