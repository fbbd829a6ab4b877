import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { useIntlLocale } from "../../../lib/i18n";
import type { MentorSession } from "../../../../shared/contracts/mentor-accounts";
import type { Wire } from "../../../lib/queries";

const STATUS: Record<MentorSession["status"], { label: MessageDescriptor; tone: BadgeTone }> = {
  scheduled: { label: msg({ message: "Scheduled", context: "session status" }), tone: "teal" },
  completed: { label: msg({ message: "Completed", context: "session status" }), tone: "success" },
  cancelled: { label: msg({ message: "Cancelled", context: "session status" }), tone: "neutral" },
  no_show: { label: msg({ message: "No-show", context: "session status" }), tone: "warning" },
};

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
        const status = STATUS[session.status];
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
                {session.notes && (
                  <div>
                    <dt className="font-semibold">
                      <Trans>Notes</Trans>
                    </dt>
                    <dd className="break-words whitespace-pre-line text-ink-muted">{session.notes}</dd>
                  </div>
                )}
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
