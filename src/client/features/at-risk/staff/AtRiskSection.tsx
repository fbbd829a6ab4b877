import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { NotebookPen, Send } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Pager } from "../../../components/staff/Pager";
import { Card, CardBody } from "../../../components/ui/card";
import { LocalTime } from "../../../components/ui/local-time";
import { errorMessage } from "../../../lib/api";
import type { AtRiskReason } from "../../../../shared/rules/at-risk";
import { useOpenedOnce } from "../../../components/ui/use-opened-once";
import { AT_RISK_PAGE_SIZE, atRiskQueries, type WireAtRiskPage, type WireAtRiskStudent } from "../queries";

// The dialogs' code (Radix Dialog, the form kit) loads when one first opens, not with the overview.
const NudgeDialog = lazy(() => import("./NudgeDialog").then((module) => ({ default: module.NudgeDialog })));
const NoteDialog = lazy(() => import("./NoteDialog").then((module) => ({ default: module.NoteDialog })));

/** The card's two actions, each opening its dialog. */
function StudentActions({ row }: { row: WireAtRiskStudent }) {
  const [open, setOpen] = useState<"nudge" | "note" | null>(null);
  const nudgeOpened = useOpenedOnce(open === "nudge");
  const noteOpened = useOpenedOnce(open === "note");
  const props = { courseId: row.course.id, student: row.student };
  const change = (which: "nudge" | "note") => (isOpen: boolean) => setOpen(isOpen ? which : null);
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setOpen("nudge")}>
        <Send className="h-4 w-4" aria-hidden="true" /> <Trans>Send a nudge</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen("note")}>
        <NotebookPen className="h-4 w-4" aria-hidden="true" />{" "}
        {row.note ? <Trans>Edit note</Trans> : <Trans>Add a note</Trans>}
      </Button>
      <Suspense fallback={null}>
        {nudgeOpened && <NudgeDialog {...props} open={open === "nudge"} onOpenChange={change("nudge")} />}
        {noteOpened && <NoteDialog {...props} open={open === "note"} onOpenChange={change("note")} />}
      </Suspense>
    </div>
  );
}

const REASON_LABELS: Record<AtRiskReason, MessageDescriptor> = {
  inactive: msg`No recent activity`,
  quiz_attempts_used: msg`No quiz attempts left`,
  revision_waiting: msg`Revision not resubmitted`,
  missed_session: msg`Missed a mentor session`,
};

function ReasonLine({ reason, days }: { reason: WireAtRiskStudent["reasons"][number]; days: number }) {
  const { i18n } = useLingui();
  const detail = reason.detail;
  return (
    <li className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <Badge tone="warning">{i18n._(REASON_LABELS[reason.reason])}</Badge>
      <span className="text-sm text-ink-muted">
        {reason.reason === "inactive" ? (
          <Trans>Nothing done in the course for {days} days or more.</Trans>
        ) : reason.reason === "quiz_attempts_used" ? (
          <Trans>Failed “{detail}” with every attempt used.</Trans>
        ) : reason.reason === "revision_waiting" ? (
          <Trans>“{detail}” needs revision; nothing resubmitted for 7 days.</Trans>
        ) : (
          <Trans>
            Did not come to a booked session (<LocalTime iso={reason.since} />
            ).
          </Trans>
        )}
      </span>
    </li>
  );
}

function StudentCard({ row, days }: { row: WireAtRiskStudent; days: number }) {
  const headingId = useId();
  const nudgedBy = row.lastNudge?.sentBy?.name ?? "—";
  return (
    <li>
      <Card>
        <CardBody className="sm:p-5">
          <article aria-labelledby={headingId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 id={headingId} className="text-lg font-bold break-words">
                {row.student.name}
              </h3>
              <p className="text-sm text-ink-muted">
                <Trans>
                  At risk since <LocalTime iso={row.becameAtRiskAt} />
                </Trans>
              </p>
            </div>
            <p className="text-sm break-all text-ink-muted">{row.student.email}</p>
            <p className="mt-1 font-semibold break-words">{row.course.title}</p>
            <ul className="mt-3 space-y-2">
              {row.reasons.map((reason) => (
                <ReasonLine
                  key={`${reason.reason}-${reason.since}-${reason.detail ?? ""}`}
                  reason={reason}
                  days={days}
                />
              ))}
            </ul>
            <p className="mt-3 text-sm">
              <Trans>
                Last activity: <LocalTime iso={row.lastActivityAt} />
              </Trans>
            </p>
            {row.lastNudge && (
              <p className="mt-1 text-sm text-ink-muted">
                <Trans>
                  Last nudge: <LocalTime iso={row.lastNudge.sentAt} /> by {nudgedBy}
                </Trans>
              </p>
            )}
            {row.note && (
              <blockquote className="mt-3 rounded-md border-l-4 border-brand-200 bg-brand-50 px-3 py-2 text-sm break-words whitespace-pre-line">
                {row.note.body}
              </blockquote>
            )}
            <StudentActions row={row} />
          </article>
        </CardBody>
      </Card>
    </li>
  );
}

function AtRiskList({ data, page, setPage }: { data: WireAtRiskPage; page: number; setPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(data.total / AT_RISK_PAGE_SIZE));
  const total = data.total;
  if (data.students.length === 0) {
    return (
      <Card className="px-6 py-10 text-center">
        <p className="font-semibold">
          <Trans>No students are at risk in your courses right now.</Trans>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>Students who fall behind will show here, with the reasons.</Trans>
        </p>
      </Card>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted">
        <Trans>{total} at risk.</Trans>
      </p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {data.students.map((row) => (
          <StudentCard key={`${row.student.id}-${row.course.id}`} row={row} days={data.atRiskDays} />
        ))}
      </ul>
      <Pager label={t`Pages of students at risk`} page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/**
 * The staff overview's "Students at risk" (issue 24): the viewer's courses' students who fell
 * behind, newest first, with the reasons, the course and the last activity; each with "Send a
 * nudge" and the team's private note.
 */
export function AtRiskSection() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...atRiskQueries.list(page), placeholderData: keepPreviousData });
  return (
    <section className="mt-10" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        <Trans>Students at risk</Trans>
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-ink-muted">
        <Trans>
          Students in your courses who have fallen behind, newest first. Reach out while there is still time to help.
        </Trans>
      </p>
      {query.isPending ? (
        <p aria-busy="true" className="text-ink-muted">
          <Trans>Loading students at risk…</Trans>
        </p>
      ) : query.isError ? (
        <div role="alert">
          <p className="font-semibold">
            <Trans>We couldn&apos;t load the students at risk.</Trans> {errorMessage(query.error)}
          </p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : (
        <AtRiskList data={query.data} page={page} setPage={setPage} />
      )}
    </section>
  );
}
