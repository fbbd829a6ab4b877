/** Sizes as a phone's storage settings show them: kB under a megabyte, MB with one decimal above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A saved date in the phone's own words ("24 Nov 2026"). */
export function formatSavedDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
}

export const PERSIST_REFUSED_MESSAGE =
  "This phone may clear what you save when it runs low on space. Open saved lessons now and then to keep them.";
