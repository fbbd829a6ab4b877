import { z } from "zod";
import { said } from "../messages.js";
import { decimalString, isoDate, nullableTimestamp, optionalText, timestamp } from "./common.js";
import {
  employmentStatuses,
  FEWER_THAN_5,
  followUpStatuses,
  HOURLY_WAGE_MAX,
  outcomeSources,
} from "../rules/outcomes.js";

/** Outcomes after the course (issue 24): follow-up answers, staff records, the impact report. */

export { employmentStatuses, FEWER_THAN_5, followUpStatuses, outcomeSources };

const WAGE_MESSAGE = said("Hourly wage must be a number above 0 and at most {max}, with at most two decimals", {
  max: HOURLY_WAGE_MAX,
});

/** An hourly wage as typed ("17.50", "17,50", "$18"): an exact decimal string, or null when left empty. */
export const hourlyWageField = z
  .union([z.string().max(20, WAGE_MESSAGE), z.number()])
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null) return null;
    const typed = String(value)
      .trim()
      .replace(/^\$\s*/, "")
      .replace(",", ".");
    if (typed === "") return null;
    const amount = Number(typed);
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed) || !(amount > 0) || amount > HOURLY_WAGE_MAX) {
      context.addIssue({ code: "custom", message: WAGE_MESSAGE });
      return z.NEVER;
    }
    return amount.toFixed(2);
  });

/** The follow-up form's answers (the link's form, the dashboard, and staff after a phone call). */
export const outcomeAnswerBody = z.object({
  employment: z.enum(employmentStatuses, { message: said("Choose whether you are employed") }),
  inEducation: z.boolean({ message: said("Choose whether you are in education or training") }),
  employer: optionalText("Employer", 200),
  jobTitle: optionalText("Job title", 200),
  hourlyWage: hourlyWageField,
  otherCredential: optionalText("Other credential", 200),
});
export type OutcomeAnswerBody = z.input<typeof outcomeAnswerBody>;

/** An answer as stored. */
export const outcomeAnswer = z.object({
  employment: z.enum(employmentStatuses),
  inEducation: z.boolean(),
  employer: z.string().nullable(),
  jobTitle: z.string().nullable(),
  hourlyWage: decimalString.nullable(),
  otherCredential: z.string().nullable(),
  source: z.enum(outcomeSources),
  recordedAt: timestamp,
});
export type OutcomeAnswer = z.output<typeof outcomeAnswer>;

/** What the link's page shows: the first name and the course, nothing more (shared phones). */
export const followUpForm = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  courseTitle: z.string(),
  months: z.number().int(),
});
export type FollowUpForm = z.output<typeof followUpForm>;

/** The link's token travels in the query (GET) and the body (POST). */
export const followUpTokenQuery = z.object({ token: z.string().min(1).max(200) });
export const followUpAnswerBody = outcomeAnswerBody.extend({ token: z.string().min(1).max(200) });

/** One of the student's own follow-up points (dashboard): due or answered. */
export const myOutcome = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  months: z.number().int(),
  followUpId: z.string().nullable(),
  status: z.enum(followUpStatuses).nullable(),
  dueAt: nullableTimestamp,
  answer: outcomeAnswer.nullable(),
});
export const myOutcomes = z.array(myOutcome);
export type MyOutcome = z.output<typeof myOutcome>;

export const monthsParams = z.object({ id: z.string().max(100), months: z.coerce.number().int().min(1).max(120) });
export const staffOutcomeParams = monthsParams.extend({ userId: z.string().max(100) });

/** A completer of a course, with the answers recorded so far (staff, before calling). */
export const completer = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  completedAt: nullableTimestamp,
  certificateIssuedAt: nullableTimestamp,
  outcomes: z.array(outcomeAnswer.extend({ months: z.number().int(), recordedBy: z.string().nullable() })),
});
export const completers = z.array(completer);
export type Completer = z.output<typeof completer>;

/* The impact report. */

/** A figure: a number, or "fewer than 5" for a group too small to show, or null when there is nothing to count. */
export const figureValue = z.union([z.number(), z.literal(FEWER_THAN_5)]).nullable();
export type FigureValue = z.infer<typeof figureValue>;

const dateOnly = z.iso.date();

export const impactQuery = z
  .object({
    from: dateOnly,
    to: dateOnly,
    courseId: z.string().max(100).optional(),
    /** A cohort of the course (issue 24's cohorts): answered 400 until cohorts exist. */
    cohortId: z.string().max(100).optional(),
  })
  .refine((query) => query.from <= query.to, {
    message: said("The start date must be on or before the end date"),
    path: ["to"],
  });
export type ImpactQuery = z.infer<typeof impactQuery>;

export const pointFigures = z.object({
  months: z.number().int(),
  /** Respondents at this point (completers in the range who answered). */
  respondents: figureValue,
  employedOrInEducation: figureValue,
  /** employedOrInEducation / respondents, 0 to 100. */
  percent: figureValue,
});

export const impactReport = z.object({
  from: dateOnly,
  to: dateOnly,
  courseId: z.string().nullable(),
  studentsServed: figureValue,
  enrolments: figureValue,
  completions: figureValue,
  certificates: figureValue,
  medianDaysToComplete: figureValue,
  followUpsSent: figureValue,
  followUpsAnswered: figureValue,
  /** Answered / sent, 0 to 100. */
  followUpResponseRate: figureValue,
  points: z.array(pointFigures),
  medianHourlyWage: figureValue,
  /** Completions per month of the range, for the chart. */
  completionsByMonth: z.array(z.object({ month: z.string(), completions: figureValue })),
  generatedAt: isoDate,
});
export type ImpactReport = z.output<typeof impactReport>;

export const impactFigures = ["summary", "completions-by-month", "employment", "rows"] as const;
export const impactCsvQuery = impactQuery.and(z.object({ figure: z.enum(impactFigures).default("summary") }));

/** The public site's figures: the spec's fixed numbers, or live ones from the report "as of" a date. */
export const publicFigures = z.object({
  live: z.boolean(),
  studentsServed: z.number().int().nullable(),
  completions: z.number().int().nullable(),
  certificates: z.number().int().nullable(),
  asOf: nullableTimestamp,
});
export type PublicFigures = z.output<typeof publicFigures>;
export const publicFiguresBody = z.object({ live: z.boolean() });

/** The e2e tests' hook (E2E_HOOKS=on only): a student's follow-up at `months` made due now and sent. */
export const e2eFollowUpDueBody = z.object({ email: z.email(), months: z.number().int().min(1).max(120) });
export const e2eFollowUpDueAnswer = z.object({ sent: z.number().int() });
