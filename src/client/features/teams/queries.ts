import { queryOptions } from "@tanstack/react-query";
import type { AuditPage, CourseInstructor } from "../../../shared/contracts/teams";
import type { Wire } from "../../lib/queries";

export type WireAuditPage = Wire<AuditPage>;
export type { CourseInstructor };

export const teamUrl = (courseId: string) => `/api/staff/courses/${courseId}/instructors`;
export const AUDIT_URL = "/api/staff/audit";
export const AUDIT_CSV_URL = "/api/staff/audit.csv";
export const AUDIT_PAGE_SIZE = 25;

export const teamQueries = {
  /** A course's team (issue 24). */
  team: (courseId: string) => queryOptions<CourseInstructor[]>({ queryKey: [teamUrl(courseId)] }),
  /** One page of the audit of staff reads, newest first. */
  audit: (page: number) =>
    queryOptions<WireAuditPage>({ queryKey: [`${AUDIT_URL}?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`] }),
};
