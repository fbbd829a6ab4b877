import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { queries, type WireProgress } from "../../lib/queries";

/** Marks a lesson done (spec 7); the answer is the course's fresh progress, which replaces the cached one. */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (lessonId: string) => apiRequest<WireProgress>("POST", `/api/lessons/${lessonId}/complete`),
    onSuccess: async (progress) => {
      queryClient.setQueryData(queries.courseProgress(courseId).queryKey, progress);
      // The enrolment's percent follows the course progress (dashboard, home).
      await queryClient.invalidateQueries({ queryKey: queries.enrollments().queryKey });
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
