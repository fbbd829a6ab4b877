import type { Executor } from "../../../db/types.js";
import type { FigureValue, ImpactQuery, ImpactReport, PublicFigures } from "../../../shared/contracts/outcomes.js";
import { FEWER_THAN_5, isEmployedOrInEducation, REPORT_POINTS, SMALL_GROUP } from "../../../shared/rules/outcomes.js";
import { personName } from "../../../shared/rules/people.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toCsv, type CsvColumn } from "../../lib/csv.js";
import type { PublicCache } from "../../cache.js";
import * as teams from "../teams/index.js";
import * as queries from "./outcomes.queries.js";

/*
 * The impact report (/admin/impact, issue 24), for a range of dates (UTC days, both included),
 * every course the viewer may act on or one of them. Definitions:
 *
 * - the report's enrolments are those that began before the range ended and had not completed
 *   before it started (queries.listReportEnrolments); students served: their distinct students;
 * - enrolments: those that began in the range; completions: those completed in the range;
 *   certificates: issued in the range; median days to complete: over the completions in the range;
 * - the outcome figures are about the completers whose certificate was issued in the range:
 *   follow-ups sent to them and answered by them (response rate = answered / sent); at 6 and 12
 *   months, the respondents (an answer recorded at that point, by the student or staff) and how
 *   many were employed or in education; median hourly wage over each one's latest answer with a wage.
 *
 * Privacy: any aggregate over a group smaller than 5 is "fewer than 5" (FEWER_THAN_5), in the API
 * and the CSV: a count below 5, and a median or rate whose group (completions, follow-ups sent,
 * respondents, wages) has fewer than 5 members. Rates take their group's size as the group.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A count, or "fewer than 5" below 5. */
export const countFigure = (count: number): FigureValue => (count < SMALL_GROUP ? FEWER_THAN_5 : count);

/** The median of the values (the mean of the middle two when even), or "fewer than 5" for fewer than 5. */
export function medianFigure(values: number[], digits = 1): FigureValue {
  if (values.length < SMALL_GROUP) return FEWER_THAN_5;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return round(median, digits);
}

/** part / group as a percentage (one decimal), or "fewer than 5" for a group below 5. */
export const percentFigure = (part: number, group: number): FigureValue =>
  group < SMALL_GROUP ? FEWER_THAN_5 : round((100 * part) / group, 1);

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The viewer's courses the report covers: one course (404 outside their team), or all they may act on. */
async function scopeOf(db: Executor, viewer: teams.Viewer, query: ImpactQuery): Promise<queries.ReportScope> {
  if (query.cohortId !== undefined) {
    // One cohort: its course must be the one asked for (if any) and the viewer's, else 404 as a missing cohort.
    const courseOfCohort = isUuid(query.cohortId) ? await queries.courseOfCohort(db, query.cohortId) : undefined;
    if (
      !courseOfCohort ||
      (query.courseId !== undefined && query.courseId !== courseOfCohort) ||
      !(await teams.mayActOnCourse(db, viewer, courseOfCohort))
    ) {
      throw notFound("Cohort");
    }
    return { courseIds: [courseOfCohort], cohortId: query.cohortId };
  }
  if (query.courseId !== undefined) {
    if (!isUuid(query.courseId) || !(await teams.mayActOnCourse(db, viewer, query.courseId))) {
      throw notFound("Course");
    }
    return { courseIds: [query.courseId] };
  }
  const courses = await teams.coursesOf(db, viewer);
  return courses === "all" ? {} : { courseIds: [...courses] };
}

const rangeOf = (query: ImpactQuery) => ({
  start: new Date(`${query.from}T00:00:00.000Z`),
  end: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS),
});

/** Everything the report is computed from, one row per enrolment. */
async function loadRows(db: Executor, viewer: teams.Viewer, query: ImpactQuery) {
  const scope = await scopeOf(db, viewer, query);
  const { start, end } = rangeOf(query);
  const enrolments = await queries.listReportEnrolments(db, scope, start, end);
  const within = (date: Date | null) => date !== null && date >= start && date < end;
  const exited = enrolments.filter((row) => within(row.certificateIssuedAt));
  const followUps = await queries.listFollowUpsOf(
    db,
    exited.map((row) => row.certificateId!),
  );
  const outcomes = await queries.listOutcomesOfCourses(db, scope);
  const rows = enrolments.map((row) => {
    const key = `${row.userId}:${row.courseId}`;
    const ownFollowUps = row.certificateId ? followUps.filter((f) => f.certificateId === row.certificateId) : [];
    const answers = outcomes.filter((answer) => `${answer.userId}:${answer.courseId}` === key);
    return {
      ...row,
      enrolledInRange: within(row.enrolledAt),
      completedInRange: within(row.completedAt),
      exitedInRange: within(row.certificateIssuedAt),
      followUps: ownFollowUps,
      answers: answers.sort((a, b) => a.months - b.months),
    };
  });
  return { rows, start, end };
}

type ReportRow = Awaited<ReturnType<typeof loadRows>>["rows"][number];

export async function getImpactReport(db: Executor, viewer: teams.Viewer, query: ImpactQuery): Promise<ImpactReport> {
  const { rows, start, end } = await loadRows(db, viewer, query);
  return computeReport(rows, query, start, end);
}

function computeReport(rows: ReportRow[], query: ImpactQuery, start: Date, end: Date): ImpactReport {
  const completed = rows.filter((row) => row.completedInRange);
  const exited = rows.filter((row) => row.exitedInRange);
  const sent = exited.flatMap((row) => row.followUps.filter((f) => f.sentAt !== null));
  const answered = sent.filter((f) => f.status === "answered");
  const points = REPORT_POINTS.map((months) => {
    const answers = exited.flatMap((row) => row.answers.filter((answer) => answer.months === months));
    const positive = answers.filter(isEmployedOrInEducation).length;
    const isSmall = answers.length < SMALL_GROUP;
    return {
      months,
      respondents: countFigure(answers.length),
      employedOrInEducation: isSmall ? FEWER_THAN_5 : positive,
      percent: percentFigure(positive, answers.length),
    };
  });
  const wages = exited.flatMap((row) => {
    const latest = [...row.answers].reverse().find((answer) => answer.hourlyWage !== null);
    return latest ? [Number(latest.hourlyWage)] : [];
  });
  const byMonth = new Map<string, number>();
  for (let month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)); month < end;) {
    byMonth.set(month.toISOString().slice(0, 7), 0);
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
  for (const row of completed) {
    const month = row.completedAt!.toISOString().slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
  }
  return {
    from: query.from,
    to: query.to,
    courseId: query.courseId ?? null,
    studentsServed: countFigure(new Set(rows.map((row) => row.userId)).size),
    enrolments: countFigure(rows.filter((row) => row.enrolledInRange).length),
    completions: countFigure(completed.length),
    certificates: countFigure(exited.length),
    medianDaysToComplete: medianFigure(
      completed.map((row) => (row.completedAt!.getTime() - row.enrolledAt.getTime()) / DAY_MS),
    ),
    followUpsSent: countFigure(sent.length),
    followUpsAnswered: countFigure(answered.length),
    followUpResponseRate: percentFigure(answered.length, sent.length),
    points,
    medianHourlyWage: medianFigure(wages, 2),
    completionsByMonth: [...byMonth].map(([month, count]) => ({ month, completions: countFigure(count) })),
    generatedAt: new Date().toISOString(),
  };
}

const figureCell = (value: FigureValue) => (value === null ? "" : value);

/** One figure of the report as CSV, or the underlying rows (one per enrolment). */
export async function impactCsv(
  db: Executor,
  viewer: teams.Viewer,
  query: ImpactQuery,
  figure: "summary" | "completions-by-month" | "employment" | "rows",
): Promise<string> {
  const { rows, start, end } = await loadRows(db, viewer, query);
  const report = computeReport(rows, query, start, end);
  if (figure === "summary") {
    const summary: [string, FigureValue][] = [
      ["students served", report.studentsServed],
      ["enrolments", report.enrolments],
      ["completions", report.completions],
      ["certificates", report.certificates],
      ["median days to complete", report.medianDaysToComplete],
      ["follow-ups sent", report.followUpsSent],
      ["follow-ups answered", report.followUpsAnswered],
      ["follow-up response rate (%)", report.followUpResponseRate],
      ...report.points.flatMap((point): [string, FigureValue][] => [
        [`respondents at ${point.months} months`, point.respondents],
        [`employed or in education at ${point.months} months`, point.employedOrInEducation],
        [`employed or in education at ${point.months} months (%)`, point.percent],
      ]),
      ["median hourly wage", report.medianHourlyWage],
    ];
    const columns: CsvColumn<[string, FigureValue]>[] = [
      { header: "figure", value: ([name]) => name },
      { header: "value", value: ([, value]) => figureCell(value) },
      { header: "from", value: () => report.from },
      { header: "to", value: () => report.to },
    ];
    return toCsv(columns, summary);
  }
  if (figure === "completions-by-month") {
    return toCsv(
      [
        { header: "month", value: (row: ImpactReport["completionsByMonth"][number]) => row.month },
        { header: "completions", value: (row) => figureCell(row.completions) },
      ],
      report.completionsByMonth,
    );
  }
  if (figure === "employment") {
    return toCsv(
      [
        { header: "months after the course", value: (row: ImpactReport["points"][number]) => row.months },
        { header: "respondents", value: (row) => figureCell(row.respondents) },
        { header: "employed or in education", value: (row) => figureCell(row.employedOrInEducation) },
        { header: "percent", value: (row) => figureCell(row.percent) },
      ],
      report.points,
    );
  }
  const answerAt = (row: ReportRow, months: number) => row.answers.find((answer) => answer.months === months);
  const iso = (date: Date | null) => (date ? date.toISOString() : "");
  const columns: CsvColumn<ReportRow>[] = [
    { header: "student", value: (row) => personName(row) },
    { header: "email", value: (row) => row.email },
    { header: "course", value: (row) => row.courseTitle },
    { header: "enrolled at", value: (row) => iso(row.enrolledAt) },
    { header: "completed at", value: (row) => iso(row.completedAt) },
    {
      header: "days to complete",
      value: (row) =>
        row.completedAt ? round((row.completedAt.getTime() - row.enrolledAt.getTime()) / DAY_MS, 1) : "",
    },
    { header: "certificate issued at", value: (row) => iso(row.certificateIssuedAt) },
    { header: "follow-ups sent", value: (row) => row.followUps.filter((f) => f.sentAt !== null).length },
    { header: "follow-ups answered", value: (row) => row.followUps.filter((f) => f.status === "answered").length },
    ...REPORT_POINTS.flatMap((months): CsvColumn<ReportRow>[] => [
      { header: `employment at ${months} months`, value: (row) => answerAt(row, months)?.employment ?? "" },
      {
        header: `in education at ${months} months`,
        value: (row) => {
          const answer = answerAt(row, months);
          return answer ? (answer.inEducation ? "yes" : "no") : "";
        },
      },
      { header: `hourly wage at ${months} months`, value: (row) => answerAt(row, months)?.hourlyWage ?? "" },
      { header: `recorded by at ${months} months`, value: (row) => answerAt(row, months)?.source ?? "" },
    ]),
  ];
  return toCsv(columns, rows);
}

/* The public site's figures. */

export const PUBLIC_FIGURES_TOPIC = "impact";

export async function getPublicFigures(db: Executor): Promise<PublicFigures> {
  const row = await queries.findImpactSettings(db);
  if (!row?.liveFigures) {
    return { live: false, studentsServed: null, completions: null, certificates: null, asOf: null };
  }
  return {
    live: true,
    studentsServed: row.studentsServed,
    completions: row.completions,
    certificates: row.certificates,
    asOf: row.asOf,
  };
}

/**
 * An admin switches the public figures to live ones (taken from the report over all time, now)
 * or back to the spec's fixed numbers; live figures are refreshed by switching on again. The
 * public pages' HTML caches are dropped after the change commits.
 */
export async function setPublicFigures(
  db: Executor,
  cache: PublicCache,
  admin: teams.Viewer,
  live: boolean,
  now = new Date(),
): Promise<PublicFigures> {
  if (live) {
    const { rows } = await loadRows(db, admin, { from: "2000-01-01", to: now.toISOString().slice(0, 10) });
    await queries.saveImpactSettings(db, {
      liveFigures: true,
      studentsServed: new Set(rows.map((row) => row.userId)).size,
      completions: rows.filter((row) => row.completedAt !== null).length,
      certificates: rows.filter((row) => row.certificateIssuedAt !== null).length,
      asOf: now,
      changedBy: admin.id,
    });
  } else {
    await queries.saveImpactSettings(db, { liveFigures: false, changedBy: admin.id });
  }
  await cache.invalidate(PUBLIC_FIGURES_TOPIC);
  return getPublicFigures(db);
}
