const dateOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const timeOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/**
 * "Mar 4, 2026", or with `withTime` "Mar 4, 2026, 3:30 PM" ("Wed, Mar 4, 2026, …" with
 * `weekday`), in `timeZone` (named after the time, as "UTC") or else the reader's own zone.
 */
export function formatWhen(
  iso: string,
  { withTime = false, weekday = false }: { withTime?: boolean; weekday?: boolean } = {},
  timeZone?: string,
  /** The Intl tag of the page's language (useIntlLocale() in lib/i18n.ts). */
  locale = "en-US",
): string {
  return new Intl.DateTimeFormat(locale, {
    ...(withTime && weekday ? { weekday: "short" } : {}),
    ...dateOptions,
    ...(withTime ? timeOptions : {}),
    timeZone,
    timeZoneName: withTime && timeZone ? "short" : undefined,
  }).format(new Date(iso));
}
