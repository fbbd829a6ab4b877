import { said } from "../messages.js";

/**
 * Outcomes after the course (issue 24): what a follow-up asks, where an answer came from, and
 * the small-group rule of the impact report.
 */

/** Employed? full-time / part-time / self-employed / no. */
export const employmentStatuses = ["full-time", "part-time", "self-employed", "no"] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

/** Who gave an answer: the student (follow-up link or dashboard) or staff (a phone call). */
export const outcomeSources = ["student", "staff"] as const;
export type OutcomeSource = (typeof outcomeSources)[number];

/**
 * A follow-up's state: scheduled (waits for its due time), sent (its link was mailed),
 * answered, or skipped (nothing was sent: no address, or the student turned these emails off).
 */
export const followUpStatuses = ["scheduled", "sent", "answered", "skipped"] as const;
export type FollowUpStatus = (typeof followUpStatuses)[number];

/** Months after the certificate a follow-up goes, unless FOLLOW_UP_MONTHS says otherwise. */
export const DEFAULT_FOLLOW_UP_MONTHS = [6, 12] as const;
/** The points the report shows (employed or in education at 6 and 12 months). */
export const REPORT_POINTS = [6, 12] as const;

/** A follow-up link works this many days after it was sent, then answers 410. */
export const FOLLOW_UP_LINK_DAYS = 60;

/** Hourly wage limits (in the currency's units): above this is a typo, not a wage. */
export const HOURLY_WAGE_MAX = 500;

/** Any aggregate over a group smaller than this shows "fewer than 5" instead of a number. */
export const SMALL_GROUP = 5;
/**
 * The value the API and CSV carry instead of a number for a group smaller than 5. A message too
 * (said), so its words have their Spanish; the API carries it as this English value.
 */
export const FEWER_THAN_5 = said("fewer than 5");

/** Whether an answer counts as "employed or in education". */
export const isEmployedOrInEducation = (answer: { employment: EmploymentStatus; inEducation: boolean }) =>
  answer.employment !== "no" || answer.inEducation;
