import { ChevronRight, Inbox } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { humanize, statusTone } from "../../lib/submission-badges";
import { personName } from "../../lib/format";
import { LocalTime } from "../../components/ui/local-time";
import type { QueueStatus, WireStaffSubmission } from "../../lib/admin-queries";

const EMPTY_TEXT: Record<QueueStatus, string> = {
  pending: "No submissions waiting for review",
  needs_revision: "No submissions waiting for a revision",
  approved: "No approved submissions yet",
  all: "No submissions yet",
};

export function ReviewQueueSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading submissions" className="grid gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index}>
          <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
        </li>
      ))}
    </ul>
  );
}

/** The review queue: one row per submission, with a link to review it. */
export function ReviewQueue({ status, submissions }: { status: QueueStatus; submissions: WireStaffSubmission[] }) {
  if (submissions.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
        <Inbox className="h-10 w-10 text-ink-muted" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold">{EMPTY_TEXT[status]}</h2>
        <p className="mt-1 text-ink-muted">
          {status === "pending"
            ? "New project submissions will appear here, oldest first."
            : "Submissions will appear here once they have this status."}
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Submissions">
      {submissions.map((submission) => {
        const name = personName(submission.student);
        return (
          <li key={submission.id}>
            <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-bold break-words">{name}</h2>
                  <Badge tone={statusTone(submission.status)}>{humanize(submission.status)}</Badge>
                  {submission.grade && <Badge tone="neutral">Grade: {humanize(submission.grade)}</Badge>}
                </div>
                {name !== submission.student.email && (
                  <p className="text-sm break-all text-ink-muted">{submission.student.email}</p>
                )}
                <p className="mt-1 font-semibold break-words">{submission.project.title}</p>
                <p className="text-sm break-words text-ink-muted">{submission.course.title}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  Submission #{submission.submissionNumber} · Submitted <LocalTime iso={submission.submittedAt} />
                </p>
              </div>
              <Link
                href={`/admin/reviews/${submission.id}`}
                aria-label={`Review submission #${submission.submissionNumber} by ${name}: ${submission.project.title}`}
                className={buttonClass(submission.status === "pending" ? "primary" : "outline", "sm")}
              >
                Review
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
