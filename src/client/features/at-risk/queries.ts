import { queryOptions } from "@tanstack/react-query";
import type { AtRiskPage, NoteAnswer, NudgeDraft } from "../../../shared/contracts/at-risk";
import type { Wire } from "../../lib/queries";

export type WireAtRiskPage = Wire<AtRiskPage>;
export type WireAtRiskStudent = WireAtRiskPage["students"][number];
export type WireNudgeDraft = Wire<NudgeDraft>;
export type WireNoteAnswer = Wire<NoteAnswer>;

export const AT_RISK_URL = "/api/staff/at-risk";
export const AT_RISK_PAGE_SIZE = 20;
export const studentUrl = (courseId: string, studentId: string) =>
  `/api/staff/courses/${courseId}/students/${studentId}`;

export const atRiskQueries = {
  /** One page of the viewer's courses' at-risk students, newest first (issue 24). */
  list: (page: number) =>
    queryOptions<WireAtRiskPage>({ queryKey: [`${AT_RISK_URL}?page=${page}&pageSize=${AT_RISK_PAGE_SIZE}`] }),
  /** The nudge to edit, prefilled in the student's language. */
  nudge: (courseId: string, studentId: string) =>
    queryOptions<WireNudgeDraft>({ queryKey: [`${studentUrl(courseId, studentId)}/nudge`], gcTime: 0 }),
  /** The course team's private note. */
  note: (courseId: string, studentId: string) =>
    queryOptions<WireNoteAnswer>({ queryKey: [`${studentUrl(courseId, studentId)}/note`] }),
};
