/**
 * The quiz screen's rules (spec 4, 5 and 9), kept pure so they are easy to test and to trust.
 * The server grades and enforces limits; these decide what the screen offers.
 */
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASS_THRESHOLD } from "../../../shared/rules/quizzes";

/** Under this many seconds left the timer turns to the destructive style. */
export const TIME_WARNING_SECONDS = 300;
/** The timer ticks once a second. */
export const TICK_MS = 1000;

export interface QuizLimits {
  passThreshold: number | null;
  maxAttempts: number | null;
}

/** The quiz's pass threshold and attempt limit, with the spec's defaults when absent. */
export function quizSettings(quiz: QuizLimits) {
  return {
    passThreshold: quiz.passThreshold ?? DEFAULT_PASS_THRESHOLD,
    maxAttempts: quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
}

/** Seconds as mm:ss ("09:05"); minutes keep growing past 99 rather than wrapping. */
export function formatTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

export function isTimeWarning(secondsLeft: number): boolean {
  return secondsLeft < TIME_WARNING_SECONDS;
}

/** Whole seconds left before a deadline (both in epoch milliseconds), never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Time spent is sent in whole minutes, rounded (spec 9). */
export function timeSpentMinutes(elapsedMs: number): number {
  return Math.max(0, Math.round(elapsedMs / 60_000));
}

export type Answers = Readonly<Record<string, string>>;

export function isAnswered(answers: Answers, questionId: string | undefined): boolean {
  return questionId !== undefined && (answers[questionId] ?? "") !== "";
}

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

/** Next waits for the current question's answer, and there is no Next after the last question. */
export function canGoNext(index: number, questionIds: readonly string[], answers: Answers): boolean {
  return index < questionIds.length - 1 && isAnswered(answers, questionIds[index]);
}

export function isLastQuestion(index: number, total: number): boolean {
  return total > 0 && index === total - 1;
}

/** Submit Quiz: only on the last question, and only once every question is answered. */
export function canSubmit(index: number, questionIds: readonly string[], answers: Answers): boolean {
  return isLastQuestion(index, questionIds.length) && questionIds.every((id) => isAnswered(answers, id));
}

/** How far through the quiz the student is, as a whole percent ("Question 3 of 6" is 50%). */
export function percentComplete(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round(((Math.min(index, total - 1) + 1) / total) * 100);
}

export interface AttemptLike {
  id: string;
  score: number;
  passed: boolean;
  attemptNumber: number;
}

/** A retake is offered while attempts remain and the latest attempt did not pass. */
export function canRetake(attemptsUsed: number, maxAttempts: number, latestPassed: boolean): boolean {
  return attemptsUsed < maxAttempts && !latestPassed;
}

export function attemptsRemaining(attemptsUsed: number, maxAttempts: number): number {
  return Math.max(0, maxAttempts - attemptsUsed);
}

/** Results come straight up when the quiz is passed or every attempt is used. */
export function isQuizFinished(attempts: readonly AttemptLike[], maxAttempts: number): boolean {
  return attempts.some((attempt) => attempt.passed) || attempts.length >= maxAttempts;
}

/** The latest attempt (highest attempt number). */
export function latestAttempt<T extends AttemptLike>(attempts: readonly T[]): T | undefined {
  return attempts.reduce<T | undefined>(
    (latest, attempt) => (!latest || attempt.attemptNumber > latest.attemptNumber ? attempt : latest),
    undefined,
  );
}

/** The best attempt: highest score, the earlier one on a tie. */
export function bestAttempt<T extends AttemptLike>(attempts: readonly T[]): T | undefined {
  return attempts.reduce<T | undefined>((best, attempt) => {
    if (!best) return attempt;
    if (attempt.score !== best.score) return attempt.score > best.score ? attempt : best;
    return attempt.attemptNumber < best.attemptNumber ? attempt : best;
  }, undefined);
}

/** The best attempt, only when it is a different attempt with a better score than the latest. */
export function bestIfBetterThanLatest<T extends AttemptLike>(attempts: readonly T[]): T | undefined {
  const best = bestAttempt(attempts);
  const latest = latestAttempt(attempts);
  return best && latest && best.id !== latest.id && best.score > latest.score ? best : undefined;
}

/** Attempts known so far, the one just submitted included (the list may not have refetched yet). */
export function mergeAttempts<T extends AttemptLike>(attempts: readonly T[], submitted: T | null): T[] {
  if (!submitted || attempts.some((attempt) => attempt.id === submitted.id)) return [...attempts];
  return [...attempts, submitted];
}
