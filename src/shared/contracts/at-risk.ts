import { z } from "zod";
import { required, text, timestamp } from "./common.js";
import { LOCALES } from "../rules/locale.js";
import { atRiskReasons, NOTE_MAX, NUDGE_MESSAGE_MAX, NUDGE_SUBJECT_MAX, type AtRiskReason } from "../rules/at-risk.js";

/** Students who fall behind (issue 24): the staff list, nudges and the team's private notes. */

export { atRiskReasons, type AtRiskReason };

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });
const staffMember = z.object({ id: z.string(), name: z.string() }).nullable();

/** One reason a student is at risk, since when it holds, and what it names (a quiz's or project's title). */
export const atRiskReasonEntry = z.object({
  reason: z.enum(atRiskReasons),
  since: timestamp,
  detail: z.string().nullable(),
});
export type AtRiskReasonEntry = z.infer<typeof atRiskReasonEntry>;

/** The team's private note about a student in a course; null when there is none. */
export const staffNote = z.object({
  body: z.string(),
  createdBy: staffMember,
  createdAt: timestamp,
  updatedBy: staffMember,
  updatedAt: timestamp,
});
export type StaffNote = z.infer<typeof staffNote>;

export const sentNudge = z.object({
  sentAt: timestamp,
  sentBy: staffMember,
});
export type SentNudge = z.infer<typeof sentNudge>;

/** A student at risk in a course: the reasons (oldest first), when they became at risk, their last activity. */
export const atRiskStudent = z.object({
  student: person,
  course: z.object({ id: z.string(), title: z.string() }),
  reasons: z.array(atRiskReasonEntry).min(1),
  becameAtRiskAt: timestamp,
  lastActivityAt: timestamp,
  note: staffNote.nullable(),
  lastNudge: sentNudge.nullable(),
});
export type AtRiskStudent = z.infer<typeof atRiskStudent>;

export const AT_RISK_PAGE_SIZE_MAX = 100;

export const atRiskQuery = z.object({
  courseId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AT_RISK_PAGE_SIZE_MAX).default(25),
});
export type AtRiskQuery = z.infer<typeof atRiskQuery>;

/** GET /api/staff/at-risk: the viewer's courses' at-risk students, newest first (by when they became at risk). */
export const atRiskPage = z.object({
  students: z.array(atRiskStudent),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** AT_RISK_DAYS, so the page can say what "inactive" means. */
  atRiskDays: z.number().int(),
});
export type AtRiskPage = z.infer<typeof atRiskPage>;

/** /api/staff/courses/{id}/students/{studentId}/...: a student of a course. */
export const courseStudentParams = z.object({ id: z.string().max(100), studentId: z.string().max(100) });
export type CourseStudentParams = z.infer<typeof courseStudentParams>;

/**
 * GET .../nudge: the friendly message to edit, prefilled in the student's language; whether they
 * turned nudges off in their email settings (then nothing can be sent); today's nudge if one went.
 */
export const nudgeDraft = z.object({
  student: z.object({ id: z.string(), name: z.string() }),
  locale: z.enum(LOCALES),
  subject: z.string(),
  message: z.string(),
  optedOut: z.boolean(),
  sentToday: sentNudge.nullable(),
});
export type NudgeDraft = z.infer<typeof nudgeDraft>;

/** POST .../nudge: the words as staff edited them. */
export const nudgeBody = z.object({
  subject: required("Subject", NUDGE_SUBJECT_MAX),
  message: required("Message", NUDGE_MESSAGE_MAX),
});
export type NudgeBody = z.infer<typeof nudgeBody>;

export const nudgeSent = z.object({
  id: z.string(),
  sentAt: timestamp,
  locale: z.enum(LOCALES),
  emailId: z.string(),
});
export type NudgeSent = z.infer<typeof nudgeSent>;

/** GET .../note answers { note }; PUT .../note sets it (empty text removes it). */
export const noteAnswer = z.object({ note: staffNote.nullable() });
export type NoteAnswer = z.infer<typeof noteAnswer>;
export const noteBody = z.object({ body: text("Note", NOTE_MAX) });
export type NoteBody = z.infer<typeof noteBody>;
