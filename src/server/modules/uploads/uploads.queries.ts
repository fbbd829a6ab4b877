import { eq } from "drizzle-orm";
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
