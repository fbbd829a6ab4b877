import { msg } from "@lingui/core/macro";

/**
 * Sizes as a phone's storage settings show them: kB under a megabyte, MB with one decimal above.
 * The number is written the page's way when given its Intl tag ("1.5 MB", "1,5 MB").
 */
export function formatBytes(bytes: number, locale = "en-US"): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  const megabytes = (bytes / 1_000_000).toFixed(1);
  return locale.startsWith("en")
    ? `${megabytes} MB`
    : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(megabytes))} MB`;
}

/** A saved date in the phone's own words ("24 Nov 2026"), in the page's language when given its Intl tag. */
export function formatSavedDate(iso: string, locale?: string): string {
  // An English page keeps the phone's own way of writing dates.
  return new Date(iso).toLocaleDateString(locale && !locale.startsWith("en") ? locale : undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

export const PERSIST_REFUSED_MESSAGE = msg`This phone may clear what you save when it runs low on space. Open saved lessons now and then to keep them.`;
