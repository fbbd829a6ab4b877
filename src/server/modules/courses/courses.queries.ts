import { and, asc, desc, eq, getTableColumns, max } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { courseModules, courses, lessons, projects, quizzes } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { compareModuleItems } from "../../../shared/rules/curriculum.js";
import type { Locale } from "../../../shared/rules/locale.js";

export type CourseRow = typeof courses.$inferSelect;

/** Active courses, oldest first; only those in `language` when it is given. */
export function listActiveCourses(db: Executor, language?: Locale) {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.isActive, true), language ? eq(courses.language, language) : undefined))
    .orderBy(asc(courses.createdAt), asc(courses.title));
}

export function listFeaturedCourses(db: Executor) {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.isActive, true), eq(courses.isFeatured, true)))
    .orderBy(desc(courses.rating), asc(courses.title));
}

export function listTopRatedCourses(db: Executor, limit: number) {
  return db
    .select()
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(desc(courses.rating), asc(courses.title))
    .limit(limit);
}

export async function findActiveCourse(db: Executor, id: string): Promise<CourseRow | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isActive, true)))
    .limit(1);
  return course;
}

/**
 * Every active course's id with the latest change to it, to its active modules and to their
 * active lessons (the course page shows all three); a course without them has null for those.
 */
export function listActiveCourseChanges(db: Executor) {
  return db
    .select({
      id: courses.id,
      courseUpdatedAt: courses.updatedAt,
      modulesUpdatedAt: max(courseModules.updatedAt),
      lessonsUpdatedAt: max(lessons.updatedAt),
    })
    .from(courses)
    .leftJoin(courseModules, and(eq(courseModules.courseId, courses.id), eq(courseModules.isActive, true)))
    .leftJoin(lessons, and(eq(lessons.moduleId, courseModules.id), eq(lessons.isActive, true)))
    .where(eq(courses.isActive, true))
    .groupBy(courses.id)
    .orderBy(asc(courses.createdAt), asc(courses.id));
}

/** A table's columns but isActive: inactive rows are never served, so the flag is not either. */
function servedColumns<T extends PgTable & { isActive: AnyPgColumn }>(table: T) {
  const { isActive: _isActive, ...columns } = getTableColumns(table);
  return columns;
}

const moduleColumns = servedColumns(courseModules);

export function listModules(db: Executor, courseId: string) {
  return db
    .select(moduleColumns)
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.isActive, true)))
    .orderBy(asc(courseModules.orderIndex), asc(courseModules.createdAt));
}

/**
 * A lesson, quiz or project the catalog serves (it, its module and its course active), in one
 * query: the `columns` asked for and its course's id, title, language and whether it is free.
 */
export async function findServedItem<Columns extends SelectedFields>(
  db: Executor,
  table: typeof lessons | typeof quizzes | typeof projects,
  columns: Columns,
  id: string,
) {
  const [row] = await db
    .select({
      ...columns,
      courseId: courseModules.courseId,
      courseTitle: courses.title,
      courseLanguage: courses.language,
      courseIsFree: courses.isFree,
    })
    .from(table)
    .innerJoin(courseModules, eq(courseModules.id, table.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(
      and(eq(table.id, id), eq(table.isActive, true), eq(courseModules.isActive, true), eq(courses.isActive, true)),
    )
    .limit(1);
  return row;
}

/** An active module of an active course, with its course's title and whether it is free. */
export async function findActiveModule(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: courseModules.id,
      courseId: courseModules.courseId,
      courseTitle: courses.title,
      isFree: courses.isFree,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(courseModules.id, id), eq(courseModules.isActive, true), eq(courses.isActive, true)))
    .limit(1);
  return row;
}

const lessonColumns = servedColumns(lessons);
/** A list leaves each lesson's transcript out: it can be long, and the lesson call carries it. */
const { transcript: _transcript, ...lessonListColumns } = lessonColumns;

export function listLessons(db: Executor, moduleId: string) {
  return db
    .select(lessonListColumns)
    .from(lessons)
    .where(and(eq(lessons.moduleId, moduleId), eq(lessons.isActive, true)))
    .orderBy(asc(lessons.orderIndex), asc(lessons.createdAt));
}

/** An active lesson's id, module and course (all active), and nothing else. */
export const findLessonPlace = (db: Executor, id: string) =>
  findServedItem(db, lessons, { id: lessons.id, moduleId: lessons.moduleId }, id);

/** An active lesson with where it sits: its module and course, both active. */
export const findLesson = (db: Executor, id: string) =>
  findServedItem(db, lessons, { ...lessonColumns, moduleTitle: courseModules.title }, id);

/**
 * Every item the catalog serves in a course (lessons, quizzes and projects of its active modules),
 * in the order the curriculum shows them: by module, then within it by the shared rule
 * (shared/rules/curriculum.ts, which the pages use too).
 */
export async function listCourseItems(db: Executor, courseId: string) {
  const kinds = [
    { kind: "lesson", table: lessons },
    { kind: "quiz", table: quizzes },
    { kind: "project", table: projects },
  ] as const;
  const lists = await Promise.all(
    kinds.map(({ kind, table }) =>
      db
        .select({
          id: table.id,
          title: table.title,
          orderIndex: table.orderIndex,
          createdAt: table.createdAt,
          moduleOrder: courseModules.orderIndex,
          moduleCreatedAt: courseModules.createdAt,
        })
        .from(table)
        .innerJoin(courseModules, eq(courseModules.id, table.moduleId))
        .where(and(eq(courseModules.courseId, courseId), eq(courseModules.isActive, true), eq(table.isActive, true)))
        .then((rows) => rows.map((row) => ({ ...row, kind }))),
    ),
  );
  return lists
    .flat()
    .sort(
      (a, b) =>
        a.moduleOrder - b.moduleOrder ||
        a.moduleCreatedAt.getTime() - b.moduleCreatedAt.getTime() ||
        compareModuleItems(a, b) ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map(({ kind, id, title }) => ({ kind, id, title }));
}
