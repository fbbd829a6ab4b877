import { eq, sql, type SQL } from "drizzle-orm";
import { courseModules, courses, lessons, videos, type StoredCaption } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export async function findVideo(db: Executor, id: string) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row;
}

/** The video's row, locked for the rest of the transaction (captions change one at a time). */
export async function lockVideo(tx: Executor, id: string) {
  const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for("update").limit(1);
  return row;
}

/** Inserts an uploaded video's row, `queued`, with the id its storage key was made with. */
export async function insertVideo(tx: Executor, values: typeof videos.$inferInsert & { id: string }) {
  await tx.insert(videos).values({ ...values, status: "queued" });
}

/** Marks the video changed now (a detach: the sweep's grace counts from its last change). */
export async function touchVideo(tx: Executor, id: string) {
  await tx
    .update(videos)
    .set({ updatedAt: sql`now()` })
    .where(eq(videos.id, id));
}

export async function updateCaptions(tx: Executor, id: string, captions: StoredCaption[]) {
  await tx.update(videos).set({ captions, updatedAt: new Date() }).where(eq(videos.id, id));
}

/*
 * The statement below is written out: drizzle leaves a one-table select's columns unqualified,
 * which inside these subqueries would name the subquery's own tables.
 */

/** A served lesson (it, its module and its course `c` active) shows the video, and `also` holds of it. */
const inServedLesson = (also: SQL) => sql<boolean>`exists (
  select 1 from lessons l
  join course_modules m on m.id = l.module_id
  join courses c on c.id = m.course_id
  where l.video_id = videos.id and l.is_active and m.is_active and c.is_active and ${also})`;

/**
 * A video's row with where it is shown, as far as serving its files goes, in one statement (a
 * player sends many Range requests): whether an active course previews it, whether a served
 * lesson of a free course or of a paid one shows it, and whether `userId` is enrolled in a paid
 * course one of those lessons belongs to (false for a visitor).
 */
export async function findVideoForMedia(db: Executor, id: string, userId: string | null) {
  const [row] = await db
    .select({
      video: videos,
      isActivePreview: sql<boolean>`exists (
        select 1 from courses p where p.preview_video_id = videos.id and p.is_active)`,
      inFreeLesson: inServedLesson(sql`c.is_free`),
      inPaidLesson: inServedLesson(sql`not c.is_free`),
      isEnrolled: userId
        ? inServedLesson(
            sql`not c.is_free and exists (select 1 from enrollments e where e.course_id = c.id and e.user_id = ${userId})`,
          )
        : sql<boolean>`false`,
    })
    .from(videos)
    .where(eq(videos.id, id))
    .limit(1);
  return row;
}

export type VideoForMedia = NonNullable<Awaited<ReturnType<typeof findVideoForMedia>>>;

/** A lesson (active or not: staff edit them all) with its course's id, locked for the transaction. */
export async function lockLessonPlace(tx: Executor, lessonId: string) {
  const [row] = await tx
    .select({ id: lessons.id, videoId: lessons.videoId, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId))
    .for("update", { of: lessons })
    .limit(1);
  return row;
}

/** A course (active or not), locked for the transaction. */
export async function lockCoursePlace(tx: Executor, courseId: string) {
  const [row] = await tx
    .select({ id: courses.id, videoId: courses.previewVideoId })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("update")
    .limit(1);
  return row;
}

export async function setLessonVideo(tx: Executor, lessonId: string, videoId: string | null) {
  await tx.update(lessons).set({ videoId, updatedAt: new Date() }).where(eq(lessons.id, lessonId));
}

export async function setCoursePreviewVideo(tx: Executor, courseId: string, videoId: string | null) {
  await tx.update(courses).set({ previewVideoId: videoId, updatedAt: new Date() }).where(eq(courses.id, courseId));
}
