import { queryOptions } from "@tanstack/react-query";
import type { FollowUpForm, ImpactReport, MyOutcome, PublicFigures } from "../../../shared/contracts/outcomes";
import type { Wire } from "../../lib/queries";

/** Outcomes after the course (issue 24): the follow-up link's form, the student's points, the report. */

export const followUpFormPath = (id: string) => `/api/outcomes/follow-ups/${encodeURIComponent(id)}/form`;

export const followUpQueryOptions = (id: string, token: string) =>
  queryOptions<FollowUpForm>({
    queryKey: [`/api/outcomes/follow-ups/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`],
  });

export const myOutcomesQueryOptions = () => queryOptions<Wire<MyOutcome>[]>({ queryKey: ["/api/outcomes/mine"] });

export interface ImpactFilter {
  from: string;
  to: string;
  courseId?: string;
  /** One cohort of the course (issue 24): its members only. */
  cohortId?: string;
}

export const impactSearch = (filter: ImpactFilter) => {
  const search = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.courseId) search.set("courseId", filter.courseId);
  if (filter.cohortId) search.set("cohortId", filter.cohortId);
  return search.toString();
};

export const impactQueryOptions = (filter: ImpactFilter) =>
  queryOptions<ImpactReport>({ queryKey: [`/api/staff/impact?${impactSearch(filter)}`] });

export const impactCsvHref = (filter: ImpactFilter, figure: string) =>
  `/api/staff/impact.csv?${impactSearch(filter)}&figure=${figure}`;

export const publicFiguresQueryOptions = () =>
  queryOptions<Wire<PublicFigures>>({ queryKey: ["/api/admin/impact/public-figures"] });
