import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../../db/types.js";
import type { Role } from "../../../shared/contracts/auth.js";
import type { AuditPage, AuditQuery, CourseInstructor } from "../../../shared/contracts/teams.js";
import type { StaffReadKind } from "../../../shared/rules/staff-reads.js";
import { personName } from "../../../shared/rules/people.js";
import { badRequest, msg, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toCsv, type CsvColumn } from "../../lib/csv.js";
import * as queries from "./teams.queries.js";
import type { CourseRecordKind, StaffReadRow } from "./teams.queries.js";

/*
 * Course teams (issue 24): the one rule of which courses a staff member may act on. Admins act on
 * every course; an instructor only on the courses whose team lists them; a course with no team is
 * admin-only. A record of a course the viewer may not act on answers exactly as a missing one
 * (404 with the record's own "not found"), so ids can't be probed. Staff routes declare what their
 * :id names (`config.courseOf`, checked for every staff route by plugins/auth.ts), and lists filter
 * with `courseScope`; cohorts, the progress board and at-risk lists are to use the same two.
 */

/** Who acts: the signed-in staff member. */
export interface Viewer {
  id: string;
  role: Role;
}

export type { CourseRecordKind };
export { courseRecordKinds } from "./teams.queries.js";

/** The "not found" each kind of record answers with. */
const notFoundOf = {
  course: "Course",
  module: "Module",
  lesson: "Lesson",
  quiz: "Quiz",
  question: "Question",
  project: "Project",
  submission: "Submission",
  upload: "File",
  video: "Video",
} as const satisfies Record<CourseRecordKind, Parameters<typeof notFound>[0]>;

/** Whether the viewer may act on the course (or courses) the record belongs to. */
export async function mayActOnRecord(db: Executor, viewer: Viewer, kind: CourseRecordKind, id: string) {
  if (viewer.role === "admin") return true;
  if (viewer.role !== "instructor" || !isUuid(id)) return false;
  return queries.isOnTeamOfRecord(db, viewer.id, kind, id);
}

/** Whether the viewer may act on the course. */
export const mayActOnCourse = (db: Executor, viewer: Viewer, courseId: string) =>
  mayActOnRecord(db, viewer, "course", courseId);

/** 404, as for a missing record, unless the viewer may act on the record's course. */
export async function requireRecordAccess(db: Executor, viewer: Viewer, kind: CourseRecordKind, id: string) {
  if (!(await mayActOnRecord(db, viewer, kind, id))) throw notFound(notFoundOf[kind]);
}

/** A list's filter by course, given the list's course id column (a query applies it). */
export type CourseScope = (courseColumn: PgColumn) => SQL | undefined;

/**
 * The courses a viewer's lists show: every one for admins (no filter), the viewer's team's
 * courses for instructors.
 */
export function courseScope(db: Executor, viewer: Viewer): CourseScope {
  return (courseColumn) => (viewer.role === "admin" ? undefined : queries.onTeamOf(db, viewer.id, courseColumn));
}

/** The ids of the courses the viewer may act on, or "all" for admins (for lists built in code). */
export async function coursesOf(db: Executor, viewer: Viewer): Promise<"all" | Set<string>> {
  if (viewer.role === "admin") return "all";
  if (viewer.role !== "instructor") return new Set();
  return new Set(await queries.listTeamCourseIds(db, viewer.id));
}

/** An instructor who makes a course joins its team: else they could not edit what they made. */
export async function joinTeamOfNewCourse(db: Executor, viewer: Viewer, courseId: string) {
  if (viewer.role === "instructor") await queries.addCourseInstructor(db, courseId, viewer.id, null);
}

/** Puts a user on a course's team (the demo seed and test fixtures; admins use setCourseInstructors). */
export const addCourseInstructor = (db: Executor, courseId: string, userId: string, addedBy: string | null = null) =>
  queries.addCourseInstructor(db, courseId, userId, addedBy);

const instructorOf = (row: { id: string; firstName: string | null; lastName: string | null; email: string }) => ({
  id: row.id,
  name: personName(row),
  email: row.email,
});

export async function listCourseInstructors(db: Executor, courseId: string): Promise<CourseInstructor[]> {
  return (await queries.listCourseInstructors(db, courseId)).map(instructorOf);
}

/**
 * Sets a course's team (admins only; the route checks). Every id must be an instructor's: a
 * student or an admin (who acts on every course anyway) or an unknown id is refused with 400.
 */
export async function setCourseInstructors(
  db: Database,
  admin: Viewer,
  courseId: string,
  userIds: string[],
): Promise<CourseInstructor[]> {
  const wanted = [...new Set(userIds)];
  const uuids = wanted.filter(isUuid);
  const found = uuids.length > 0 ? await queries.findUsersByIds(db, uuids) : [];
  const instructors = new Set(found.filter((user) => user.role === "instructor").map((user) => user.id));
  const refused = wanted.filter((id) => !instructors.has(id));
  if (refused.length > 0) {
    throw badRequest(
      msg("Only instructors can be on a course's team; these are not instructors: {ids}", { ids: refused.join(", ") }),
    );
  }
  await db.transaction(async (tx) => queries.replaceCourseInstructors(tx, courseId, wanted, admin.id));
  return listCourseInstructors(db, courseId);
}

/** One staff read of a student's work. */
export interface StaffReadEntry {
  kind: StaffReadKind;
  recordId: string;
  studentId: string | null;
  courseId: string | null;
}

/** The course a record belongs to (null when none). */
export const courseOfRecord = (db: Executor, kind: CourseRecordKind, id: string) =>
  isUuid(id) ? queries.findCourseOfRecord(db, kind, id) : Promise.resolve(null);

/** Records reads of students' work by a staff member (in the request that reads them). */
export async function recordStaffReads(db: Executor, viewer: Viewer, entries: StaffReadEntry[]) {
  await queries.insertStaffReads(
    db,
    entries.map((entry) => ({ ...entry, staffId: viewer.id, staffRole: viewer.role })),
  );
}

const named = (
  person: { id: string | null; firstName: string | null; lastName: string | null; email: string | null } | null,
) =>
  person?.id && person.email
    ? { id: person.id, name: personName({ ...person, email: person.email }), email: person.email }
    : null;

function auditEntry(row: StaffReadRow) {
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.recordId,
    staff: named(row.staff),
    staffRole: row.staffRole as Role,
    student: named(row.student),
    course: row.course?.id && row.course.title ? { id: row.course.id, title: row.course.title } : null,
    readAt: row.readAt,
  };
}

export async function listStaffReads(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const [rows, total] = await Promise.all([
    queries.listStaffReads(db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    queries.countStaffReads(db),
  ]);
  return { reads: rows.map(auditEntry), page: query.page, pageSize: query.pageSize, total };
}

type AuditEntry = ReturnType<typeof auditEntry>;
const auditColumns: CsvColumn<AuditEntry>[] = [
  { header: "When", value: (row) => row.readAt },
  { header: "Staff", value: (row) => row.staff?.name },
  { header: "Staff email", value: (row) => row.staff?.email },
  { header: "Role", value: (row) => row.staffRole },
  { header: "What", value: (row) => row.kind },
  { header: "Record id", value: (row) => row.recordId },
  { header: "Student", value: (row) => row.student?.name },
  { header: "Student email", value: (row) => row.student?.email },
  { header: "Course", value: (row) => row.course?.title },
  { header: "Course id", value: (row) => row.course?.id },
];

/** The whole audit as CSV, newest first. */
export async function staffReadsCsv(db: Executor) {
  const rows = await queries.listStaffReads(db, { limit: 1_000_000, offset: 0 });
  return toCsv(auditColumns, rows.map(auditEntry));
}
