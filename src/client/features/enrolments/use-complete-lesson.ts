import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { statusMessage } from "../../lib/api";
import { invalidate, putAnswer } from "../../lib/cache-updates";
import { queries } from "../../lib/queries";
import { useAuth } from "../auth";
import { completeLessonOrQueue, withLessonDone } from "../offline";

export interface CompletableLesson {
  id: string;
  courseId: string;
  moduleId: string;
  title: string;
}

/**
 * Marks a lesson done (spec 7); the answer is the course's fresh progress, which replaces the
 * cached one. Offline, or when the call gets no answer, the completion is kept on the phone and
 * sent when the connection returns (features/offline): the screen shows it done at once.
 */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useLingui();
  const mutation = useMutation({
    // Offline too: TanStack would otherwise pause the call until the connection returns.
    networkMode: "always",
    // Kept on the phone as this person's call: sent only while they are signed in.
    mutationFn: (lesson: CompletableLesson) => completeLessonOrQueue(lesson, user?.id ?? null),
    onSuccess: async (outcome, lesson) => {
      const progressQuery = queries.courseProgress(courseId);
      if (outcome.queued) {
        const current = queryClient.getQueryData(progressQuery.queryKey);
        const next = withLessonDone(current, lesson);
        if (next) putAnswer(queryClient, progressQuery, next);
        return;
      }
      putAnswer(queryClient, progressQuery, outcome.progress);
      // The enrolment's percent follows the course progress (dashboard, home).
      await invalidate(queryClient, [queries.enrollments()]);
    },
    onError: (error) => {
      toast({ title: t`Could Not Complete Lesson`, description: statusMessage(error), variant: "destructive" });
    },
  });
  return {
    complete: (lesson: CompletableLesson) => mutation.mutate(lesson),
    pendingLessonId: mutation.isPending ? mutation.variables.id : undefined,
  };
}
