import { said } from "../messages.js";
import { z } from "zod";
import { timestamp } from "./common.js";
import { courseItemRef } from "./course-items.js";
import { contentLanguage } from "./locale.js";

export { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASS_THRESHOLD, TIME_LIMIT_GRACE_SECONDS } from "../rules/quizzes.js";

export const quizSummary = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  passThreshold: z.number().int().nullable(),
  timeLimit: z.number().int().nullable(),
  maxAttempts: z.number().int().nullable(),
  isRequired: z.boolean(),
  orderIndex: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type QuizSummary = z.infer<typeof quizSummary>;

/** A question as a student sees it before answering: no correct answer, no explanation. */
export const quizQuestion = z.object({
  id: z.string(),
  quizId: z.string(),
  question: z.string(),
  questionType: z.enum(["multiple_choice", "true_false"]),
  options: z.array(z.string()).nullable(),
  points: z.number().int(),
  orderIndex: z.number().int(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const quizWithQuestions = quizSummary.extend({
  courseId: z.string(),
  courseTitle: z.string(),
  /** The language its course is taught in: the title and texts are in it (null: not stated). */
  courseLanguage: contentLanguage,
  /** A free course: taking the quiz enrols the student. */
  courseIsFree: z.boolean(),
  questions: z.array(quizQuestion),
  /** The course's next item after this quiz, offered once it is passed; null when it is the last. Not in the spec: added. */
  nextItem: courseItemRef.nullable(),
});
export type QuizWithQuestions = z.infer<typeof quizWithQuestions>;

export const quizAttempt = z.object({
  id: z.string(),
  userId: z.string(),
  quizId: z.string(),
  answers: z.record(z.string(), z.string()),
  score: z.number().int(),
  maxScore: z.number().int(),
  passed: z.boolean(),
  /** Whole minutes, as the student's browser measured them. */
  timeSpent: z.number().int().nullable(),
  /**
   * Seconds the server measured from the quiz screen's start call (POST /api/quizzes/{id}/start)
   * to the submission; null when the attempt came without a start. Not in the spec: added.
   */
  serverTimeSpent: z.number().int().nullable(),
  attemptNumber: z.number().int(),
  completedAt: timestamp,
});
export type QuizAttempt = z.infer<typeof quizAttempt>;

export const submitAttemptBody = z.object({
  answers: z
    .record(z.string().max(100), z.string().max(1000, said("An answer must be at most 1000 characters")))
    .refine((answers) => Object.keys(answers).length <= 200, said("Too many answers")),
  /** Whole minutes. */
  timeSpent: z.number().int(said("Time spent must be whole minutes")).min(0).max(1440).optional(),
  /**
   * The attempt this submission is (the number of attempts before it, plus one): the key that
   * makes a retry harmless. When that attempt is already recorded the server answers it again
   * (200) instead of recording another. Not in the spec: added for the offline quiz.
   */
  attemptNumber: z.number().int().min(1).max(1000).optional(),
});
export type SubmitAttemptBody = z.infer<typeof submitAttemptBody>;

/** Per question: right or wrong; the answer and explanation once the quiz is passed or out of attempts. */
export const questionResult = z.object({
  questionId: z.string(),
  isCorrect: z.boolean(),
  correctAnswer: z.string().optional(),
  explanation: z.string().nullable().optional(),
});

export const attemptResult = quizAttempt.extend({
  attemptsRemaining: z.number().int(),
  passThreshold: z.number().int(),
  results: z.array(questionResult),
});
export type AttemptResult = z.infer<typeof attemptResult>;

/**
 * The server's record that the quiz screen started an attempt (its clock, not the browser's):
 * when it started, the server's time now and, for a timed quiz, the deadline (the start plus the
 * time limit). The browser counts down deadline - now from the moment it gets this.
 */
export const quizStart = z.object({ startedAt: timestamp, now: timestamp, deadline: timestamp.nullable() });
export type QuizStart = z.infer<typeof quizStart>;

/** The attempt a student started and has not submitted yet (GET /api/quizzes/{id}/start): null when none. Not in the spec: added. */
export const quizStartState = z.object({ start: quizStart.nullable() });
export type QuizStartState = z.infer<typeof quizStartState>;

/** One attempt as staff see it: the student, both measured times and whether it ran over. */
export const staffQuizAttempt = z.object({
  id: z.string(),
  attemptNumber: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  completedAt: timestamp,
  /** Whole minutes, reported by the browser. */
  timeSpent: z.number().int().nullable(),
  /** Seconds, measured by the server; null without a start call. */
  serverTimeSpent: z.number().int().nullable(),
  /** The server-measured time exceeds the quiz's limit (plus the grace); false when unknown. */
  overTimeLimit: z.boolean(),
  student: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
});
export type StaffQuizAttempt = z.infer<typeof staffQuizAttempt>;

export const staffQuizAttempts = z.object({
  quizId: z.string(),
  title: z.string(),
  /** Minutes; null when the quiz has no limit. */
  timeLimit: z.number().int().nullable(),
  attempts: z.array(staffQuizAttempt),
});
export type StaffQuizAttempts = z.infer<typeof staffQuizAttempts>;

// Authoring: what staff see (the bodies they send: quizzes.forms.ts)

export const authoringQuestion = z.object({
  id: z.string(),
  quizId: z.string(),
  question: z.string(),
  questionType: z.enum(["multiple_choice", "true_false"]),
  options: z.array(z.string()).nullable(),
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
  points: z.number().int(),
  orderIndex: z.number().int(),
  createdAt: timestamp,
});
