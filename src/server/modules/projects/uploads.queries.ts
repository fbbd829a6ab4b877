import { and, desc, eq, lt, sql } from "drizzle-orm";
import {
  blogPosts,
  courses,
  mentors,
  projectSubmissions,
  successStories,
  uploads,
  users,
} from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUpload(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.state, "stored")))
    .limit(1);
  return row;
}

export async function deleteUpload(db: Executor, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function completeUpload(
  db: Executor,
  id: string,
  values: Pick<typeof uploads.$inferInsert, "contentType" | "size">,
) {
  const [row] = await db
    .update(uploads)
    .set({ ...values, state: "stored" })
    .where(eq(uploads.id, id))
    .returning();
  return row!;
}

/** Holds the student's row until the transaction ends: one quota reservation at a time per student. */
export async function lockUploader(db: Executor, userId: string) {
  // NO KEY UPDATE: other tables' foreign-key checks on this user (KEY SHARE) don't wait for it.
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** A student's project files (reserved ones at their reserved size): for one project and in all. */
export async function projectUploadUsage(db: Executor, userId: string, projectId: string) {
  const [row] = await db
    .select({
      projectFiles: sql<number>`(count(*) filter (where ${uploads.projectId} = ${projectId}))::int`,
      projectBytes: sql<number>`(coalesce(sum(${uploads.size}) filter (where ${uploads.projectId} = ${projectId}), 0))::float8`,
      studentFiles: sql<number>`count(*)::int`,
      studentBytes: sql<number>`(coalesce(sum(${uploads.size}), 0))::float8`,
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.kind, "project")));
  return {
    projectFiles: Number(row!.projectFiles),
    projectBytes: Number(row!.projectBytes),
    studentFiles: Number(row!.studentFiles),
    studentBytes: Number(row!.studentBytes),
  };
}

/**
 * Deletes uploads made before `before` that nothing uses: project files no submission names
 * (uploads/{id}/{name}) and images no course, article, story or mentor shows
 * (/api/uploads/{id}/{name}; staff may have reused a course image's address elsewhere).
 */
export async function deleteUnusedUploadsBefore(db: Executor, before: Date) {
  return db
    .delete(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        sql`not exists (select 1 from ${projectSubmissions} where ${projectSubmissions.fileUrl} like 'uploads/' || ${uploads.id} || '/%')`,
        ...[courses.imageUrl, blogPosts.imageUrl, successStories.imageUrl, mentors.imageUrl].map(
          (column) =>
            sql`not exists (select 1 from ${column.table} where ${column} like '%/uploads/' || ${uploads.id} || '/%')`,
        ),
      ),
    )
    .returning({ id: uploads.id });
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
        eq(uploads.state, "stored"),
      ),
    )
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(1);
  return row;
}
