import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { useIntlLocale } from "../../../lib/i18n";
import type { MentorSession } from "../../../../shared/contracts/mentor-accounts";
import type { Wire } from "../../../lib/queries";
import { SessionActions } from "./SessionActions";

const STATUS: Record<MentorSession["status"], { label: MessageDescriptor; tone: BadgeTone }> = {
  scheduled: { label: msg({ message: "Scheduled", context: "session status" }), tone: "teal" },
  completed: { label: msg({ message: "Completed", context: "session status" }), tone: "success" },
  cancelled: { label: msg({ message: "Cancelled", context: "session status" }), tone: "neutral" },
  no_show: { label: msg({ message: "No-show", context: "session status" }), tone: "warning" },
};

/**
 * A scheduled session's state: confirmed, a new time proposed, waiting for the mentor (while they
 * may still confirm), else simply scheduled (it has started without a confirmation).
 */
function scheduledStatus(session: Wire<MentorSession>): { label: MessageDescriptor; tone: BadgeTone } {
  if (session.pendingProposal) return { label: msg`Proposed new time`, tone: "warning" };
  if (session.confirmedAt) return { label: msg`Confirmed`, tone: "success" };
  if (session.canConfirm) return { label: msg`Awaiting your confirmation`, tone: "teal" };
  return STATUS.scheduled;
}

/** The mentor's sessions: date and time in the mentor's zone, the student's first name, topic, status (and notes). */
export function SessionList({
  sessions,
  timeZone,
  emptyText,
}: {
  sessions: Wire<MentorSession>[];
  timeZone: string;
  emptyText: string;
}) {
  const { t, i18n } = useLingui();
  const ratingOf = (score: number) => t`${score} of 5`;
  const locale = useIntlLocale();
  if (sessions.length === 0) return <p className="text-ink-muted">{emptyText}</p>;
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" });
  return (
    <ul className="space-y-3">
      {sessions.map((session) => {
        const start = new Date(session.scheduledAt);
        const end = new Date(session.endsAt);
        const status = session.status === "scheduled" ? scheduledStatus(session) : STATUS[session.status];
        const proposal = session.pendingProposal;
        return (
          <li key={session.id}>
            <Card className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-bold">
                    <time dateTime={session.scheduledAt}>{date.format(start)}</time>
                  </p>
                  <p className="text-sm text-ink-muted">
                    {time.format(start)} – {time.format(end)}
                  </p>
                </div>
                <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
              </div>
              <dl className="mt-3 grid gap-1 text-sm">
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">
                    <Trans>Student</Trans>
                  </dt>
                  <dd>{session.student.firstName || t`A student`}</dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">
                    <Trans>Topic</Trans>
                  </dt>
                  <dd className="break-words">{session.topic || t`No topic given`}</dd>
                </div>
                {proposal && (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold">
                      <Trans>Proposed time</Trans>
                    </dt>
                    <dd>
                      <time dateTime={proposal.scheduledAt}>
                        {date.format(new Date(proposal.scheduledAt))}, {time.format(new Date(proposal.scheduledAt))}
                      </time>
                    </dd>
                  </div>
                )}
                {session.notes && (
                  <div>
                    <dt className="font-semibold">
                      <Trans>Notes</Trans>
                    </dt>
                    <dd className="break-words whitespace-pre-line text-ink-muted">{session.notes}</dd>
                  </div>
                )}
                {session.mentorNote && session.status !== "scheduled" && (
                  <div>
                    <dt className="font-semibold">
                      <Trans>Your private note</Trans>
                    </dt>
                    <dd className="break-words whitespace-pre-line text-ink-muted">{session.mentorNote}</dd>
                  </div>
                )}
                {session.ratingScore !== null && (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold">
                      <Trans>Student's rating</Trans>
                    </dt>
                    <dd>{ratingOf(session.ratingScore)}</dd>
                  </div>
                )}
              </dl>
              <SessionActions session={session} timeZone={timeZone} />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
