import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiUpload } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries, type WireSubmission } from "../../lib/queries";
import { FILE_NAME_MAX } from "../../../shared/rules/uploads";
import { fileSubmission, type SubmissionPayload } from "./project-rules";

export type SubmitProjectInput = { kind: "text"; payload: SubmissionPayload } | { kind: "file"; file: File };

interface UploadedFile {
  id: string;
  fileName: string;
  fileUrl: string;
}

/**
 * Sends a submission. A file is uploaded first (POST /api/projects/{id}/files), then submitted
 * as the spec says, by name: fileUrl uploads/{name} and content 'File submitted: {name}'. The
 * server matches that name to the upload, so the instructor gets the real file. The student's
 * submissions list is refetched either way: a refusal (limit reached elsewhere, say) also
 * means the list here is out of date.
 */
export function useSubmitProject(projectId: string) {
  const queryClient = useQueryClient();
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  return useMutation({
    mutationFn: async (input: SubmitProjectInput) => {
      let payload: SubmissionPayload;
      if (input.kind === "file") {
        const upload = await apiUpload<UploadedFile>(`${base}/files`, input.file);
        // The spec's body, by the chosen file's own name; a name too long for it goes by the
        // upload's address instead.
        payload =
          input.file.name.length <= FILE_NAME_MAX
            ? fileSubmission(input.file.name)
            : { fileUrl: upload.fileUrl, content: `File submitted: ${upload.fileName}` };
      } else {
        payload = input.payload;
      }
      return apiRequest<WireSubmission>("POST", `${base}/submissions`, payload);
    },
    // A submission in a free course enrols the student: the enrolments may have changed too.
    onSuccess: () => invalidate(queryClient, [queries.enrollments()]),
    onSettled: () => invalidate(queryClient, [queries.projectSubmissions(projectId)]),
  });
}
