/**
 * Project rules both sides apply: how many submissions a project takes when it doesn't say,
 * how long a text submission and a reviewer's feedback may be. The server enforces them; the
 * project screen, the course pages and the review form show them.
 */

export const DEFAULT_MAX_SUBMISSIONS = 1;
/** The most submissions staff may allow (the least is 1). */
export const MAX_SUBMISSIONS_LIMIT = 20;
export const SUBMISSION_CONTENT_MAX = 20_000;
export const FEEDBACK_MAX = 5000;
