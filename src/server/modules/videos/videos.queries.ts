import { eq, sql } from "drizzle-orm";
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

export async function updateCaptions(tx: Executor, id: string, captions: StoredCaption[]) {
  await tx.update(videos).set({ captions, updatedAt: new Date() }).where(eq(videos.id, id));
}

/**
 * Where a video is shown: the lessons whose video it is, with whether the lesson is served (it,
 * its module and its course active) and the course's access, and the courses it previews.
 */
export async function findVideoPlaces(db: Executor, videoId: string) {
  const [inLessons, previews] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        courseIsFree: courses.isFree,
        isServed: sql<boolean>`(${lessons.isActive} and ${courseModules.isActive} and ${courses.isActive})`,
      })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .innerJoin(courses, eq(courses.id, courseModules.courseId))
      .where(eq(lessons.videoId, videoId)),
    db
      .select({ courseId: courses.id, isActive: courses.isActive })
      .from(courses)
      .where(eq(courses.previewVideoId, videoId)),
  ]);
  return { lessons: inLessons, previews };
}

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
