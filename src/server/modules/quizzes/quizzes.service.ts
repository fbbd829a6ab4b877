import type { MailContext } from "../email/index.js";
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_PASS_THRESHOLD,
  type AttemptResult,
  type QuizStart,
  type QuizStartState,
  type QuizWithQuestions,
  type SubmitAttemptBody,
} from "../../../shared/contracts/quizzes.js";
import { TRUE_FALSE_OPTIONS } from "../../../shared/rules/quizzes.js";
import type { Database, Executor } from "../../../db/types.js";
import { badRequest, conflict, msg, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as courses from "../courses/index.js";
import * as enrolments from "../enrolments/index.js";
import { gradeQuiz } from "./grading.js";
import * as queries from "./quizzes.queries.js";

export async function getModuleQuizzes(db: Executor, moduleId: string) {
  await courses.getModule(db, moduleId);
  return queries.listActiveQuizzes(db, moduleId);
}

/** A quiz the catalog serves (it, its module and its course active) with its course, or 404. */
async function getServedQuiz(db: Executor, id: string) {
  const quiz = isUuid(id) ? await queries.findServedQuiz(db, id) : undefined;
  if (!quiz) throw notFound("Quiz");
  return quiz;
}

/** A quiz with its questions as a student sees them: no correct answers, no explanations. */
export async function getQuizForStudent(db: Executor, id: string): Promise<QuizWithQuestions> {
  const quiz = await getServedQuiz(db, id);
  const [questions, nextItem] = await Promise.all([
    queries.listQuestions(db, quiz.id),
    courses.findItemAfter(db, quiz.courseId, quiz.id),
  ]);
  return {
    ...quiz,
    nextItem,
    questions: questions.map(({ id, quizId, question, questionType, options, points, orderIndex }) => ({
      id,
      quizId,
      question,
      questionType,
      options: options ?? (questionType === "true_false" ? [...TRUE_FALSE_OPTIONS] : null),
      points,
      orderIndex,
    })),
  };
}

export async function listQuizAttempts(db: Executor, userId: string, quizId: string) {
  await getServedQuiz(db, quizId);
  return queries.listAttempts(db, userId, quizId);
}

/**
 * The attempt limit, enforced here and only here: a quiz takes maxAttempts attempts (3 when it
 * sets none), and none once passed. submitQuizAttempt calls it with the student's enrolment
 * locked, so concurrent attempts take turns and the count holds; the unique
 * (user, quiz, attemptNumber) constraint backs that up.
 */
export function enforceAttemptLimit(previous: readonly { passed: boolean }[], maxAttempts: number) {
  if (previous.some((attempt) => attempt.passed)) throw conflict("You have already passed this quiz");
  if (previous.length >= maxAttempts) throw conflict("No attempts remaining for this quiz");
}

/**
 * Records when the quiz screen started an attempt, by the server's (database's) clock, so staff
 * can compare it with the time the browser reports. Calling it again before submitting keeps
 * the first start: reloading the page does not restart this measure, which is the point, and
 * the answer's deadline (start plus time limit) is what the quiz screen counts down to, after a
 * reload too. The access rule is the one for taking the quiz; a free course's start does not
 * enrol (the submission does).
 */
export async function startQuizAttempt(db: Database, userId: string, quizId: string): Promise<QuizStart> {
  const quiz = await getServedQuiz(db, quizId);
  await enrolments.checkMayWorkOn(db, userId, quiz);
  return quizStartOf(quiz, await queries.upsertQuizStart(db, userId, quiz.id));
}

function quizStartOf(
  quiz: { timeLimit: number | null },
  { startedAt, now }: { startedAt: Date; now: Date },
): QuizStart {
  const deadline = quiz.timeLimit ? new Date(startedAt.getTime() + quiz.timeLimit * 60_000) : null;
  return { startedAt, now, deadline };
}

/**
 * The attempt the student started and has not submitted yet, if any, without starting one: the
 * quiz screen asks it before showing a timed quiz's Start screen, so an attempt already running
 * (started on another phone, or its autosave lost) goes straight back to the questions.
 */
export async function findOpenQuizStart(db: Executor, userId: string, quizId: string): Promise<QuizStartState> {
  const quiz = await getServedQuiz(db, quizId);
  const open = await queries.findQuizStart(db, userId, quiz.id);
  return { start: open ? quizStartOf(quiz, open) : null };
}

type QuestionRow = Awaited<ReturnType<typeof queries.listQuestions>>[number];
type AttemptRow = Awaited<ReturnType<typeof queries.insertAttempt>>;

/** An attempt as its submitter sees it: correct answers and explanations only once they can no longer help. */
function attemptResultOf(
  attempt: AttemptRow,
  questions: readonly QuestionRow[],
  correct: ReadonlyMap<string, boolean>,
  maxAttempts: number,
  passThreshold: number,
): AttemptResult {
  const attemptsRemaining = attempt.passed ? 0 : Math.max(0, maxAttempts - attempt.attemptNumber);
  const reveal = attempt.passed || attemptsRemaining === 0;
  return {
    ...attempt,
    attemptsRemaining,
    passThreshold,
    results: questions.map((question) => ({
      questionId: question.id,
      isCorrect: correct.get(question.id) ?? false,
      ...(reveal ? { correctAnswer: question.correctAnswer, explanation: question.explanation } : {}),
    })),
  };
}

/** Whether two submissions answered every question alike (the order of keys aside). */
function sameAnswers(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * Grades an attempt on the server, within the attempt limit (enforceAttemptLimit). A passing
 * attempt completes the quiz for the course's progress. A body naming its attemptNumber makes a
 * retry harmless: when that attempt is already recorded with the same answers (the first try's
 * answer was lost on a dropped connection) it is answered again, replayed, and nothing new is
 * recorded.
 */
export async function submitQuizAttempt(
  db: Database,
  mail: MailContext,
  userId: string,
  quizId: string,
  body: SubmitAttemptBody,
): Promise<{ result: AttemptResult; replayed: boolean }> {
  const quiz = await getServedQuiz(db, quizId);
  const questions = await queries.listQuestions(db, quiz.id);
  if (questions.length === 0) throw conflict("This quiz has no questions yet");
  const questionIds = new Set(questions.map((question) => question.id));
  const unknown = Object.keys(body.answers).filter((id) => !questionIds.has(id));
  if (unknown.length > 0) {
    throw badRequest("Answers name questions that are not in this quiz", [
      { path: "body.answers", message: msg("Unknown question ids: {ids}", { ids: unknown.slice(0, 5).join(", ") }) },
    ]);
  }
  const maxAttempts = quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const passThreshold = quiz.passThreshold ?? DEFAULT_PASS_THRESHOLD;

  return db.transaction(async (tx) => {
    const enrollment = await enrolments.lockEnrollmentToSubmit(tx, userId, quiz);
    const previous = await queries.listAttempts(tx, userId, quiz.id);
    // A retry is the same submission again: the same answers, recorded as the attempt it names
    // or, when that number was taken by another submission, as a later one. Other answers under a
    // recorded number (a second tab, a phone that missed the first try's result) are a new
    // attempt: the student's answers are graded, never swapped for earlier ones.
    const attemptNumber = body.attemptNumber;
    const recorded =
      attemptNumber === undefined
        ? undefined
        : previous.find(
            (attempt) => attempt.attemptNumber >= attemptNumber && sameAnswers(attempt.answers, body.answers),
          );
    if (recorded) {
      const { correct } = gradeQuiz(questions, recorded.answers, passThreshold);
      return { result: attemptResultOf(recorded, questions, correct, maxAttempts, passThreshold), replayed: true };
    }
    enforceAttemptLimit(previous, maxAttempts);

    const grade = gradeQuiz(questions, body.answers, passThreshold);
    // An attempt without a start (an API caller, an older page) is taken as before, unmeasured;
    // one over the time limit is recorded, never refused: staff see it flagged.
    const serverTimeSpent = (await queries.takeQuizStart(tx, userId, quiz.id)) ?? null;
    const attempt = await queries.insertAttempt(tx, {
      userId,
      quizId: quiz.id,
      answers: body.answers,
      score: grade.score,
      maxScore: grade.totalPoints,
      passed: grade.passed,
      timeSpent: body.timeSpent ?? null,
      serverTimeSpent,
      attemptNumber: previous.length + 1,
    });
    if (grade.passed) {
      await enrolments.recordCompletion(tx, mail, enrollment, { kind: "quiz", id: quiz.id, moduleId: quiz.moduleId });
    }
    return { result: attemptResultOf(attempt, questions, grade.correct, maxAttempts, passThreshold), replayed: false };
  });
}
