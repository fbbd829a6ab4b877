import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import {
  cohortMembers,
  cohorts,
  certificates,
  courses,
  enrollments,
  impactSettings,
  outcomeFollowUps,
  outcomeRecords,
  users,
} from "../../../db/schema/index.js";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/types.js";
import { certificateOfEnrolment, completedOrCertified } from "../../../db/completers.js";

export type FollowUpRow = typeof outcomeFollowUps.$inferSelect;
export type OutcomeRow = typeof outcomeRecords.$inferSelect;
export type NewOutcome = typeof outcomeRecords.$inferInsert;

/** One follow-up per certificate and month count; scheduling twice changes nothing. */
export async function insertFollowUps(db: Executor, rows: (typeof outcomeFollowUps.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(outcomeFollowUps).values(rows).onConflictDoNothing();
}

/**
 * Due follow-ups, locked for the caller's transaction: SKIP LOCKED lets several processes send at
 * once without taking the same row; a row stays locked until the transaction that sends it commits.
 */
export function lockDueFollowUps(tx: Executor, now: Date, limit: number) {
  return tx
    .select({
      id: outcomeFollowUps.id,
      months: outcomeFollowUps.months,
      userId: outcomeFollowUps.userId,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      courseTitle: courses.title,
    })
    .from(outcomeFollowUps)
    .innerJoin(users, eq(users.id, outcomeFollowUps.userId))
    .innerJoin(courses, eq(courses.id, outcomeFollowUps.courseId))
    .where(and(eq(outcomeFollowUps.status, "scheduled"), lte(outcomeFollowUps.dueAt, now)))
    .orderBy(asc(outcomeFollowUps.dueAt))
    .limit(limit)
    .for("update", { of: outcomeFollowUps, skipLocked: true });
}

/** The e2e tests' hook: the student's scheduled follow-up at `months` falls due at `now`. */
export async function makeFollowUpDue(db: Executor, email: string, months: number, now: Date) {
  await db
    .update(outcomeFollowUps)
    .set({ dueAt: now })
    .where(
      and(
        eq(outcomeFollowUps.status, "scheduled"),
        eq(outcomeFollowUps.months, months),
        inArray(
          outcomeFollowUps.userId,
          db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())),
        ),
      ),
    );
}

export async function markFollowUpSent(tx: Executor, id: string, tokenHash: string, sentAt: Date, expiresAt: Date) {
  await tx
    .update(outcomeFollowUps)
    .set({ status: "sent", tokenHash, sentAt, expiresAt })
    .where(eq(outcomeFollowUps.id, id));
}

export async function markFollowUpSkipped(tx: Executor, id: string) {
  await tx.update(outcomeFollowUps).set({ status: "skipped" }).where(eq(outcomeFollowUps.id, id));
}

/** A follow-up with what its form shows, locked when `lock` (answering). */
export async function findFollowUp(db: Executor, id: string, lock = false) {
  const query = db
    .select({
      followUp: outcomeFollowUps,
      firstName: users.firstName,
      courseTitle: courses.title,
    })
    .from(outcomeFollowUps)
    .innerJoin(users, eq(users.id, outcomeFollowUps.userId))
    .innerJoin(courses, eq(courses.id, outcomeFollowUps.courseId))
    .where(eq(outcomeFollowUps.id, id));
  const [row] = lock ? await query.for("update", { of: outcomeFollowUps }) : await query;
  return row;
}

/** The link is used: its token is forgotten and the follow-up is answered. */
export async function markFollowUpAnswered(tx: Executor, id: string, answeredAt: Date) {
  await tx
    .update(outcomeFollowUps)
    .set({ status: "answered", answeredAt, tokenHash: null })
    .where(eq(outcomeFollowUps.id, id));
}

/** Writes the answer of a student, course and point, or rewrites the one there (a correction). */
export async function upsertOutcome(db: Executor, row: NewOutcome) {
  const [written] = await db
    .insert(outcomeRecords)
    .values(row)
    .onConflictDoUpdate({
      target: [outcomeRecords.userId, outcomeRecords.courseId, outcomeRecords.months],
      set: {
        employment: row.employment,
        inEducation: row.inEducation,
        employer: row.employer ?? null,
        jobTitle: row.jobTitle ?? null,
        hourlyWage: row.hourlyWage ?? null,
        otherCredential: row.otherCredential ?? null,
        source: row.source,
        recordedBy: row.recordedBy ?? null,
        recordedAt: sql`now()`,
        // A follow-up answered after staff recorded the point links it; a staff correction keeps it.
        followUpId: sql`coalesce(excluded.follow_up_id, ${outcomeRecords.followUpId})`,
      },
    })
    .returning();
  return written!;
}

/** The student's certificates with their follow-ups and answers (the dashboard). */
export function listOwnFollowUps(db: Executor, userId: string) {
  return db
    .select({
      courseId: certificates.courseId,
      courseTitle: courses.title,
      followUp: outcomeFollowUps,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(outcomeFollowUps, eq(outcomeFollowUps.certificateId, certificates.id))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issueDate), asc(outcomeFollowUps.months));
}

export function listOutcomesOf(db: Executor, filter: { userIds?: string[]; courseId?: string; userId?: string }) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(outcomeRecords.userId, filter.userId));
  if (filter.courseId) conditions.push(eq(outcomeRecords.courseId, filter.courseId));
  if (filter.userIds)
    conditions.push(filter.userIds.length ? inArray(outcomeRecords.userId, filter.userIds) : sql`false`);
  return db
    .select()
    .from(outcomeRecords)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(outcomeRecords.months));
}

/** The certificate of a student in a course (a completer), if any. */
export async function findCertificateOf(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: certificates.id, issueDate: certificates.issueDate })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row;
}

export async function findFollowUpOf(db: Executor, certificateId: string, months: number) {
  const [row] = await db
    .select()
    .from(outcomeFollowUps)
    .where(and(eq(outcomeFollowUps.certificateId, certificateId), eq(outcomeFollowUps.months, months)))
    .for("update");
  return row;
}

/** A course's completers (an enrolment completed or a certificate issued), newest first. */
export function listCompleters(db: Executor, courseId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      completedAt: enrollments.completedAt,
      certificateIssuedAt: certificates.issueDate,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(certificates, certificateOfEnrolment)
    .where(and(eq(enrollments.courseId, courseId), completedOrCertified))
    .orderBy(desc(enrollments.completedAt), asc(users.email))
    .limit(2000);
}

/** Whether the student completed the course (a completed enrolment or a certificate). */
export async function isCompleter(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .leftJoin(certificates, certificateOfEnrolment)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), completedOrCertified));
  return row !== undefined;
}

/* The impact report's rows. */

export interface ReportScope {
  /** undefined: every course (admins); else these course ids only. */
  courseIds?: string[];
  /** One cohort of the scope's course: its members only (impact.service.ts checks it is the viewer's). */
  cohortId?: string;
}

/** The scope's courses (none at all: an instructor with no team); undefined for every course. */
const inCourses = (column: PgColumn, scope: ReportScope) =>
  scope.courseIds ? (scope.courseIds.length ? inArray(column, scope.courseIds) : sql`false`) : undefined;

/**
 * The enrolments the report is about: every enrolment in scope that began before the range ends
 * and had not completed before it started, with its certificate. Every other figure is taken
 * from these students and courses.
 */
export function listReportEnrolments(db: Executor, scope: ReportScope, start: Date, end: Date) {
  const query = db
    .select({
      userId: enrollments.userId,
      courseId: enrollments.courseId,
      courseTitle: courses.title,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      enrolledAt: enrollments.enrolledAt,
      completedAt: enrollments.completedAt,
      certificateId: certificates.id,
      certificateIssuedAt: certificates.issueDate,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(certificates, certificateOfEnrolment);
  // A cohort: its members' enrolments in its course only.
  const scoped = scope.cohortId
    ? query.innerJoin(
        cohortMembers,
        and(
          eq(cohortMembers.cohortId, scope.cohortId),
          eq(cohortMembers.courseId, enrollments.courseId),
          eq(cohortMembers.userId, enrollments.userId),
        ),
      )
    : query;
  return scoped
    .where(
      and(
        inCourses(enrollments.courseId, scope),
        lt(enrollments.enrolledAt, end),
        or(isNull(enrollments.completedAt), gte(enrollments.completedAt, start)),
      ),
    )
    .orderBy(asc(enrollments.enrolledAt), asc(users.email));
}

/** The course a cohort belongs to, or undefined when there is no such cohort. */
export async function courseOfCohort(db: Executor, cohortId: string): Promise<string | undefined> {
  const [row] = await db.select({ courseId: cohorts.courseId }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.courseId;
}

/** Follow-ups and answers of these certificates. */
export function listFollowUpsOf(db: Executor, certificateIds: string[]) {
  if (certificateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      certificateId: outcomeFollowUps.certificateId,
      months: outcomeFollowUps.months,
      status: outcomeFollowUps.status,
      sentAt: outcomeFollowUps.sentAt,
      answeredAt: outcomeFollowUps.answeredAt,
    })
    .from(outcomeFollowUps)
    .where(inArray(outcomeFollowUps.certificateId, certificateIds));
}

export function listOutcomesOfCourses(db: Executor, scope: ReportScope) {
  return db.select().from(outcomeRecords).where(inCourses(outcomeRecords.courseId, scope));
}

/* The public figures' setting. */

export async function findImpactSettings(db: Executor) {
  const [row] = await db.select().from(impactSettings).where(eq(impactSettings.id, 1));
  return row;
}

export async function saveImpactSettings(db: Executor, row: Omit<typeof impactSettings.$inferInsert, "id">) {
  await db
    .insert(impactSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: impactSettings.id, set: { ...row, changedAt: sql`now()` } });
}
