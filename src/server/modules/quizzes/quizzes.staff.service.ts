import type { z } from "zod";
import { questionInput, type quizInput, type quizPatch } from "../../../shared/contracts/quizzes.forms.js";
import { TIME_LIMIT_GRACE_SECONDS, type StaffQuizAttempts } from "../../../shared/contracts/quizzes.js";
import { TRUE_FALSE_OPTIONS } from "../../../shared/rules/quizzes.js";
import type { Database, Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import type { MailContext } from "../email/index.js";
import { badRequest, notFound, sharedMessage } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as courses from "../courses/index.js";
import * as queries from "./quizzes.queries.js";
import * as teams from "../teams/index.js";

/*
 * Quiz authoring for instructors and admins. A quiz is an item of its module: adding one or
 * changing what progress counts of it goes through the courses module (addModuleItem,
 * changeModuleItem), which keeps the course's summary and its students' progress in step. Every
 * write drops the catalog cache once committed and answers the whole course tree.
 */

/** A quiz, active or not, with its course, or 404. */
const requireQuiz = (db: Executor, id: string) =>
  courses.requireModuleItem(db, "Quiz", id, (uuid) => queries.findQuiz(db, uuid));

async function requireQuestion(db: Executor, id: string) {
  const question = isUuid(id) ? await queries.findQuestion(db, id) : undefined;
  if (!question) throw notFound("Question");
  const quiz = await requireQuiz(db, question.quizId);
  return { ...question, courseId: quiz.courseId };
}

export async function createQuiz(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  moduleId: string,
  input: z.output<typeof quizInput>,
) {
  return courses.addModuleItem(db, cache, mail, moduleId, (tx, place) =>
    queries.insertQuiz(tx, { ...input, ...place }),
  );
}

export async function updateQuiz(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  id: string,
  patch: z.output<typeof quizPatch>,
) {
  const quiz = await requireQuiz(db, id);
  return courses.changeModuleItem(db, cache, mail, quiz.courseId, patch, (tx) =>
    queries.updateQuiz(tx, quiz.id, patch),
  );
}

/** True/false questions always offer True and False. */
const withOptions = <T extends { questionType?: string; options?: string[] | null }>(values: T) =>
  values.questionType === "true_false" ? { ...values, options: [...TRUE_FALSE_OPTIONS] } : values;

export async function createQuestion(
  db: Database,
  cache: CacheInvalidator,
  quizId: string,
  input: z.output<typeof questionInput>,
) {
  const quiz = await requireQuiz(db, quizId);
  const existing = await queries.listQuestions(db, quiz.id);
  await queries.insertQuestion(db, {
    ...withOptions(input),
    quizId: quiz.id,
    orderIndex: Math.max(0, ...existing.map((question) => question.orderIndex)) + 1,
  });
  return courses.afterCourseChange(db, cache, quiz.courseId);
}

/**
 * A change is checked as the whole question it makes (options and answer must still agree):
 * the sent fields over the stored ones, with the row locked while it is checked and written.
 */
export async function updateQuestion(
  db: Database,
  cache: CacheInvalidator,
  id: string,
  patch: Partial<z.output<typeof questionInput>>,
) {
  const question = await requireQuestion(db, id);
  await db.transaction(async (tx) => {
    const current = await queries.lockQuestion(tx, question.id);
    if (!current) throw notFound("Question");
    const merged = questionInput.safeParse({
      question: patch.question ?? current.question,
      questionType: patch.questionType ?? current.questionType,
      options: patch.options !== undefined ? patch.options : current.options,
      correctAnswer: patch.correctAnswer ?? current.correctAnswer,
      explanation: patch.explanation !== undefined ? patch.explanation : current.explanation,
      points: patch.points ?? current.points,
    });
    if (!merged.success) {
      const errors = merged.error.issues.map((issue) => ({
        path: ["body", ...issue.path].join("."),
        message: sharedMessage(issue.message),
      }));
      throw badRequest(errors[0]?.message ?? "Invalid question", errors);
    }
    await queries.updateQuestion(tx, current.id, withOptions(merged.data));
  });
  return courses.afterCourseChange(db, cache, question.courseId);
}

export async function deleteQuestion(db: Database, cache: CacheInvalidator, id: string) {
  const question = await requireQuestion(db, id);
  await queries.deleteQuestion(db, question.id);
  return courses.afterCourseChange(db, cache, question.courseId);
}

/** ids must name every question of the quiz exactly once; they get order 1..n. */
export async function reorderQuestions(db: Database, cache: CacheInvalidator, quizId: string, ids: string[]) {
  const quiz = await requireQuiz(db, quizId);
  await db.transaction(async (tx) => {
    const questions = await queries.listQuestions(tx, quiz.id);
    courses.assertSameSet(
      questions.map((question) => question.id),
      ids,
      "questions of this quiz",
    );
    for (const [index, id] of ids.entries()) await queries.setQuestionOrder(tx, id, index + 1);
  });
  return courses.afterCourseChange(db, cache, quiz.courseId);
}

/**
 * A quiz's attempts for staff, with the browser's and the server's time side by side. Every
 * instructor may author every course (the authoring routes have no owner rule), so every
 * instructor may read every quiz's attempts; inactive quizzes too, as in the editor.
 */
/**
 * A quiz's attempts as staff read them (the route checked the course team): one audited read per
 * student whose attempts are shown.
 */
export async function listAttemptsForStaff(
  db: Executor,
  quizId: string,
  viewer: teams.Viewer,
): Promise<StaffQuizAttempts> {
  const quiz = isUuid(quizId) ? await queries.findQuiz(db, quizId) : undefined;
  if (!quiz) throw notFound("Quiz");
  const rows = await queries.listAttemptsWithStudents(db, quiz.id);
  const courseId = await teams.courseOfRecord(db, "quiz", quiz.id);
  const students = [...new Set(rows.map((row) => row.student.id))];
  await teams.recordStaffReads(
    db,
    viewer,
    students.map((studentId) => ({ kind: "quiz_attempts", recordId: quiz.id, studentId, courseId })),
  );
  const limitSeconds = quiz.timeLimit === null ? null : quiz.timeLimit * 60 + TIME_LIMIT_GRACE_SECONDS;
  return {
    quizId: quiz.id,
    title: quiz.title,
    timeLimit: quiz.timeLimit,
    attempts: rows.map((row) => ({
      ...row,
      overTimeLimit: limitSeconds !== null && row.serverTimeSpent !== null && row.serverTimeSpent > limitSeconds,
    })),
  };
}
