import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
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

const enrollmentWithCourse = {
  id: enrollments.id,
  userId: enrollments.userId,
  courseId: enrollments.courseId,
  progress: enrollments.progress,
  completed: enrollments.completed,
  completedAt: enrollments.completedAt,
  enrolledAt: enrollments.enrolledAt,
  course: { id: courses.id, title: courses.title, category: courses.category, imageUrl: courses.imageUrl },
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

export function updateEnrollmentProgress(
  tx: Executor,
  id: string,
  values: { progress: number; completed: boolean; completedAt: Date | null },
) {
  return tx.update(enrollments).set(values).where(eq(enrollments.id, id));
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

export type CourseItem = { kind: "lesson" | "quiz" | "project"; id: string; moduleId: string; isRequired: boolean };

/**
 * What progress counts: every active item of a course's active modules. One query, so it can
 * run in a transaction; recountCourseEnrollments below counts the same items in SQL.
 */
export async function listCourseItems(db: Executor, courseId: string): Promise<CourseItem[]> {
  const itemsOf = (kind: CourseItem["kind"], table: typeof lessons | typeof quizzes | typeof projects) =>
    db
      .select({
        // kind is one of three fixed words, never input.
        kind: sql<string>`${sql.raw(`'${kind}'`)}`.as("kind"),
        id: table.id,
        moduleId: table.moduleId,
        isRequired: table.isRequired,
      })
      .from(table)
      .innerJoin(courseModules, eq(courseModules.id, table.moduleId))
      .where(and(eq(courseModules.courseId, courseId), eq(courseModules.isActive, true), eq(table.isActive, true)));
  const rows = await unionAll(itemsOf("lesson", lessons), itemsOf("quiz", quizzes), itemsOf("project", projects));
  return rows as CourseItem[];
}

/**
 * Recounts the stored progress of every enrolment of a course in one statement, by the rule of
 * progress.ts: the counted items are the active items of active modules; progress is
 * done * 100 / total rounded down; completed when every required counted item is done;
 * completedAt kept while completed, set when it becomes so, cleared otherwise. Only rows whose
 * values change are written.
 */
export async function recountCourseEnrollments(tx: Executor, courseId: string) {
  const e = alias(enrollments, "e");
  const p = alias(userProgress, "p");
  const counted = (table: typeof lessons | typeof quizzes | typeof projects) => sql`
    select ${table.id} as id, ${table.isRequired} as is_required
    from ${table} join ${courseModules} on ${courseModules.id} = ${table.moduleId}
    where ${courseModules.courseId} = ${courseId} and ${courseModules.isActive} and ${table.isActive}`;
  // Starts from the course's enrolments, so progress rows are found through their
  // (user_id, course_id) index rather than by scanning every student's progress.
  const state = sql`(
    with counted as (${counted(lessons)} union all ${counted(quizzes)} union all ${counted(projects)}),
    totals as (
      select count(*)::int as total, (count(*) filter (where is_required))::int as required from counted
    ),
    done as (
      select ${e.id} as enrollment_id, count(counted.id)::int as done,
        (count(counted.id) filter (where counted.is_required))::int as required_done
      from ${enrollments} as ${e}
      join ${userProgress} as ${p} on ${p.userId} = ${e.userId} and ${p.courseId} = ${e.courseId}
      join counted on counted.id = coalesce(${p.lessonId}, ${p.quizId}, ${p.projectId})
      where ${e.courseId} = ${courseId}
      group by ${e.id}
    )
    select ${e.id} as id,
      case when totals.total = 0 then 0 else coalesce(done.done, 0) * 100 / totals.total end as progress,
      (totals.total > 0 and coalesce(done.required_done, 0) = totals.required) as finished
    from ${enrollments} as ${e} cross join totals left join done on done.enrollment_id = ${e.id}
    where ${e.courseId} = ${courseId}
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

/** Students who completed the course and hold no certificate for it, with what one needs. */
export function listCertificateDue(tx: Executor, courseId: string) {
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
    .leftJoin(
      certificates,
      and(eq(certificates.userId, enrollments.userId), eq(certificates.courseId, enrollments.courseId)),
    )
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.completed, true), isNull(certificates.id)));
}

/**
 * Inserts certificates, skipping any row that clashes with a unique constraint (one per student
 * and course, or a drawn certId already taken): the caller looks again for who still has none.
 * DO NOTHING rather than an error, since an error would abort the whole transaction on PostgreSQL.
 */
export async function insertCertificates(tx: Executor, rows: (typeof certificates.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(certificates).values(rows).onConflictDoNothing().returning({
    userId: certificates.userId,
    certId: certificates.certId,
    studentName: certificates.studentName,
    courseTitle: certificates.courseTitle,
  });
}

export function listProgress(db: Executor, userId: string, courseId: string) {
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
    .where(and(eq(userProgress.userId, userId), eq(userProgress.courseId, courseId)))
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

export async function findCertificateForUserCourse(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row;
}

export async function findCertificate(db: Executor, certId: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.certId, certId)).limit(1);
  return row;
}

export function listUserCertificates(db: Executor, userId: string) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issueDate));
}

/** Inserts the certificate unless the student has one for the course; true when this call issued it. */
export async function insertCertificate(db: Executor, values: typeof certificates.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning({ id: certificates.id });
  return inserted.length > 0;
}

export async function findCertificateSubjects(db: Executor, userId: string, courseId: string) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  const [course] = await db
    .select({ title: courses.title, standards: courses.standards })
    .from(courses)
    .where(eq(courses.id, courseId));
  return { user, course };
}
