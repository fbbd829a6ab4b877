import { said } from "../messages.js";
import { z } from "zod";
import { nullableTimestamp, timestamp } from "./common.js";
import { contentLanguage } from "./locale.js";
import { revocationReasons } from "../rules/revocation.js";

export const progressEntry = z.object({
  id: z.string(),
  moduleId: z.string().nullable(),
  lessonId: z.string().nullable(),
  quizId: z.string().nullable(),
  projectId: z.string().nullable(),
  completedAt: nullableTimestamp,
});

export const completion = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
});
export type Completion = z.infer<typeof completion>;

/**
 * `remaining`: the ids of the items that count towards completion and are not done yet, so a
 * phone that keeps a completion for later shows the count the server will give (completing one
 * adds one to `completed`; anything else adds nothing).
 */
export const courseProgress = z.object({
  progress: z.array(progressEntry),
  completion,
  remaining: z.array(z.string()),
});
export type CourseProgress = z.infer<typeof courseProgress>;

/** What a phone's offline queue sends with a replayed call: 1 to 100 letters, digits, "-" or "_". */
export const IDEMPOTENCY_KEY_MESSAGE = said(
  "Idempotency-Key must be 1 to 100 characters: letters, digits, hyphens or underscores",
);

/**
 * POST /api/lessons/{id}/complete's headers: an optional Idempotency-Key. Completing a lesson is
 * idempotent by itself (one progress row per student and lesson), so the key is checked, not stored:
 * a replay with the same key answers the course's progress again and counts once.
 */
// Loose: the parsed object replaces request.headers, so every other header must pass through.
export const completionHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

export const enrollment = z.object({
  id: z.string(),
  userId: z.string(),
  courseId: z.string(),
  progress: z.number().int(),
  completed: z.boolean(),
  completedAt: nullableTimestamp,
  enrolledAt: timestamp,
  course: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
    /** The language it is taught in: its title is in it (null: not stated). */
    language: contentLanguage,
  }),
});
export type Enrollment = z.infer<typeof enrollment>;

export const certificate = z.object({
  certId: z.string(),
  courseId: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  standards: z.string().nullable(),
  issueDate: timestamp,
  /** Set when an admin revoked it (issue 25), with the public category of the reason. */
  revokedAt: nullableTimestamp,
  revocationReason: z.enum(revocationReasons).nullable(),
});
export type Certificate = z.infer<typeof certificate>;

export const certIdParams = z.object({ certId: z.string().max(40) });
