import type { CourseItemRef } from "../../../shared/contracts/course-items.js";
import type { Course, Lesson, LessonDetail } from "../../../shared/contracts/courses.js";
import type { Executor } from "../../../db/types.js";
import { lessonReadNeeds } from "../../../shared/rules/course-access.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as queries from "./courses.queries.js";
import type { VideoView } from "../../../shared/contracts/videos.js";
import { findVideos, toVideoView, withLessonVideos, withPreviewVideos, type VideoAudience } from "../videos/index.js";

/** How many courses the home page shows when none are marked featured. */
const FEATURED_FALLBACK = 3;

/** The catalog: every active course, oldest first; only those taught in `language` when it is given. */
export async function listActiveCourses(db: Executor, language?: Locale): Promise<Course[]> {
  return withPreviewVideos(db, await queries.listActiveCourses(db, language), "students");
}

/**
 * Every active course's id and when its page last changed (the course, its active modules or
 * their active lessons), for the sitemap (feeds module; cached under "catalog").
 */
export async function listActiveCourseDates(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await queries.listActiveCourseChanges(db);
  return rows.map((row) => ({
    id: row.id,
    updatedAt: [row.modulesUpdatedAt, row.lessonsUpdatedAt].reduce<Date>(
      (latest, date) => (date && date > latest ? date : latest),
      row.courseUpdatedAt,
    ),
  }));
}

export async function findFeaturedCourses(db: Executor): Promise<Course[]> {
  const featured = await queries.listFeaturedCourses(db);
  const shown = featured.length > 0 ? featured : await queries.listTopRatedCourses(db, FEATURED_FALLBACK);
  return withPreviewVideos(db, shown, "students");
}

export async function getCourse(db: Executor, id: string): Promise<Course> {
  const course = isUuid(id) ? await queries.findActiveCourse(db, id) : undefined;
  if (!course) throw notFound("Course");
  const [withPreview] = await withPreviewVideos(db, [course], "students");
  return withPreview!;
}

/**
 * A module the catalog serves (active, in an active course), with its course's title and
 * whether that course is free; undefined when there is none.
 */
export function findActiveModule(db: Executor, id: string) {
  return isUuid(id) ? queries.findActiveModule(db, id) : Promise.resolve(undefined);
}

/** A module the catalog serves, or 404. */
export async function getModule(db: Executor, id: string) {
  const module = await findActiveModule(db, id);
  if (!module) throw notFound("Module");
  return module;
}

export async function getCourseModules(db: Executor, courseId: string) {
  await getCourse(db, courseId);
  return queries.listModules(db, courseId);
}

/**
 * A module's lessons. Lists are public and cached for everyone, so a paid course's lesson
 * content and video stay out of them unless a visitor may read them (shared/rules/course-access.ts):
 * enrolled students and staff open each lesson on its own.
 */
export async function getModuleLessons(db: Executor, moduleId: string): Promise<Lesson[]> {
  const module = await getModule(db, moduleId);
  // The academy's own videos are in (ready ones): their files are served after the same access check.
  const lessons = await withLessonVideos(db, await queries.listLessons(db, moduleId), "students");
  const isOpenToVisitors = lessonReadNeeds({ isFree: module.isFree }, null) === "open";
  return isOpenToVisitors ? lessons : lessons.map((lesson) => ({ ...lesson, content: null, videoUrl: null }));
}

/**
 * Where a lesson the catalog serves sits (its module and course), in one query and without its
 * video or text: what marking it complete needs. 404 as getLesson for one the catalog does not serve.
 */
export async function getLessonPlace(
  db: Executor,
  id: string,
): Promise<{ id: string; courseId: string; moduleId: string }> {
  const place = isUuid(id) ? await queries.findLessonPlace(db, id) : undefined;
  if (!place) throw notFound("Lesson");
  return place;
}

/**
 * A lesson the catalog serves, with where it sits and whether its course is free (enrolments/access.ts
 * decides who reads it). Its video as students see it (ready only); `videoFor("staff")` gives it in
 * any status, for a reader who is staff.
 */
export async function getLesson(
  db: Executor,
  id: string,
): Promise<LessonDetail & { courseIsFree: boolean; videoFor: (audience: VideoAudience) => VideoView | null }> {
  const lesson = isUuid(id) ? await queries.findLesson(db, id) : undefined;
  if (!lesson) throw notFound("Lesson");
  const { videoId, ...rest } = lesson;
  const found = await findVideos(db, [videoId]);
  const row = videoId ? found.get(videoId) : undefined;
  return { ...rest, video: toVideoView(row, "students"), videoFor: (audience) => toVideoView(row, audience) };
}

/** The item after `itemId` in its course's curriculum (listCourseItems' order); null for the last one. */
export async function findItemAfter(db: Executor, courseId: string, itemId: string): Promise<CourseItemRef | null> {
  const items = await queries.listCourseItems(db, courseId);
  const index = items.findIndex((item) => item.id === itemId);
  return index === -1 ? null : (items[index + 1] ?? null);
}
