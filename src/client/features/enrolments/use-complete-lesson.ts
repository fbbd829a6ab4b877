import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { invalidate, putAnswer } from "../../lib/cache-updates";
import { queries, type WireProgress } from "../../lib/queries";

/** Marks a lesson done (spec 7); the answer is the course's fresh progress, which replaces the cached one. */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (lessonId: string) => apiRequest<WireProgress>("POST", `/api/lessons/${lessonId}/complete`),
    onSuccess: async (progress) => {
      putAnswer(queryClient, queries.courseProgress(courseId), progress);
      // The enrolment's percent follows the course progress (dashboard, home).
      await invalidate(queryClient, [queries.enrollments()]);
    },
    onError: (error) => {
      toast({ title: "Could Not Complete Lesson", description: statusMessage(error), variant: "destructive" });
    },
  });
  return {
    complete: (lessonId: string) => mutation.mutate(lessonId),
    pendingLessonId: mutation.isPending ? mutation.variables : undefined,
  };
}
