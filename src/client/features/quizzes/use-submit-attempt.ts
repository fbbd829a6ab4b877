import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AttemptResult, SubmitAttemptBody } from "../../../shared/contracts/quizzes";
import { apiRequest } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries } from "../../lib/queries";

/** An attempt's result as JSON: the completion time arrives as an ISO string. */
export type WireAttemptResult = Omit<AttemptResult, "completedAt"> & { completedAt: string };

/**
 * Sends an attempt; the attempts list, the enrolments (an attempt in a free course enrols) and,
 * when it passes, the course's progress change. A
 * refusal (passed or out of attempts in another tab) refetches the attempts too, so the page
 * moves on to the results.
 */
export function useSubmitAttempt(quizId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAttemptBody) =>
      apiRequest<WireAttemptResult>("POST", `/api/quizzes/${encodeURIComponent(quizId)}/attempts`, body),
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
