/**
 * Why a student is at risk in a course (issue 24); docs/at-risk.md gives the exact reading of each.
 * - inactive: enrolled, not completed, and no activity in the course for AT_RISK_DAYS (default 7);
 * - quiz_attempts_used: failed a quiz of the course and has no attempts left;
 * - revision_waiting: a project came back "needs revision" and nothing was resubmitted for 7 days;
 * - missed_session: missed a booked mentor session (status no_show) in the last NO_SHOW_DAYS days.
 */
export const atRiskReasons = ["inactive", "quiz_attempts_used", "revision_waiting", "missed_session"] as const;
export type AtRiskReason = (typeof atRiskReasons)[number];

/** AT_RISK_DAYS when the environment does not say. */
export const DEFAULT_AT_RISK_DAYS = 7;
/** Days without a resubmission after "needs revision" (the fixed 7). */
export const REVISION_WAIT_DAYS = 7;
/** A missed mentor session counts for twice AT_RISK_DAYS (14 days by default). */
export const noShowDays = (atRiskDays: number) => atRiskDays * 2;

/** The longest nudge and note staff may write. */
export const NUDGE_SUBJECT_MAX = 200;
export const NUDGE_MESSAGE_MAX = 4000;
export const NOTE_MAX = 2000;
