import { said } from "../messages.js";
import { z } from "zod";
import { FEEDBACK_MAX, SUBMISSION_CONTENT_MAX } from "../rules/projects.js";
import { nullableTimestamp, timestamp } from "./common.js";
import { contentLanguage } from "./locale.js";

export { DEFAULT_MAX_SUBMISSIONS, FEEDBACK_MAX, SUBMISSION_CONTENT_MAX } from "../rules/projects.js";

export const project = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  submissionFormat: z.enum(["text", "file"]),
  maxSubmissions: z.number().int().nullable(),
  isRequired: z.boolean(),
  orderIndex: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Project = z.infer<typeof project>;

export const projectDetail = project.extend({
  courseId: z.string(),
  courseTitle: z.string(),
  /** The language its course is taught in: the title and texts are in it (null: not stated). */
  courseLanguage: contentLanguage,
  /** A free course: submitting the project enrols the student. */
  courseIsFree: z.boolean(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

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

/**
 * A submission in its student's own list: revisionRequested marks the one the instructor sent
 * back that is the student's next step (the newest, marked needs_revision). The server decides it,
 * with the dashboard's "Changes requested" list; the page only shows it. Not in the spec: added.
 */
export const ownSubmission = submission.extend({ revisionRequested: z.boolean() });
export type OwnSubmission = z.infer<typeof ownSubmission>;

/**
 * A project whose newest submission the instructor sent back for changes: the student's next step,
 * shown on the dashboard (issue 23). Only the student's own.
 */
export const changesRequested = z.object({
  submissionId: z.string(),
  submissionNumber: z.number().int(),
  projectId: z.string(),
  projectTitle: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  feedback: z.string().nullable(),
  reviewedAt: nullableTimestamp,
});
export type ChangesRequested = z.infer<typeof changesRequested>;

export const submitProjectBody = z.object({
  content: z
    .string()
    .max(SUBMISSION_CONTENT_MAX, said("Content must be at most {max} characters", { max: SUBMISSION_CONTENT_MAX }))
    .nullish(),
  // null is the same as absent: a text submission may send fileUrl: null.
  fileUrl: z.string().max(500, said("File address must be at most 500 characters")).nullish(),
});
export type SubmitProjectBody = z.infer<typeof submitProjectBody>;

// Review: what staff send and see

export const reviewStatuses = ["approved", "needs_revision"] as const;
export const reviewGrades = ["excellent", "pass", "fail"] as const;

export const reviewBody = z.object({
  status: z.enum(reviewStatuses, { message: said("Status must be approved or needs_revision") }),
  grade: z.enum(reviewGrades, { message: said("Grade must be excellent, pass or fail") }).nullish(),
  feedback: z
    .string()
    .trim()
    .max(FEEDBACK_MAX, said("Feedback must be at most {max} characters", { max: FEEDBACK_MAX }))
    .nullish(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const submissionQueueQuery = z.object({
  status: z.enum(["pending", "approved", "needs_revision", "all"]).default("pending"),
});

/** A submission as staff see it: with its student, project and course. */
export const staffSubmission = submission.extend({
  reviewedAt: nullableTimestamp,
  student: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  project: z.object({
    id: z.string(),
    title: z.string(),
    submissionFormat: z.enum(["text", "file"]),
    requirements: z.string().nullable(),
  }),
  course: z.object({ id: z.string(), title: z.string() }),
});
export type StaffSubmission = z.infer<typeof staffSubmission>;
