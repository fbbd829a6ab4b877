/**
 * Quiz rules both sides apply: the spec's defaults for a quiz that leaves its pass threshold or
 * attempt limit out, and the grace before staff see an attempt as over its time limit. The
 * server enforces the limits; the quiz screen and the course pages show them.
 */

export const DEFAULT_PASS_THRESHOLD = 80;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** The highest values staff may set (the lowest is 1): the contract refuses more, the editor's fields stop there. */
export const PASS_THRESHOLD_MAX = 100;
export const TIME_LIMIT_MAX_MINUTES = 300;
export const MAX_ATTEMPTS_LIMIT = 20;
export const QUESTION_POINTS_MAX = 100;

/**
 * Grace on top of the time limit before staff see an attempt flagged: the auto-submit at zero
 * still has to reach the server, which takes a moment on a slow connection.
 */
export const TIME_LIMIT_GRACE_SECONDS = 30;

/**
 * A true/false question's options, and the answers sent for it: the English words, whatever the
 * page's language (screens translate only their labels).
 */
export const TRUE_FALSE_OPTIONS = ["True", "False"] as const;
export type TrueFalseAnswer = (typeof TRUE_FALSE_OPTIONS)[number];
export const isTrueFalseAnswer = (value: string): value is TrueFalseAnswer =>
  (TRUE_FALSE_OPTIONS as readonly string[]).includes(value);
