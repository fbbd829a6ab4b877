import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CalendarPlus, CircleCheck, Clock } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import type { WireBooking } from "../../lib/queries";
import { LocalTime } from "../../components/ui/local-time";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { contentLang } from "../../../shared/rules/locale";
import { JoinMeeting, PendingProposal, RateSession } from "./SessionLife";

const DEFAULT_AVATAR = "/images/default-avatar.svg";

type RenderActions = (booking: WireBooking) => ReactNode;

function UpcomingSession({ booking, renderActions }: { booking: WireBooking; renderActions?: RenderActions }) {
  const { t } = useLingui();
  const minutes = booking.duration;
  return (
    <li>
      <Card className="flex gap-4 p-4">
        <ResponsiveImage
          src={booking.mentor.imageUrl || DEFAULT_AVATAR}
          alt={booking.mentor.name}
          width={56}
          height={56}
          sizes="56px"
          className="h-14 w-14 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h4 className="font-bold">{booking.mentor.name}</h4>
              <p lang={contentLang()} className="text-sm text-teal-800">
                {booking.mentor.title}
              </p>
            </div>
            {booking.confirmedAt && !booking.pendingProposal ? (
              <Badge tone="success">
                <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> <Trans>Confirmed</Trans>
              </Badge>
            ) : (
              <Badge tone="teal">
                <Trans>Upcoming</Trans>
              </Badge>
            )}
          </div>
          <p className="mt-2 text-sm font-semibold text-ink">
            <LocalTime iso={booking.scheduledAt} withTime weekday />
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            <span className="font-semibold text-ink">{t`Topic:`}</span> {booking.topic || t`General mentorship`}
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
            <Clock className="h-4 w-4" aria-hidden="true" />{" "}
            {t`${plural(minutes, { one: "# minute", other: "# minutes" })}`}
          </p>
          <PendingProposal booking={booking} />
          <div className="mt-3 flex flex-wrap gap-2">
            <JoinMeeting booking={booking} />
            {renderActions?.(booking)}
          </div>
        </div>
      </Card>
    </li>
  );
}

function PastSession({ booking }: { booking: WireBooking }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <ResponsiveImage
        src={booking.mentor.imageUrl || DEFAULT_AVATAR}
        alt=""
        width={40}
        height={40}
        sizes="40px"
        className="h-10 w-10 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
      />
      <div className="min-w-0 flex-1">
        {/* The badge wraps under the name on a narrow phone rather than narrowing the rating's column. */}
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{booking.mentor.name}</p>
          <Badge tone="success">
            <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> <Trans context="mentor session">Completed</Trans>
          </Badge>
        </div>
        <p className="text-sm text-ink-muted">
          <LocalTime iso={booking.scheduledAt} withTime weekday />
          {booking.topic ? ` · ${booking.topic}` : ""}
        </p>
        {booking.meetingUrl && (
          <div className="mt-2">
            <JoinMeeting booking={booking} />
          </div>
        )}
        <RateSession booking={booking} />
      </div>
    </li>
  );
}

export function SessionsPanel({
  upcoming,
  history,
  renderActions,
}: {
  upcoming: WireBooking[];
  history: WireBooking[];
  /** What a student can do with an upcoming session (cancel, add to calendar), from the page. */
  renderActions?: RenderActions;
}) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="upcoming-sessions-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 id="upcoming-sessions-heading" className="text-xl font-bold">
            <Trans>Upcoming Sessions</Trans>
          </h3>
          <Link href="/mentorship" className={buttonClass("outline", "sm")}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> <Trans>Book a Session</Trans>
          </Link>
        </div>
        {upcoming.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="font-semibold">
              <Trans>No upcoming sessions</Trans>
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              <Trans>A mentor can help you plan your training and your first job. Booking is free.</Trans>
            </p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {upcoming.map((booking) => (
              <UpcomingSession key={booking.id} booking={booking} renderActions={renderActions} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="session-history-heading">
        <h3 id="session-history-heading" className="mb-3 text-xl font-bold">
          <Trans>Session History</Trans>
        </h3>
        {history.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>Your past sessions will appear here.</Trans>
          </p>
        ) : (
          <Card className="px-4">
            <ul className="divide-y divide-line">
              {history.map((booking) => (
                <PastSession key={booking.id} booking={booking} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  );
}
