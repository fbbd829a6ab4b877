/**
 * A quiz attempt goes through the offline queue like a lesson completion: the quiz screen queues
 * it when Submit is pressed (kept on the phone before the first try), the sync runner sends it
 * with the queue's retry policy, and the screen, while open, shows what became of it
 * (onCallOutcome). Light code: the queue itself loads with a dynamic import.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { newIdempotencyKey } from "./idempotency";
import type { QuizAttemptCall } from "./queued-call";
import type { enqueueQuizAttempt } from "./sync-queue";

/** What the result toast needs of an attempt's answer. */
export interface AttemptScore {
  passed: boolean;
  score: number;
  passThreshold: number;
}

/** The spec's title when an attempt is refused (with "{status}: {message}" under it). */
export const submissionFailed = msg`Submission Failed`;

/** The spec's toast for an attempt's result, in the page's language: on the quiz screen, or after a send away from it. */
export function attemptResultToast({ passed, score, passThreshold }: AttemptScore, i18n: I18n) {
  return passed
    ? { title: i18n._(msg`Quiz Passed!`), description: i18n._(msg`Congratulations! You scored ${score}%`) }
    : {
        title: i18n._(msg`Quiz Not Passed`),
        description: i18n._(msg`You scored ${score}%. You need ${passThreshold}% to pass.`),
        variant: "destructive" as const,
      };
}

/** Keeps an attempt on the phone for the sync runner to send; resolves with the call kept. */
export async function queueQuizAttempt(
  input: Omit<Parameters<typeof enqueueQuizAttempt>[0], "key">,
): Promise<QuizAttemptCall> {
  const queue = await import("./sync-queue");
  return queue.enqueueQuizAttempt({ ...input, key: newIdempotencyKey() });
}

/** This person's attempts at a quiz still waiting on the phone (a reload, or an answer that was lost). */
export async function queuedQuizAttempts(userId: string, quizId: string): Promise<QuizAttemptCall[]> {
  const queue = await import("./sync-queue");
  return queue.queuedQuizAttempts(userId, quizId);
}
