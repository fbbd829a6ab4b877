/**
 * Checks of staff-edited records that the server's contracts and the browser's forms share,
 * kept free of zod so the staff screens can import them without the schema library.
 */

export const IMAGE_URL_MAX = 500;
export const IMAGE_URL_MESSAGE = 'Image URL must be a site path starting with "/" or an https URL';

/** A path on this site ("/images/x.jpg") or an https URL. */
export function isSafeImageUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export const EXPERTISE_MAX_TAGS = 10;
export const RATING_MESSAGE = "Rating must be between 0.00 and 5.00 with at most two decimals";

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
