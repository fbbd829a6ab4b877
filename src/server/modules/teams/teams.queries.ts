import { aliasedTable, and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/types.js";
import {
  courseInstructors,
  courseModules,
  courses,
  lessons,
  projectSubmissions,
  projects,
  quizQuestions,
  quizzes,
  staffReads,
  uploads,
  users,
} from "../../../db/schema/index.js";

/** What a staff route's id names; each belongs to one course (a video: to those that show it). */
export const courseRecordKinds = [
  "course",
  "module",
  "lesson",
  "quiz",
  "question",
  "project",
  "submission",
  "upload",
  "video",
] as const;
export type CourseRecordKind = (typeof courseRecordKinds)[number];

const moduleCourse = (moduleId: PgColumn) => eq(courseModules.id, moduleId);

/** The ids of the course (or courses) a record belongs to, as a subquery. */
export function coursesOfRecord(db: Executor, kind: CourseRecordKind, id: string) {
  const viaModule = db.select({ courseId: courseModules.courseId }).from(courseModules);
  switch (kind) {
    case "course":
      return db.select({ courseId: courses.id }).from(courses).where(eq(courses.id, id));
    case "module":
      return viaModule.where(eq(courseModules.id, id));
    case "lesson":
      return viaModule.innerJoin(lessons, moduleCourse(lessons.moduleId)).where(eq(lessons.id, id));
    case "quiz":
      return viaModule.innerJoin(quizzes, moduleCourse(quizzes.moduleId)).where(eq(quizzes.id, id));
    case "question":
      return viaModule
        .innerJoin(quizzes, moduleCourse(quizzes.moduleId))
        .innerJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
        .where(eq(quizQuestions.id, id));
    case "project":
      return viaModule.innerJoin(projects, moduleCourse(projects.moduleId)).where(eq(projects.id, id));
    case "submission":
      return viaModule
        .innerJoin(projects, moduleCourse(projects.moduleId))
        .innerJoin(projectSubmissions, eq(projectSubmissions.projectId, projects.id))
        .where(eq(projectSubmissions.id, id));
    case "upload":
      // A project file belongs to its project's course; a course image to its course.
      return db
        .select({ courseId: sql<string>`coalesce(${courseModules.courseId}, ${uploads.courseId})`.as("course_id") })
        .from(uploads)
        .leftJoin(projects, eq(projects.id, uploads.projectId))
        .leftJoin(courseModules, moduleCourse(projects.moduleId))
        .where(eq(uploads.id, id));
    case "video":
      // A video is shown by a lesson or as a course's preview.
      return db
        .select({ courseId: courses.id })
        .from(courses)
        .where(
          or(
            eq(courses.previewVideoId, id),
            inArray(
              courses.id,
              viaModule.innerJoin(lessons, moduleCourse(lessons.moduleId)).where(eq(lessons.videoId, id)),
            ),
          ),
        );
  }
}

export async function findCourseOfRecord(db: Executor, kind: CourseRecordKind, id: string) {
  const [row] = await coursesOfRecord(db, kind, id).limit(1);
  return row?.courseId ?? null;
}

/** Whether the user is on the team of a course the record belongs to. */
export async function isOnTeamOfRecord(db: Executor, userId: string, kind: CourseRecordKind, id: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(courseInstructors)
    .where(
      and(eq(courseInstructors.userId, userId), inArray(courseInstructors.courseId, coursesOfRecord(db, kind, id))),
    )
    .limit(1);
  return row !== undefined;
}

/** The courses whose team lists the user, as a subquery for list filters. */
export const teamCourseIds = (db: Executor, userId: string) =>
  db
    .select({ courseId: courseInstructors.courseId })
    .from(courseInstructors)
    .where(eq(courseInstructors.userId, userId));

export async function listTeamCourseIds(db: Executor, userId: string) {
  return (await teamCourseIds(db, userId)).map((row) => row.courseId);
}

/** A list filter: the rows whose course column is one of the user's team's courses. */
export const onTeamOf = (db: Executor, userId: string, courseColumn: PgColumn): SQL =>
  inArray(courseColumn, teamCourseIds(db, userId));

export function listCourseInstructors(db: Executor, courseId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(courseInstructors)
    .innerJoin(users, eq(users.id, courseInstructors.userId))
    .where(eq(courseInstructors.courseId, courseId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

export function findUsersByIds(db: Executor, ids: string[]) {
  return db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
}

/** Makes the team exactly `userIds`: those gone are removed, the new ones added (the others keep their date). */
export async function replaceCourseInstructors(tx: Executor, courseId: string, userIds: string[], addedBy: string) {
  await tx
    .delete(courseInstructors)
    .where(
      userIds.length === 0
        ? eq(courseInstructors.courseId, courseId)
        : and(eq(courseInstructors.courseId, courseId), notInArray(courseInstructors.userId, userIds)),
    );
  if (userIds.length > 0) {
    await tx
      .insert(courseInstructors)
      .values(userIds.map((userId) => ({ courseId, userId, addedBy })))
      .onConflictDoNothing();
  }
}

export async function addCourseInstructor(db: Executor, courseId: string, userId: string, addedBy: string | null) {
  await db.insert(courseInstructors).values({ courseId, userId, addedBy }).onConflictDoNothing();
}

export async function insertStaffReads(db: Executor, rows: (typeof staffReads.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(staffReads).values(rows);
}

const reader = aliasedTable(users, "reader");
const student = aliasedTable(users, "student");

/** The audit, newest first. */
export function listStaffReads(db: Executor, page: { limit: number; offset: number }) {
  return db
    .select({
      id: staffReads.id,
      kind: staffReads.kind,
      recordId: staffReads.recordId,
      staffRole: staffReads.staffRole,
      readAt: staffReads.readAt,
      staff: { id: reader.id, firstName: reader.firstName, lastName: reader.lastName, email: reader.email },
      student: { id: student.id, firstName: student.firstName, lastName: student.lastName, email: student.email },
      course: { id: courses.id, title: courses.title },
    })
    .from(staffReads)
    .leftJoin(reader, eq(reader.id, staffReads.staffId))
    .leftJoin(student, eq(student.id, staffReads.studentId))
    .leftJoin(courses, eq(courses.id, staffReads.courseId))
    .orderBy(desc(staffReads.readAt), desc(staffReads.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStaffReads(db: Executor) {
  const [row] = await db.select({ total: count() }).from(staffReads);
  return row?.total ?? 0;
}

export type StaffReadRow = Awaited<ReturnType<typeof listStaffReads>>[number];
