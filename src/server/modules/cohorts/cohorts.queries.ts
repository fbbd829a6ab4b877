import { and, asc, eq, inArray, isNull, or, sql, lte } from "drizzle-orm";
import type { Executor } from "../../../db/types.js";
import {
  cohortInstructors,
  cohortMembers,
  cohorts,
  courseInstructors,
  courses,
  users,
} from "../../../db/schema/index.js";

export type CohortRow = typeof cohorts.$inferSelect;

export async function findCourse(db: Executor, courseId: string) {
  const [row] = await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return row;
}

export function listCohorts(db: Executor, courseId: string) {
  return db
    .select()
    .from(cohorts)
    .where(eq(cohorts.courseId, courseId))
    .orderBy(asc(cohorts.startsOn), asc(cohorts.name));
}

export async function findCohort(db: Executor, courseId: string, cohortId: string) {
  const [row] = await db
    .select()
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.courseId, courseId)));
  return row;
}

export function listCohortInstructors(db: Executor, cohortIds: string[]) {
  if (cohortIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cohortId: cohortInstructors.cohortId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(cohortInstructors)
    .innerJoin(users, eq(users.id, cohortInstructors.userId))
    .where(inArray(cohortInstructors.cohortId, cohortIds))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** Which of these users are on the course's team. */
export async function teamMembersAmong(db: Executor, courseId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: courseInstructors.userId })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.courseId, courseId), inArray(courseInstructors.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

export async function insertCohort(db: Executor, row: typeof cohorts.$inferInsert) {
  const [created] = await db.insert(cohorts).values(row).returning();
  return created!;
}

/**
 * Changes a cohort; a new capacity applies only when the members fit in it (one statement, so a
 * member added meanwhile can't slip past). Answers the row, or undefined when it did not fit.
 */
export async function updateCohort(
  db: Executor,
  cohortId: string,
  changes: Partial<Pick<CohortRow, "name" | "startsOn" | "endsOn" | "capacity">>,
) {
  const fits =
    changes.capacity === undefined || changes.capacity === null
      ? undefined
      : lte(cohorts.memberCount, changes.capacity);
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId));
    return row;
  }
  const [row] = await db
    .update(cohorts)
    .set(changes)
    .where(fits ? and(eq(cohorts.id, cohortId), fits) : eq(cohorts.id, cohortId))
    .returning();
  return row;
}

export async function replaceCohortInstructors(db: Executor, cohortId: string, userIds: string[]) {
  await db.delete(cohortInstructors).where(eq(cohortInstructors.cohortId, cohortId));
  if (userIds.length > 0) {
    await db
      .insert(cohortInstructors)
      .values(userIds.map((userId) => ({ cohortId, userId })))
      .onConflictDoNothing();
  }
}

export async function deleteCohort(db: Executor, cohortId: string) {
  await db.delete(cohorts).where(eq(cohorts.id, cohortId));
}

export function listMembers(db: Executor, cohortId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      addedAt: cohortMembers.addedAt,
    })
    .from(cohortMembers)
    .innerJoin(users, eq(users.id, cohortMembers.userId))
    .where(eq(cohortMembers.cohortId, cohortId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

export function findUsersByEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
}

export async function findMembership(db: Executor, courseId: string, userId: string) {
  const [row] = await db
    .select({ cohortId: cohortMembers.cohortId })
    .from(cohortMembers)
    .where(and(eq(cohortMembers.courseId, courseId), eq(cohortMembers.userId, userId)));
  return row;
}

/**
 * Takes one place in the cohort: a single conditional UPDATE, so concurrent adds queue on the
 * cohort's row and none goes past the capacity. Answers false when the cohort is full.
 */
export async function takePlace(db: Executor, cohortId: string) {
  const rows = await db
    .update(cohorts)
    .set({ memberCount: sql`${cohorts.memberCount} + 1` })
    .where(
      and(eq(cohorts.id, cohortId), or(isNull(cohorts.capacity), sql`${cohorts.memberCount} < ${cohorts.capacity}`)),
    )
    .returning({ id: cohorts.id });
  return rows.length > 0;
}

export async function givePlaceBack(db: Executor, cohortId: string) {
  await db
    .update(cohorts)
    .set({ memberCount: sql`${cohorts.memberCount} - 1` })
    .where(eq(cohorts.id, cohortId));
}

/** Adds the member unless the student is in a cohort of this course already; answers whether added. */
export async function insertMember(db: Executor, row: typeof cohortMembers.$inferInsert) {
  const inserted = await db
    .insert(cohortMembers)
    .values(row)
    .onConflictDoNothing({ target: [cohortMembers.courseId, cohortMembers.userId] })
    .returning({ userId: cohortMembers.userId });
  return inserted.length > 0;
}

export async function deleteMember(db: Executor, cohortId: string, userId: string) {
  const deleted = await db
    .delete(cohortMembers)
    .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.userId, userId)))
    .returning({ userId: cohortMembers.userId });
  return deleted.length > 0;
}

/** The cohorts a student is in, with their dates (course page and dashboard). */
export function listStudentCohorts(db: Executor, userId: string, courseId?: string) {
  return db
    .select({
      courseId: cohorts.courseId,
      cohortId: cohorts.id,
      name: cohorts.name,
      startsOn: cohorts.startsOn,
      endsOn: cohorts.endsOn,
    })
    .from(cohortMembers)
    .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
    .where(
      courseId === undefined
        ? eq(cohortMembers.userId, userId)
        : and(eq(cohortMembers.userId, userId), eq(cohortMembers.courseId, courseId)),
    )
    .orderBy(asc(cohorts.startsOn));
}
