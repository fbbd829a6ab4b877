import { z } from "zod";
import { FEEDBACK_MAX } from "../rules/projects.js";
import { nullableTimestamp, timestamp } from "./common.js";
import { submission } from "./projects.js";

export const certificate = z.object({
  certId: z.string(),
  courseId: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  standards: z.string().nullable(),
  issueDate: timestamp,
});
export type Certificate = z.infer<typeof certificate>;

export const certIdParams = z.object({ certId: z.string().max(40) });

export const reviewStatuses = ["approved", "needs_revision"] as const;
export const reviewGrades = ["excellent", "pass", "fail"] as const;
export { FEEDBACK_MAX } from "../rules/projects.js";

export const reviewBody = z.object({
  status: z.enum(reviewStatuses, { message: "Status must be approved or needs_revision" }),
  grade: z.enum(reviewGrades, { message: "Grade must be excellent, pass or fail" }).nullish(),
  feedback: z.string().trim().max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`).nullish(),
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
