/**
 * Marking a lesson complete when the connection may be gone: sent at once when it can be, kept on
 * the phone (sync-queue.ts, loaded only then) when the browser is offline or the call gets no
 * answer. The same Idempotency-Key goes with the first try and every replay.
 */
import { msg } from "@lingui/core/macro";
import { completionOf } from "../../../shared/rules/completion";
import { ApiError, toApiError } from "../../lib/api";
import type { WireProgress } from "../../lib/queries";
import { newIdempotencyKey } from "./idempotency";
import { isNetworkError, isOffline } from "./online";

/** The spec's exact text (issue 11) for a completion kept on the phone. */
export const SAVED_ON_PHONE_MESSAGE = "Saved on this phone, will sync";
/** SAVED_ON_PHONE_MESSAGE in the page's language: `i18n._(savedOnPhoneMessage)`. */
export const savedOnPhoneMessage = msg`Saved on this phone, will sync`;

export type CompletionOutcome = { queued: false; progress: WireProgress } | { queued: true };

export interface LessonToComplete {
  id: string;
  courseId: string;
  title?: string;
}

async function keepForLater(lesson: LessonToComplete, userId: string, key: string): Promise<CompletionOutcome> {
  const { enqueueCompletion } = await import("./sync-queue");
  await enqueueCompletion({
    key,
    userId,
    lessonId: lesson.id,
    courseId: lesson.courseId,
    ...(lesson.title ? { lessonTitle: lesson.title } : {}),
  });
  return { queued: true };
}

/**
 * `userId` is the signed-in person's: a completion kept on the phone is sent only while they are
 * signed in. Without one (no session known) nothing is kept: the call goes out, or fails.
 */
export async function completeLessonOrQueue(
  lesson: LessonToComplete,
  userId: string | null,
): Promise<CompletionOutcome> {
  const key = newIdempotencyKey();
  if (userId && isOffline()) return keepForLater(lesson, userId, key);
  let response: Response;
  try {
    response = await fetch(`/api/lessons/${encodeURIComponent(lesson.id)}/complete`, {
      method: "POST",
      credentials: "include",
      headers: { "Idempotency-Key": key, accept: "application/json" },
    });
  } catch (error) {
    if (userId && isNetworkError(error)) return keepForLater(lesson, userId, key);
    throw error;
  }
  const body = await response.text();
  if (!response.ok) throw toApiError({ status: response.status, statusText: response.statusText, body });
  try {
    return { queued: false, progress: JSON.parse(body) as WireProgress };
  } catch {
    throw new ApiError(response.status, `${response.status}: The answer could not be read`);
  }
}

/**
 * The course's progress as it will be once the queued completion is sent: the lesson done, and
 * the count up by one when the server listed it among the items that count and are not done yet
 * (`remaining`); the percentage by the one formula (shared/rules/completion.ts).
 */
export function withLessonDone(
  progress: WireProgress | undefined,
  lesson: { id: string; moduleId: string },
  now: Date = new Date(),
): WireProgress | undefined {
  if (!progress) return progress;
  if (progress.progress.some((entry) => entry.lessonId === lesson.id)) return progress;
  const counts = progress.remaining.includes(lesson.id);
  const { completed, total } = progress.completion;
  return {
    progress: [
      ...progress.progress,
      {
        id: `queued-${lesson.id}`,
        moduleId: lesson.moduleId,
        lessonId: lesson.id,
        quizId: null,
        projectId: null,
        completedAt: now.toISOString(),
      },
    ],
    completion: counts ? completionOf(completed + 1, total) : progress.completion,
    remaining: progress.remaining.filter((id) => id !== lesson.id),
  };
}
