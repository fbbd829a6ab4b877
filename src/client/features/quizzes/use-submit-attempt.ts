import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AttemptResult, SubmitAttemptBody } from "../../../shared/contracts/quizzes";
import { apiRequest } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries } from "../../lib/queries";
import { sendUntilDone, waitForConnection } from "./send-with-retry";

/** An attempt's result as JSON: the completion time arrives as an ISO string. */
export type WireAttemptResult = Omit<AttemptResult, "completedAt"> & { completedAt: string };

export interface SubmitCallbacks {
  /** A try failed for want of a connection: the next one waits for it. */
  onWaiting?: (error: unknown) => void;
  /** Stops the retries (the screen went away; the phone keeps the submission for next time). */
  signal?: AbortSignal;
}

/**
 * Sends an attempt, again and again while the connection is away (send-with-retry.ts; the body's
 * attemptNumber makes a repeat harmless). The attempts list, the enrolments (an attempt in a
 * free course enrols) and, when it passes, the course's progress change. A refusal (passed or out
 * of attempts in another tab) refetches the attempts too, so the page moves on to the results.
 */
export function useSubmitAttempt(quizId: string, courseId: string, callbacks: SubmitCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline is handled here (wait, then try again), not by pausing the mutation.
    networkMode: "always",
    mutationFn: (body: SubmitAttemptBody) =>
      sendUntilDone({
        send: () => apiRequest<WireAttemptResult>("POST", `/api/quizzes/${encodeURIComponent(quizId)}/attempts`, body),
        waitToRetry: waitForConnection,
        onWaiting: callbacks.onWaiting,
        signal: callbacks.signal,
      }),
    onSuccess: (result) => {
      // An attempt in a free course enrols the student, so the enrolments may have changed too.
      void invalidate(queryClient, [
        queries.quizAttempts(quizId),
        queries.enrollments(),
        ...(result.passed ? [queries.courseProgress(courseId)] : []),
      ]);
    },
    onError: () => {
      void invalidate(queryClient, [queries.quizAttempts(quizId)]);
    },
  });
}
