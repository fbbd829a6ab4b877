import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  certificates,
  courses,
  enrollments,
  projectSubmissions,
  quizAttempts,
  quizStarts,
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
    .select({ id: enrollments.id, completed: enrollments.completed, completedAt: enrollments.completedAt })
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

type ProgressTarget = { lessonId: string } | { quizId: string } | { projectId: string };

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

export function listAttempts(db: Executor, userId: string, quizId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
    .orderBy(asc(quizAttempts.attemptNumber));
}

export async function insertAttempt(tx: Executor, values: typeof quizAttempts.$inferInsert) {
  const [row] = await tx.insert(quizAttempts).values(values).returning();
  return row!;
}

/**
 * Records the open start of a student's attempt, or keeps the one already open: one row per
 * student and quiz whatever the number of calls. The no-op update makes RETURNING answer
 * with the kept row in the same statement.
 */
export async function upsertQuizStart(db: Executor, userId: string, quizId: string) {
  const [row] = await db
    .insert(quizStarts)
    .values({ userId, quizId })
    .onConflictDoUpdate({
      target: [quizStarts.userId, quizStarts.quizId],
      set: { startedAt: sql`${quizStarts.startedAt}` },
    })
    .returning({ startedAt: quizStarts.startedAt });
  return row!;
}

/**
 * Closes the open start of a student's attempt, answering the whole seconds since it by the
 * database's clock (the clock that wrote startedAt); undefined when there was none.
 */
export async function takeQuizStart(tx: Executor, userId: string, quizId: string) {
  const [row] = await tx
    .delete(quizStarts)
    .where(and(eq(quizStarts.userId, userId), eq(quizStarts.quizId, quizId)))
    .returning({
      seconds: sql<number>`greatest(0, floor(extract(epoch from (now() - ${quizStarts.startedAt}))))::int`,
    });
  return row?.seconds;
}

export function listSubmissions(db: Executor, userId: string, projectId: string) {
  return db
    .select()
    .from(projectSubmissions)
    .where(and(eq(projectSubmissions.userId, userId), eq(projectSubmissions.projectId, projectId)))
    .orderBy(asc(projectSubmissions.submissionNumber));
}

export async function insertSubmission(tx: Executor, values: typeof projectSubmissions.$inferInsert) {
  const [row] = await tx.insert(projectSubmissions).values(values).returning();
  return row!;
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
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [course] = await db
    .select({ title: courses.title, standards: courses.standards })
    .from(courses)
    .where(eq(courses.id, courseId));
  return { user, course };
}
