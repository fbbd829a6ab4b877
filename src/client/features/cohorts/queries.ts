import { queryOptions } from "@tanstack/react-query";
import type {
  AddMembersResult,
  BoardQuery,
  Cohort,
  CohortDetail,
  MyCohort,
  ProgressBoard,
} from "../../../shared/contracts/cohorts";
import type { Wire } from "../../lib/queries";

export type WireCohort = Wire<Cohort>;
export type WireCohortDetail = Wire<CohortDetail>;
export type WireBoard = Wire<ProgressBoard>;
export type WireAddMembersResult = Wire<AddMembersResult>;
export type { BoardQuery, MyCohort };

export const cohortsUrl = (courseId: string) => `/api/staff/courses/${courseId}/cohorts`;
export const cohortUrl = (courseId: string, cohortId: string) => `${cohortsUrl(courseId)}/${cohortId}`;
export const MY_COHORTS_URL = "/api/user/cohorts";

/** The board's query string, defaults left out (the page's address and the API's agree). */
export function boardSearch(query: BoardQuery, withPage = true): string {
  const params = new URLSearchParams();
  if (query.cohort) params.set("cohort", query.cohort);
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  if (query.dir && query.dir !== "asc") params.set("dir", query.dir);
  if (withPage && query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const boardUrl = (courseId: string, query: BoardQuery) =>
  `/api/staff/courses/${courseId}/progress${boardSearch(query)}`;
export const boardCsvUrl = (courseId: string, query: BoardQuery) =>
  `/api/staff/courses/${courseId}/progress.csv${boardSearch(query, false)}`;

export const cohortQueries = {
  list: (courseId: string) => queryOptions<WireCohort[]>({ queryKey: [cohortsUrl(courseId)] }),
  detail: (courseId: string, cohortId: string) =>
    queryOptions<WireCohortDetail>({ queryKey: [cohortUrl(courseId, cohortId)] }),
  board: (courseId: string, query: BoardQuery) => queryOptions<WireBoard>({ queryKey: [boardUrl(courseId, query)] }),
  /** The course's team (a cohort's instructors are chosen from it); the teams feature's own query. */
  team: (courseId: string) =>
    queryOptions<{ id: string; name: string; email: string }[]>({
      queryKey: [`/api/staff/courses/${courseId}/instructors`],
    }),
  /** The signed-in student's cohorts (course page, dashboard). */
  mine: () => queryOptions<MyCohort[]>({ queryKey: [MY_COHORTS_URL] }),
};
