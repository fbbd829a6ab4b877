import { and, desc, eq } from "drizzle-orm";
import { uploads } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUpload(db: Executor, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

export async function deleteUpload(db: Executor, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function findLatestProjectUpload(db: Executor, userId: string, projectId: string, fileName: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        eq(uploads.projectId, projectId),
        eq(uploads.kind, "project"),
        eq(uploads.fileName, fileName),
      ),
    )
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(1);
  return row;
}
