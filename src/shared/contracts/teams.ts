import { z } from "zod";
import { said } from "../messages.js";
import { roles } from "./auth.js";
import { timestamp } from "./common.js";
import { staffReadKinds, type StaffReadKind } from "../rules/staff-reads.js";

/** Course teams and the audit of staff reads (issue 24). */

/** The most instructors one course's team may have. */
export const COURSE_TEAM_MAX = 50;

/** An instructor on a course's team (GET and PUT /api/staff/courses/{id}/instructors). */
export const courseInstructor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type CourseInstructor = z.infer<typeof courseInstructor>;
export const courseInstructors = z.array(courseInstructor);

/** The whole team, replacing the one before; an empty list leaves the course to admins. */
export const courseInstructorsBody = z.object({
  userIds: z
    .array(z.string().max(100))
    .max(COURSE_TEAM_MAX, said("A course's team has at most {max} instructors", { max: COURSE_TEAM_MAX })),
});
export type CourseInstructorsBody = z.infer<typeof courseInstructorsBody>;

export { staffReadKinds, type StaffReadKind };

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const staffRead = z.object({
  id: z.string(),
  kind: z.enum(staffReadKinds),
  /** The submission, the upload, the quiz or the course read. */
  recordId: z.string(),
  /** Null when the account is gone. */
  staff: person.nullable(),
  staffRole: z.enum(roles),
  student: person.nullable(),
  course: z.object({ id: z.string(), title: z.string() }).nullable(),
  readAt: timestamp,
});
export type StaffRead = z.infer<typeof staffRead>;

export const AUDIT_PAGE_SIZE_MAX = 200;

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** GET /api/admin/audit: newest first. */
export const auditPage = z.object({
  reads: z.array(staffRead),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPage>;
