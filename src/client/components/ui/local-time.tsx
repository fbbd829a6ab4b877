import { formatWhen } from "../../lib/format-date";
import { useIntlLocale } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * A date (and time) in the reader's time zone. The server doesn't know that zone: it renders
 * UTC, and the browser switches to local time right after hydrating, so both renders match.
 */
export function LocalTime({
  iso,
  withTime = false,
  weekday = false,
}: {
  iso: string;
  withTime?: boolean;
  /** With the time: the day of the week first ("Wed, Mar 4, 2026, 3:30 PM"). */
  weekday?: boolean;
}) {
  const zone = useHydrated() ? undefined : "UTC";
  const locale = useIntlLocale();
  return <time dateTime={iso}>{formatWhen(iso, { withTime, weekday }, zone, locale)}</time>;
}
