import { z } from "zod";
import { SUBMISSION_CONTENT_MAX } from "../rules/projects.js";
import { nullableTimestamp, timestamp } from "./common.js";

export { DEFAULT_MAX_SUBMISSIONS, SUBMISSION_CONTENT_MAX } from "../rules/projects.js";

export const submission = z.object({
  id: z.string(),
  userId: z.string(),
  projectId: z.string(),
  content: z.string().nullable(),
  fileUrl: z.string().nullable(),
  status: z.string(),
  feedback: z.string().nullable(),
  grade: z.string().nullable(),
  submissionNumber: z.number().int(),
  submittedAt: timestamp,
  reviewedAt: nullableTimestamp,
});
export type Submission = z.infer<typeof submission>;

export const submitProjectBody = z.object({
  content: z
    .string()
    .max(SUBMISSION_CONTENT_MAX, `Content must be at most ${SUBMISSION_CONTENT_MAX} characters`)
    .nullish(),
  // null is the same as absent: a text submission may send fileUrl: null.
  fileUrl: z.string().max(500, "File address must be at most 500 characters").nullish(),
});
export type SubmitProjectBody = z.infer<typeof submitProjectBody>;
