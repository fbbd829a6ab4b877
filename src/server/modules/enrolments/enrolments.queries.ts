import { and, asc, desc, eq, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  certificates,
  courseModules,
  courses,
  enrollments,
  lessons,
  projects,
  quizzes,
  userProgress,
  users,
} from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { certificateOfEnrolment } from "../../../db/completers.js";
import { completionOf, completionPercentageSql } from "../../../shared/rules/completion.js";

const enrollmentWithCourse = {
  id: enrollments.id,
  userId: enrollments.userId,
  courseId: enrollments.courseId,
  progress: enrollments.progress,
  completed: enrollments.completed,
  completedAt: enrollments.completedAt,
  enrolledAt: enrollments.enrolledAt,
  course: {
    id: courses.id,
    title: courses.title,
    category: courses.category,
    imageUrl: courses.imageUrl,
    language: courses.language,
  },
};

export function listEnrollments(db: Executor, userId: string) {
  return db
    .select(enrollmentWithCourse)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt));
}

export async function findEnrollment(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select(enrollmentWithCourse)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row;
}

/** Inserts the enrolment unless it exists; true when this call created it. */
export async function insertEnrollment(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const inserted = await db
    .insert(enrollments)
    .values({ userId, courseId })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning({ id: enrollments.id });
  return inserted.length > 0;
}

/**
 * Locks the student's enrolment row for the rest of the transaction: attempts, submissions
 * and progress changes of one student in one course happen one at a time.
 */
export async function lockEnrollment(tx: Executor, userId: string, courseId: string) {
  const [row] = await tx
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      courseId: enrollments.courseId,
      completed: enrollments.completed,
      completedAt: enrollments.completedAt,
    })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .for("update");
  return row;
}

/**
 * Locks every enrolment of a course, in id order (two course-wide changes queue instead of
 * deadlocking). A student's own progress change holds its row until it commits, so a
 * recount made after this sees it.
 */
export async function lockCourseEnrollments(tx: Executor, courseId: string) {
  await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(enrollments.id))
    .for("update");
}

/**
 * What progress counts: every active item (lesson, quiz, project) of a course's active modules,
 * as rows (id, is_required). The one definition of the counted items.
 */
const countedItems = (courseId: string) => {
  const of = (table: typeof lessons | typeof quizzes | typeof projects) => sql`
    select ${table.id} as id, ${table.isRequired} as is_required
    from ${table} join ${courseModules} on ${courseModules.id} = ${table.moduleId}
    where ${courseModules.courseId} = ${courseId} and ${courseModules.isActive} and ${table.isActive}`;
  return sql`${of(lessons)} union all ${of(quizzes)} union all ${of(projects)}`;
};

/**
 * THE completion rule, the only place it is written (tests/api/completion-rule.test.ts checks
 * that no second one appears): from the counted items (total, of them required) and those a
 * student has done (done, of them requiredDone), the course is finished when it has items and
 * every required one is done, and its percentage is shared/rules/completion.ts's (the
 * TypeScript form for one student's live progress, readCompletion; the SQL form for the stored
 * progress of many, recountCourseEnrollments).
 */
function completionRule(counts: { total: SQL; required: SQL; done: SQL; requiredDone: SQL }) {
  return { finished: sql`(${counts.total} > 0 and ${counts.requiredDone} = ${counts.required})` };
}

/** The item a progress row records (one of its three columns is set). */
const progressItem = (p: { lessonId: SQLWrapper; quizId: SQLWrapper; projectId: SQLWrapper }) =>
  sql`coalesce(${p.lessonId}, ${p.quizId}, ${p.projectId})`;

/**
 * A student's live completion of a course, enrolled or not, by the rule above, and the counted
 * items they have not done yet (`remaining`: completing one of them adds one to `completed`).
 */
export async function readCompletion(db: Executor, userId: string, courseId: string) {
  const mine = sql`(
    select ${progressItem(userProgress)} as item from ${userProgress}
    where ${userProgress.userId} = ${userId} and ${userProgress.courseId} = ${courseId}
  ) as mine`;
  const counts = {
    total: sql`count(*)::int`,
    required: sql`(count(*) filter (where counted.is_required))::int`,
    done: sql`count(mine.item)::int`,
    requiredDone: sql`(count(mine.item) filter (where counted.is_required))::int`,
  };
  const rule = completionRule(counts);
  const result: unknown = await db.execute(sql`
    select ${counts.done} as completed, ${counts.total} as total, ${rule.finished} as finished,
      coalesce(array_agg(counted.id::text) filter (where mine.item is null), '{}') as remaining
    from (${countedItems(courseId)}) as counted left join ${mine} on mine.item = counted.id`);
  // Both drivers answer a raw statement with its rows under `rows`.
  const { rows } = result as { rows: { completed: number; total: number; finished: boolean; remaining: string[] }[] };
  const { completed, total, finished, remaining } = rows[0]!;
  return { completion: completionOf(completed, total), isFinished: finished, remaining: [...remaining].sort() };
}

/**
 * Recounts the stored progress (percentage, completed, completedAt) of the course's enrolments in
 * one statement, by the rule above: completedAt kept while completed, set when it becomes so,
 * cleared otherwise. Every enrolment of the course, or only `userId`'s. Only rows whose values
 * change are written; returns how many.
 */
export async function recountCourseEnrollments(tx: Executor, courseId: string, userId?: string) {
  const e = alias(enrollments, "e");
  const p = alias(userProgress, "p");
  const whose = userId === undefined ? sql`` : sql` and ${e.userId} = ${userId}`;
  const counts = {
    total: sql`totals.total`,
    required: sql`totals.required`,
    done: sql`coalesce(done.done, 0)`,
    requiredDone: sql`coalesce(done.required_done, 0)`,
  };
  const rule = completionRule(counts);
  // Starts from the course's enrolments, so progress rows are found through their
  // (user_id, course_id) index rather than by scanning every student's progress.
  const state = sql`(
    with counted as (${countedItems(courseId)}),
    totals as (
      select count(*)::int as total, (count(*) filter (where is_required))::int as required from counted
    ),
    done as (
      select ${e.id} as enrollment_id, count(counted.id)::int as done,
        (count(counted.id) filter (where counted.is_required))::int as required_done
      from ${enrollments} as ${e}
      join ${userProgress} as ${p} on ${p.userId} = ${e.userId} and ${p.courseId} = ${e.courseId}
      join counted on counted.id = ${progressItem(p)}
      where ${e.courseId} = ${courseId}${whose}
      group by ${e.id}
    )
    select ${e.id} as id, ${completionPercentageSql(sql, counts.done, counts.total)} as progress,
      ${rule.finished} as finished
    from ${enrollments} as ${e} cross join totals left join done on done.enrollment_id = ${e.id}
    where ${e.courseId} = ${courseId}${whose}
  ) as state`;
  const updated = await tx
    .update(enrollments)
    .set({
      progress: sql`state.progress`,
      completed: sql`state.finished`,
      completedAt: sql`case when state.finished then coalesce(${enrollments.completedAt}, now()) end`,
    })
    .from(state)
    .where(
      and(
        eq(enrollments.id, sql`state.id`),
        sql`(${enrollments.progress}, ${enrollments.completed}) is distinct from (state.progress, state.finished)`,
      ),
    )
    .returning({ id: enrollments.id });
  return updated.length;
}

/** Students who completed the course and hold no certificate for it (or only `userId`), with what one needs. */
export function listCertificateDue(tx: Executor, courseId: string, userId?: string) {
  return tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
      courseTitle: courses.title,
      standards: courses.standards,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(certificates, certificateOfEnrolment)
    .where(
      and(
        eq(enrollments.courseId, courseId),
        userId === undefined ? undefined : eq(enrollments.userId, userId),
        eq(enrollments.completed, true),
        isNull(certificates.id),
      ),
    );
}

/**
 * Inserts certificates, skipping any row that clashes with a unique constraint (one per student
 * and course, or a drawn certId already taken): the caller looks again for who still has none.
 * DO NOTHING rather than an error, since an error would abort the whole transaction on PostgreSQL.
 */
export async function insertCertificates(tx: Executor, rows: (typeof certificates.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(certificates).values(rows).onConflictDoNothing().returning({
    id: certificates.id,
    courseId: certificates.courseId,
    issueDate: certificates.issueDate,
    userId: certificates.userId,
    certId: certificates.certId,
    studentName: certificates.studentName,
    courseTitle: certificates.courseTitle,
  });
}

/** The student's progress rows for the items the course counts now, oldest first. */
export function listCountedProgress(db: Executor, userId: string, courseId: string) {
  return db
    .select({
      id: userProgress.id,
      moduleId: userProgress.moduleId,
      lessonId: userProgress.lessonId,
      quizId: userProgress.quizId,
      projectId: userProgress.projectId,
      completedAt: userProgress.completedAt,
    })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, userId),
        eq(userProgress.courseId, courseId),
        sql`${progressItem(userProgress)} in (select id from (${countedItems(courseId)}) as counted)`,
      ),
    )
    .orderBy(asc(userProgress.completedAt));
}

export type ProgressTarget = { lessonId: string } | { quizId: string } | { projectId: string };

/** Records a completed item once; a second completion of the same item changes nothing. */
export async function insertProgress(
  tx: Executor,
  values: { userId: string; courseId: string; moduleId: string } & ProgressTarget,
) {
  await tx
    .insert(userProgress)
    .values({ ...values, completedAt: new Date() })
    .onConflictDoNothing();
}

export async function findCertificate(db: Executor, certId: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.certId, certId)).limit(1);
  return row;
}

export function listUserCertificates(db: Executor, userId: string) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issueDate));
}
