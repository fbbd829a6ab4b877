import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/types.js";
import {
  atRiskDigestRuns,
  atRiskNudges,
  atRiskReports,
  courseInstructors,
  courses,
  enrollments,
  studentCourseNotes,
  users,
} from "../../../db/schema/index.js";
import { REVISION_WAIT_DAYS, type AtRiskReason } from "../../../shared/rules/at-risk.js";

/** The enrolments an at-risk query looks at (the alias its course filter names). */
export const enrolment = alias(enrollments, "en");

export interface AtRiskFilter {
  now: Date;
  days: number;
  noShowDays: number;
  /** The viewer's courses (courseScope over enrolment.courseId); undefined: every course. */
  scope?: SQL | undefined;
  courseId?: string;
  studentId?: string;
}

export interface AtRiskRow {
  studentId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  courseId: string;
  courseTitle: string;
  lastActivityMs: number;
  becameAtRiskMs: number;
  reasons: { reason: AtRiskReason; sinceMs: number; detail: string | null }[];
  total: number;
}

const epochMs = (value: SQL) => sql`(extract(epoch from ${value}) * 1000)::float8`;

/**
 * The students at risk, one row per (student, course), in one statement: newest first by when
 * they became at risk (the earliest start of their current reasons). Reasons, as
 * docs/at-risk.md reads the issue:
 * - inactive: the latest activity (enrolment, a completed item, a quiz attempt or start, a project
 *   submission) is AT_RISK_DAYS or more ago; it began at that activity plus AT_RISK_DAYS;
 * - quiz_attempts_used: a quiz of the course has as many attempts as it allows (default 3) and
 *   none passed; it began with the last attempt;
 * - revision_waiting: a project's latest submission needs revision and was reviewed 7 or more
 *   days ago; it began 7 days after the review;
 * - missed_session: a mentor session marked no_show ended within the last NO_SHOW_DAYS days (a
 *   booking names no course: it counts in each course the student has not completed).
 * Only enrolments that are not completed are looked at, through enrollments' course index.
 */
export async function listAtRisk(
  db: Executor,
  filter: AtRiskFilter,
  page: { limit: number; offset: number },
): Promise<AtRiskRow[]> {
  const now = sql`${filter.now.toISOString()}::timestamptz`;
  const days = sql`make_interval(days => ${filter.days}::int)`;
  const revision = sql`make_interval(days => ${REVISION_WAIT_DAYS}::int)`;
  const noShow = sql`make_interval(days => ${filter.noShowDays}::int)`;
  const where = and(
    eq(enrolment.completed, false),
    filter.scope,
    filter.courseId ? eq(enrolment.courseId, filter.courseId) : undefined,
    filter.studentId ? eq(enrolment.userId, filter.studentId) : undefined,
  );
  const result: unknown = await db.execute(sql`
    with e as (
      select ${enrolment.userId} as user_id, ${enrolment.courseId} as course_id, ${enrolment.enrolledAt} as enrolled_at
      from ${enrollments} as "en" where ${where}
    ),
    act as (
      select e.user_id, e.course_id, greatest(
        e.enrolled_at,
        (select max(coalesce(p.completed_at, p.created_at)) from user_progress p
          where p.user_id = e.user_id and p.course_id = e.course_id),
        (select max(a.completed_at) from quiz_attempts a
          join quizzes q on q.id = a.quiz_id join course_modules m on m.id = q.module_id
          where a.user_id = e.user_id and m.course_id = e.course_id),
        (select max(s.started_at) from quiz_starts s
          join quizzes q on q.id = s.quiz_id join course_modules m on m.id = q.module_id
          where s.user_id = e.user_id and m.course_id = e.course_id),
        (select max(ps.submitted_at) from project_submissions ps
          join projects pr on pr.id = ps.project_id join course_modules m on m.id = pr.module_id
          where ps.user_id = e.user_id and m.course_id = e.course_id)
      ) as last_activity
      from e
    ),
    reasons as (
      select act.user_id, act.course_id, 'inactive' as reason, act.last_activity + ${days} as since, null::text as detail
      from act where act.last_activity + ${days} <= ${now}
      union all
      select e.user_id, e.course_id, 'quiz_attempts_used', used.last_at, used.title
      from e join lateral (
        select q.title, max(a.completed_at) as last_at
        from quizzes q join course_modules m on m.id = q.module_id
        join quiz_attempts a on a.quiz_id = q.id and a.user_id = e.user_id
        where m.course_id = e.course_id
        group by q.id, q.title, q.max_attempts
        having count(*) >= coalesce(q.max_attempts, 3) and not bool_or(a.passed)
      ) used on used.last_at <= ${now}
      union all
      select e.user_id, e.course_id, 'revision_waiting', latest.reviewed_at + ${revision}, pr.title
      from e join course_modules m on m.course_id = e.course_id
      join projects pr on pr.module_id = m.id
      join lateral (
        select ps.status, ps.reviewed_at from project_submissions ps
        where ps.user_id = e.user_id and ps.project_id = pr.id
        order by ps.submission_number desc limit 1
      ) latest on latest.status = 'needs_revision' and latest.reviewed_at + ${revision} <= ${now}
      union all
      select e.user_id, e.course_id, 'missed_session', missed.ended, null
      from e join lateral (
        select max(b.ends_at) as ended from mentor_bookings b
        where b.user_id = e.user_id and b.status = 'no_show' and b.ends_at <= ${now} and b.ends_at > ${now} - ${noShow}
      ) missed on missed.ended is not null
    )
    select r.user_id as "studentId", u.first_name as "firstName", u.last_name as "lastName", u.email,
      r.course_id as "courseId", c.title as "courseTitle",
      ${epochMs(sql`act.last_activity`)} as "lastActivityMs",
      ${epochMs(sql`date_trunc('milliseconds', min(r.since))`)} as "becameAtRiskMs",
      json_agg(json_build_object('reason', r.reason, 'sinceMs', ${epochMs(sql`date_trunc('milliseconds', r.since)`)}, 'detail', r.detail)
        order by r.since, r.reason, r.detail) as reasons,
      (count(*) over ())::int as total
    from reasons r
    join act on act.user_id = r.user_id and act.course_id = r.course_id
    join users u on u.id = r.user_id
    join courses c on c.id = r.course_id
    group by r.user_id, u.first_name, u.last_name, u.email, r.course_id, c.title, act.last_activity
    order by min(r.since) desc, r.user_id, r.course_id
    limit ${page.limit} offset ${page.offset}`);
  // Both drivers answer a raw statement with its rows under `rows`.
  return (result as { rows: AtRiskRow[] }).rows;
}

const writer = alias(users, "writer");
const editor = alias(users, "editor");

export function findNotes(db: Executor, pairs: { studentId: string; courseId: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: studentCourseNotes.studentId,
      courseId: studentCourseNotes.courseId,
      body: studentCourseNotes.body,
      createdAt: studentCourseNotes.createdAt,
      updatedAt: studentCourseNotes.updatedAt,
      createdBy: { id: writer.id, firstName: writer.firstName, lastName: writer.lastName, email: writer.email },
      updatedBy: { id: editor.id, firstName: editor.firstName, lastName: editor.lastName, email: editor.email },
    })
    .from(studentCourseNotes)
    .leftJoin(writer, eq(writer.id, studentCourseNotes.createdBy))
    .leftJoin(editor, eq(editor.id, studentCourseNotes.updatedBy))
    .where(
      sql`(${studentCourseNotes.studentId}, ${studentCourseNotes.courseId}) in (${sql.join(
        pairs.map((pair) => sql`(${pair.studentId}::uuid, ${pair.courseId}::uuid)`),
        sql`, `,
      )})`,
    );
}
export type NoteRow = Awaited<ReturnType<typeof findNotes>>[number];

/** Writes the note (first writer kept; the latest editor and time updated). */
export async function upsertNote(db: Executor, studentId: string, courseId: string, body: string, staffId: string) {
  await db
    .insert(studentCourseNotes)
    .values({ studentId, courseId, body, createdBy: staffId, updatedBy: staffId })
    .onConflictDoUpdate({
      target: [studentCourseNotes.studentId, studentCourseNotes.courseId],
      set: { body, updatedBy: staffId, updatedAt: sql`now()` },
    });
}

export async function deleteNote(db: Executor, studentId: string, courseId: string) {
  await db
    .delete(studentCourseNotes)
    .where(and(eq(studentCourseNotes.studentId, studentId), eq(studentCourseNotes.courseId, courseId)));
}

const sender = alias(users, "sender");

/** The latest nudge of each pair. */
export function findLatestNudges(db: Executor, pairs: { studentId: string; courseId: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([atRiskNudges.studentId, atRiskNudges.courseId], {
      studentId: atRiskNudges.studentId,
      courseId: atRiskNudges.courseId,
      day: atRiskNudges.day,
      sentAt: atRiskNudges.sentAt,
      sentBy: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, email: sender.email },
    })
    .from(atRiskNudges)
    .leftJoin(sender, eq(sender.id, atRiskNudges.sentBy))
    .where(
      sql`(${atRiskNudges.studentId}, ${atRiskNudges.courseId}) in (${sql.join(
        pairs.map((pair) => sql`(${pair.studentId}::uuid, ${pair.courseId}::uuid)`),
        sql`, `,
      )})`,
    )
    .orderBy(atRiskNudges.studentId, atRiskNudges.courseId, sql`${atRiskNudges.sentAt} desc`);
}
export type NudgeRow = Awaited<ReturnType<typeof findLatestNudges>>[number];

/** The student, when enrolled in the course (completed or not). */
export async function findEnrolledStudent(db: Executor, courseId: string, studentId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      courseTitle: courses.title,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, studentId)))
    .limit(1);
  return row;
}

/**
 * Reserves today's nudge for the pair: the unique (student, course, day) key lets one of several
 * concurrent reservations through; the others get nothing back.
 */
export async function reserveNudge(tx: Executor, row: typeof atRiskNudges.$inferInsert) {
  const [reserved] = await tx
    .insert(atRiskNudges)
    .values(row)
    .onConflictDoNothing({ target: [atRiskNudges.studentId, atRiskNudges.courseId, atRiskNudges.day] })
    .returning({ id: atRiskNudges.id, sentAt: atRiskNudges.sentAt });
  return reserved;
}

export async function setNudgeEmail(tx: Executor, id: string, emailId: string) {
  await tx.update(atRiskNudges).set({ emailId }).where(eq(atRiskNudges.id, id));
}

/** Claims the day's digest run: true for the one process whose insert goes in. */
export async function claimDigestDay(tx: Executor, day: string) {
  const rows = await tx.insert(atRiskDigestRuns).values({ day }).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function setDigestRecipients(tx: Executor, day: string, recipients: number) {
  await tx.update(atRiskDigestRuns).set({ recipients }).where(eq(atRiskDigestRuns.day, day));
}

export async function hasDigestRun(db: Executor, day: string) {
  const [row] = await db
    .select({ day: atRiskDigestRuns.day })
    .from(atRiskDigestRuns)
    .where(eq(atRiskDigestRuns.day, day));
  return row !== undefined;
}

/** Every instructor on a course team, with the courses of their teams. */
export function listTeamInstructors(db: Executor) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      courseId: courseInstructors.courseId,
    })
    .from(courseInstructors)
    .innerJoin(users, eq(users.id, courseInstructors.userId))
    .where(eq(users.role, "instructor"));
}

/** What was already reported to these recipients, for these students. */
export function listReports(db: Executor, recipientIds: string[]) {
  if (recipientIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      recipientId: atRiskReports.recipientId,
      studentId: atRiskReports.studentId,
      courseId: atRiskReports.courseId,
      reason: atRiskReports.reason,
      since: atRiskReports.since,
    })
    .from(atRiskReports)
    .where(inArray(atRiskReports.recipientId, recipientIds));
}

export async function insertReports(tx: Executor, rows: (typeof atRiskReports.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(atRiskReports).values(rows).onConflictDoNothing();
}
