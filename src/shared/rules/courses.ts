/** Course rules both sides apply: what a course image may be. */

/** A course image: JPEG, PNG or WebP (no GIF), up to 2 MB. */
export const COURSE_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
