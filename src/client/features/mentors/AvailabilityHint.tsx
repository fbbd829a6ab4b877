import { Trans, useLingui } from "@lingui/react/macro";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import type { PublicAvailability } from "../../../shared/contracts/mentor-accounts";
import { needsAvailabilityNotice } from "../../../shared/rules/availability";
import { useIntlLocale } from "../../lib/i18n";
import type { Wire } from "../../lib/queries";
import { parseDateTimeLocal } from "./booking";

/** How many of the mentor's next free windows the dialog lists. */
const SHOWN = 4;

const availabilityQuery = (mentorId: string) =>
  queryOptions<Wire<PublicAvailability>>({ queryKey: ["/api/mentors", mentorId, "availability"] });

/**
 * Issue 26: the mentor's next free windows in the student's own zone (the browser's), and a gentle
 * notice when the chosen time is outside them or overlaps another of the mentor's sessions. The
 * time stays allowed: the mentor confirms or suggests another.
 */
export function AvailabilityHint({
  mentorId,
  name,
  scheduledAt,
  duration,
}: {
  mentorId: string;
  name: string;
  scheduledAt: string;
  duration: number;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const { data } = useQuery(availabilityQuery(mentorId));
  if (!data) return null;
  const availability = {
    hasWindows: data.hasWindows,
    freeWindows: data.freeWindows.map((w) => ({ start: Date.parse(w.start), end: Date.parse(w.end) })),
    busy: data.busy.map((w) => ({ start: Date.parse(w.start), end: Date.parse(w.end) })),
    horizonEnd: Date.parse(data.horizonEnd),
  };
  const chosen = parseDateTimeLocal(scheduledAt);
  const start = chosen?.getTime();
  const showNotice = start !== undefined && needsAvailabilityNotice(availability, start, start + duration * 60_000);
  const day = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short" });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
  const windows = availability.freeWindows.slice(0, SHOWN);
  return (
    <div className="space-y-2">
      {data.hasWindows && (
        <div className="rounded-lg bg-teal-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-teal-900">
            <CalendarClock className="h-4 w-4" aria-hidden="true" />
            <Trans>Next free times</Trans>
          </p>
          {windows.length === 0 ? (
            <p className="mt-1 text-ink-muted">
              <Trans>No free times in the next four weeks.</Trans>
            </p>
          ) : (
            <ul className="mt-1 space-y-0.5">
              {windows.map((window) => (
                <li key={window.start}>
                  {day.format(window.start)}, {time.format(window.start)} – {time.format(window.end)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {showNotice && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-ink">
          {t`${name} usually isn't available then — they'll confirm or suggest another time.`}
        </p>
      )}
    </div>
  );
}
