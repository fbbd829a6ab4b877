import { and, asc, eq, inArray, max, or, sql } from "drizzle-orm";
import { courseModules, courses, lessons, projects, quizQuestions, quizzes, videos } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import type { CourseScope } from "../teams/index.js";
import { storedDuration, type DurationUnit } from "../../../shared/rules/duration.js";

export type ItemKind = "lesson" | "quiz" | "project";

/** The courses a course-team scope keeps. */
export function listAllCourses(db: Executor, scope: CourseScope) {
  return db.select().from(courses).where(scope(courses.id)).orderBy(asc(courses.createdAt), asc(courses.title));
}

export async function findCourse(db: Executor, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** The course row, locked for the rest of the transaction. */
export async function lockCourse(db: Executor, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).for("update");
  return row;
}

interface DurationFields {
  duration?: string | null;
  durationValue?: number | null;
  durationUnit?: DurationUnit | null;
}

/**
 * A write's length as stored (issue 23): when it names any of the three fields, all three are
 * set together (shared/rules/duration.ts); otherwise they are left alone.
 */
function withDuration<T extends DurationFields>(values: T): T {
  if (values.duration === undefined && values.durationValue === undefined && values.durationUnit === undefined) {
    return values;
  }
  return { ...values, ...storedDuration(values) };
}

export async function insertCourse(db: Executor, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(withDuration(values)).returning();
  return row!;
}

export async function updateCourse(db: Executor, id: string, values: Partial<typeof courses.$inferInsert>) {
  const [row] = await db
    .update(courses)
    .set({ ...withDuration(values), updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

export function listCourseModules(db: Executor, courseId: string) {
  return db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.orderIndex), asc(courseModules.createdAt));
}

export async function findModule(db: Executor, id: string) {
  const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id)).limit(1);
  return row;
}

export async function insertModule(db: Executor, values: Omit<typeof courseModules.$inferInsert, "orderIndex">) {
  const [row] = await db
    .insert(courseModules)
    .values({
      ...values,
      orderIndex: sql`(select coalesce(max(${courseModules.orderIndex}), 0) + 1 from ${courseModules} where ${courseModules.courseId} = ${values.courseId})`,
    })
    .returning();
  return row!;
}

export async function updateModule(db: Executor, id: string, values: Partial<typeof courseModules.$inferInsert>) {
  const [row] = await db
    .update(courseModules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courseModules.id, id))
    .returning();
  return row;
}

export function listModuleItems(db: Executor, moduleIds: string[]) {
  if (moduleIds.length === 0) return Promise.resolve({ lessons: [], quizzes: [], projects: [], questions: [] });
  return (async () => {
    const lessonRows = await db
      .select()
      .from(lessons)
      .where(inArray(lessons.moduleId, moduleIds))
      .orderBy(asc(lessons.orderIndex));
    const quizRows = await db
      .select()
      .from(quizzes)
      .where(inArray(quizzes.moduleId, moduleIds))
      .orderBy(asc(quizzes.orderIndex));
    const projectRows = await db
      .select()
      .from(projects)
      .where(inArray(projects.moduleId, moduleIds))
      .orderBy(asc(projects.orderIndex));
    const questions =
      quizRows.length === 0
        ? []
        : await db
            .select()
            .from(quizQuestions)
            .where(
              inArray(
                quizQuestions.quizId,
                quizRows.map((quiz) => quiz.id),
              ),
            )
            .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.createdAt));
    return { lessons: lessonRows, quizzes: quizRows, projects: projectRows, questions };
  })();
}

/** The next order number among all items (lessons, quizzes, projects) of a module. */
export async function nextItemOrder(db: Executor, moduleId: string): Promise<number> {
  let highest = 0;
  for (const table of [lessons, quizzes, projects]) {
    const [row] = await db
      .select({ highest: max(table.orderIndex) })
      .from(table)
      .where(eq(table.moduleId, moduleId));
    highest = Math.max(highest, row?.highest ?? 0);
  }
  return highest + 1;
}

/** Puts an item (of any kind) at a place in its module's order. */
export async function setItemOrder(db: Executor, kind: ItemKind, id: string, orderIndex: number) {
  if (kind === "lesson") await db.update(lessons).set({ orderIndex }).where(eq(lessons.id, id));
  else if (kind === "quiz") await db.update(quizzes).set({ orderIndex }).where(eq(quizzes.id, id));
  else await db.update(projects).set({ orderIndex }).where(eq(projects.id, id));
}

export async function findLesson(db: Executor, id: string) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return row;
}

export async function insertLesson(db: Executor, values: typeof lessons.$inferInsert) {
  await db.insert(lessons).values(withDuration(values));
}

export async function updateLesson(db: Executor, id: string, values: Partial<typeof lessons.$inferInsert>) {
  await db
    .update(lessons)
    .set({ ...withDuration(values), updatedAt: new Date() })
    .where(eq(lessons.id, id));
}

/** Keeps the catalog's summary of a course (its modules list and lesson count) true to its rows. */
/**
 * Keeps the course row's summary true: its active modules' titles and objectives, and its video
 * count, the active lessons of active modules that have a video to watch (issue 22): a ready
 * video of the academy's own, or an external `videoUrl` (a YouTube or Vimeo link, a file address).
 */
export async function syncCourseSummary(db: Executor, courseId: string) {
  const active = await db
    .select({ title: courseModules.title, description: courseModules.description, id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.isActive, true)))
    .orderBy(asc(courseModules.orderIndex), asc(courseModules.createdAt));
  const [count] =
    active.length === 0
      ? [{ lessons: 0 }]
      : await db
          .select({ lessons: sql<number>`count(*)::int` })
          .from(lessons)
          .leftJoin(videos, eq(videos.id, lessons.videoId))
          .where(
            and(
              inArray(
                lessons.moduleId,
                active.map((module) => module.id),
              ),
              eq(lessons.isActive, true),
              or(eq(videos.status, "ready"), sql`coalesce(trim(${lessons.videoUrl}), '') <> ''`),
            ),
          );
  await db
    .update(courses)
    .set({
      modules: active.map((module) => ({ title: module.title, objective: module.description ?? "" })),
      videoCount: count?.lessons ?? 0,
      updatedAt: new Date(),
    })
    .where(eq(courses.id, courseId));
}

/**
 * Keeps the video counts true after a video's status changed, or a lesson's or a course's video
 * was attached or removed: syncs every course whose lesson or preview uses the video. Answers the
 * courses synced (drop the catalog cache after commit when there are any).
 */
export async function refreshVideoCounts(db: Executor, videoId: string): Promise<string[]> {
  const viaLessons = await db
    .selectDistinct({ id: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.videoId, videoId));
  const viaPreview = await db.select({ id: courses.id }).from(courses).where(eq(courses.previewVideoId, videoId));
  const courseIds = [...new Set([...viaLessons, ...viaPreview].map((row) => row.id))].sort();
  for (const courseId of courseIds) await syncCourseSummary(db, courseId);
  return courseIds;
}
