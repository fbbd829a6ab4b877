import { said } from "../messages.js";
/**
 * Checks of staff-edited records that the server's contracts and the browser's forms share,
 * kept free of zod so the staff screens can import them without the schema library.
 */

export const IMAGE_URL_MAX = 500;
export const IMAGE_URL_MESSAGE = said(
  'Image URL must be an https URL, a site path under "/images/" or an uploaded image, and may not point at the API',
);

/** Site folders that hold media: public/images (the seed's and the pages' pictures) and public/videos. */
const MEDIA_FOLDERS = ["/images/", "/videos/"];
/** The address a course image upload gets (staff course image route): a file download, nothing more. */
const UPLOADED_FILE = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^/?#]+$/;
const BASE = "https://site.invalid";

/**
 * The path a browser would ask for, as the server's router sees it: dot segments resolved
 * (also "%2e%2e"), backslashes read as slashes, percent escapes decoded once. Undefined when
 * it can't be decoded.
 */
function requestedPath(url: URL): string | undefined {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a media address (an image or video shown to every visitor) is safe to load. A page
 * loads it with the visitor's cookies, so it must never name an API call: an image at
 * "/api/logout" signed out everyone who saw it. Site paths are allowed only in the media
 * folders (an allow-list: every obfuscation of "/api" falls outside it) or as an uploaded
 * file's address; https URLs anywhere except an "/api" path, since the check can't know which
 * origin is this site's.
 */
export function isSafeMediaUrl(value: string): boolean {
  if (value.startsWith("/")) {
    // "//host/x" and "/\host/x" are other origins (browsers read "\" as "/").
    if (value.startsWith("//") || value.startsWith("/\\")) return false;
    let url: URL;
    try {
      url = new URL(value, BASE);
    } catch {
      return false;
    }
    if (url.origin !== BASE) return false;
    const path = requestedPath(url);
    // An escaped slash or dot segment that only decoding reveals could still be resolved later.
    if (!path || /[\\]|\/\.{1,2}(\/|$)|\/\//.test(path)) return false;
    return MEDIA_FOLDERS.some((folder) => path.startsWith(folder)) || UPLOADED_FILE.test(path);
  }
  if (!value.startsWith("https://")) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:") return false;
  const path = requestedPath(url)?.toLowerCase();
  return !!path && !/^\/+api(\/|$)/.test(path.replace(/\\/g, "/"));
}

/** A path on this site's media folders, an uploaded image, or an https URL (see isSafeMediaUrl). */
export function isSafeImageUrl(value: string): boolean {
  return isSafeMediaUrl(value);
}

/*
 * The longest texts of each record: the contracts refuse more, the staff forms stop typing there.
 */
export const POST_TITLE_MAX = 200;
export const POST_CATEGORY_MAX = 100;
export const POST_EXCERPT_MAX = 500;
export const POST_CONTENT_MAX = 100_000;

export const MENTOR_NAME_MAX = 200;
export const MENTOR_TITLE_MAX = 200;
export const MENTOR_BIO_MAX = 5000;

export const STORY_NAME_MAX = 200;
export const STORY_PROGRAM_MAX = 200;
export const STORY_JOB_MAX = 200;
export const STORY_SALARY_MAX = 50;
export const STORY_LOCATION_MAX = 200;
export const STORY_TESTIMONIAL_MAX = 5000;

/** A success story's age and graduation year, when given: whole numbers within these bounds. */
export const STORY_AGE_MIN = 10;
export const STORY_AGE_MAX = 120;
export const STORY_AGE_MESSAGE = said("Age must be between {min} and {max}", {
  min: STORY_AGE_MIN,
  max: STORY_AGE_MAX,
});
export const GRADUATION_YEAR_MIN = 1990;
export const GRADUATION_YEAR_MAX = 2100;
export const GRADUATION_YEAR_MESSAGE = said("Graduation year must be between {min} and {max}", {
  min: GRADUATION_YEAR_MIN,
  max: GRADUATION_YEAR_MAX,
});

export const EXPERTISE_MAX_TAGS = 10;
export const RATING_MESSAGE = said("Rating must be between 0.00 and 5.00 with at most two decimals");

/** Formats a rating as numeric(3,2) stores it ("4.90"), or undefined when it isn't one. */
export function toRating(value: number | string): string | undefined {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) > 1e-6) return undefined;
    text = (cents / 100).toFixed(2);
  } else {
    text = value.trim();
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const cents = whole * 100 + Number(fraction);
  if (cents > 500) return undefined;
  return `${whole}.${fraction}`;
}
