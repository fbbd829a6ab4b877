import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { unionAll, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { courseModules, courses, lessons, projects, quizQuestions, quizzes } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export type CourseRow = typeof courses.$inferSelect;

export function listActiveCourses(db: Executor) {
  return db
    .select()
    .from(courses)
    .where(eq(courses.isActive, true))
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

/** An active module of an active course, with whether that course is free. */
export async function findActiveModule(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courseModules.id, courseId: courseModules.courseId, isFree: courses.isFree })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(courseModules.id, id), eq(courseModules.isActive, true), eq(courses.isActive, true)))
    .limit(1);
  return row;
}

const lessonColumns = servedColumns(lessons);
const quizColumns = servedColumns(quizzes);
const projectColumns = servedColumns(projects);

export function listLessons(db: Executor, moduleId: string) {
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(and(eq(lessons.moduleId, moduleId), eq(lessons.isActive, true)))
    .orderBy(asc(lessons.orderIndex), asc(lessons.createdAt));
}

export function listQuizzes(db: Executor, moduleId: string) {
  return db
    .select(quizColumns)
    .from(quizzes)
    .where(and(eq(quizzes.moduleId, moduleId), eq(quizzes.isActive, true)))
    .orderBy(asc(quizzes.orderIndex), asc(quizzes.createdAt));
}

export function listProjects(db: Executor, moduleId: string) {
  return db
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.moduleId, moduleId), eq(projects.isActive, true)))
    .orderBy(asc(projects.orderIndex), asc(projects.createdAt));
}

/** Where an item sits: its module and course, all of them active. */
const context = {
  courseId: courses.id,
  courseTitle: courses.title,
  isFree: courses.isFree,
  moduleTitle: courseModules.title,
};

const activePath = (itemIsActive: AnyPgColumn) =>
  and(eq(itemIsActive, true), eq(courseModules.isActive, true), eq(courses.isActive, true));

export async function findLesson(db: Executor, id: string) {
  const [row] = await db
    .select({ ...lessonColumns, ...context })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(lessons.id, id), activePath(lessons.isActive)))
    .limit(1);
  return row;
}

export async function findQuiz(db: Executor, id: string) {
  const [row] = await db
    .select({ ...quizColumns, ...context })
    .from(quizzes)
    .innerJoin(courseModules, eq(courseModules.id, quizzes.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(quizzes.id, id), activePath(quizzes.isActive)))
    .limit(1);
  return row;
}

export function listQuestions(db: Executor, quizId: string) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.createdAt));
}

export async function findProject(db: Executor, id: string) {
  const [row] = await db
    .select({ ...projectColumns, ...context })
    .from(projects)
    .innerJoin(courseModules, eq(courseModules.id, projects.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(projects.id, id), activePath(projects.isActive)))
    .limit(1);
  return row;
}

export type CourseItem = { kind: "lesson" | "quiz" | "project"; id: string; moduleId: string; isRequired: boolean };

/** Every active item of a course's active modules: what progress counts. One query, so it can run in a transaction. */
export async function listCourseItems(db: Executor, courseId: string): Promise<CourseItem[]> {
  const inCourse = and(eq(courseModules.courseId, courseId), eq(courseModules.isActive, true));
  const rows = await unionAll(
    db
      .select({
        kind: sql<string>`'lesson'`.as("kind"),
        id: lessons.id,
        moduleId: lessons.moduleId,
        isRequired: lessons.isRequired,
      })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(and(inCourse, eq(lessons.isActive, true))),
    db
      .select({
        kind: sql<string>`'quiz'`.as("kind"),
        id: quizzes.id,
        moduleId: quizzes.moduleId,
        isRequired: quizzes.isRequired,
      })
      .from(quizzes)
      .innerJoin(courseModules, eq(courseModules.id, quizzes.moduleId))
      .where(and(inCourse, eq(quizzes.isActive, true))),
    db
      .select({
        kind: sql<string>`'project'`.as("kind"),
        id: projects.id,
        moduleId: projects.moduleId,
        isRequired: projects.isRequired,
      })
      .from(projects)
      .innerJoin(courseModules, eq(courseModules.id, projects.moduleId))
      .where(and(inCourse, eq(projects.isActive, true))),
  );
  return rows as CourseItem[];
}
