import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api";
import { queries, type WireSubmission } from "../../lib/queries";
import type { SubmissionPayload } from "./project-rules";

/**
 * Sends a submission. The student's submissions list is refetched either way: a refusal
 * (limit reached elsewhere, say) also means the list here is out of date.
 */
export function useSubmitProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubmissionPayload) =>
      apiRequest<WireSubmission>("POST", `/api/projects/${encodeURIComponent(projectId)}/submissions`, payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.projectSubmissions(projectId).queryKey }),
  });
}
