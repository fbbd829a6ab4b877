import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { quizAttempts, quizQuestions, quizStarts, quizzes, users } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { findServedItem } from "../courses/index.js";

// Quizzes as the catalog serves them

/** A quiz's columns but isActive: inactive quizzes are never served, so the flag is not either. */
const { isActive: _isActive, ...servedQuizColumns } = getTableColumns(quizzes);

export function listActiveQuizzes(db: Executor, moduleId: string) {
  return db
    .select(servedQuizColumns)
    .from(quizzes)
    .where(and(eq(quizzes.moduleId, moduleId), eq(quizzes.isActive, true)))
    .orderBy(asc(quizzes.orderIndex), asc(quizzes.createdAt));
}

/** A quiz the catalog serves (it, its module and its course active), with its course. */
export const findServedQuiz = (db: Executor, id: string) => findServedItem(db, quizzes, servedQuizColumns, id);

/** A quiz's questions in order, with their answers: callers choose what a student sees. */
export function listQuestions(db: Executor, quizId: string) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.createdAt));
}

// A student's attempts

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
 * with the kept row in the same statement, and with the database's time now (the clock that
 * wrote startedAt), so a browser can count down without trusting its own clock.
 */
export async function upsertQuizStart(db: Executor, userId: string, quizId: string) {
  const [row] = await db
    .insert(quizStarts)
    .values({ userId, quizId })
    .onConflictDoUpdate({
      target: [quizStarts.userId, quizStarts.quizId],
      set: { startedAt: sql`${quizStarts.startedAt}` },
    })
    .returning({ startedAt: quizStarts.startedAt, now: sql<Date>`now()`.mapWith(quizStarts.startedAt) });
  return row!;
}

/** The open start of a student's attempt, with the database's time now; undefined when none is open. */
export async function findQuizStart(db: Executor, userId: string, quizId: string) {
  const [row] = await db
    .select({ startedAt: quizStarts.startedAt, now: sql<Date>`now()`.mapWith(quizStarts.startedAt) })
    .from(quizStarts)
    .where(and(eq(quizStarts.userId, userId), eq(quizStarts.quizId, quizId)));
  return row;
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

// Authoring (every quiz, active or not)

export async function findQuiz(db: Executor, id: string) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  return row;
}

export async function insertQuiz(db: Executor, values: typeof quizzes.$inferInsert) {
  await db.insert(quizzes).values(values);
}

export async function updateQuiz(db: Executor, id: string, values: Partial<typeof quizzes.$inferInsert>) {
  await db
    .update(quizzes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quizzes.id, id));
}

export async function findQuestion(db: Executor, id: string) {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id)).limit(1);
  return row;
}

/** The question row, locked for the rest of the transaction. */
export async function lockQuestion(db: Executor, id: string) {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id)).for("update");
  return row;
}

export async function insertQuestion(db: Executor, values: typeof quizQuestions.$inferInsert) {
  await db.insert(quizQuestions).values(values);
}

export async function updateQuestion(db: Executor, id: string, values: Partial<typeof quizQuestions.$inferInsert>) {
  await db.update(quizQuestions).set(values).where(eq(quizQuestions.id, id));
}

export async function deleteQuestion(db: Executor, id: string) {
  await db.delete(quizQuestions).where(eq(quizQuestions.id, id));
}

export async function setQuestionOrder(db: Executor, id: string, orderIndex: number) {
  await db.update(quizQuestions).set({ orderIndex }).where(eq(quizQuestions.id, id));
}

/** A quiz's attempts with their students, newest first. */
export function listAttemptsWithStudents(db: Executor, quizId: string) {
  return db
    .select({
      id: quizAttempts.id,
      attemptNumber: quizAttempts.attemptNumber,
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      completedAt: quizAttempts.completedAt,
      timeSpent: quizAttempts.timeSpent,
      serverTimeSpent: quizAttempts.serverTimeSpent,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(eq(quizAttempts.quizId, quizId))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.attemptNumber))
    .limit(500);
}
