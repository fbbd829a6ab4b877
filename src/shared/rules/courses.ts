/** Course rules both sides apply: what a course image may be. */

/** A course image: JPEG, PNG or WebP (no GIF), up to 2 MB. */
export const COURSE_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A lesson's transcript (plain text or simple Markdown): at most this many characters. The
 * lessons.transcript column is varchar(50000), so the database holds the same line.
 */
export const LESSON_TRANSCRIPT_MAX = 50_000;
