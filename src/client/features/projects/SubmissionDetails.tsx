import { CheckCircle2, Download, FileText, FileX, MessageSquareText, Paperclip } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardBody } from "../../components/ui/card";
import { gradeTone, humanize, statusTone } from "../../lib/submission-badges";
import { personName, submittedFile } from "../../lib/format";
import { LocalTime } from "../../components/ui/local-time";
import type { WireStaffSubmission } from "../../lib/admin-queries";

/** Requirements are written one per line, optionally as "- item"; blank lines are dropped. */
export function requirementLines(requirements: string | null): string[] {
  return (requirements ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);
}

/** Who submitted what, for which course and project. */
export function SubmissionHeader({ submission }: { submission: WireStaffSubmission }) {
  const name = personName(submission.student);
  return (
    <Card>
      <CardBody className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">Student</p>
          <p className="font-bold break-words">{name}</p>
          {name !== submission.student.email && (
            <p className="text-sm break-all text-ink-muted">{submission.student.email}</p>
          )}
        </div>
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">Course</p>
          <p className="font-bold break-words">{submission.course.title}</p>
        </div>
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">Project</p>
          <p className="font-bold break-words">{submission.project.title}</p>
        </div>
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">Submission</p>
          <p className="flex flex-wrap items-center gap-2 font-bold">
            #{submission.submissionNumber}
            <Badge tone={statusTone(submission.status)}>{humanize(submission.status)}</Badge>
          </p>
          <p className="text-sm text-ink-muted">
            Submitted <LocalTime iso={submission.submittedAt} withTime />
          </p>
        </div>
      </CardBody>
    </Card>
  );
}

export function Requirements({ requirements }: { requirements: string | null }) {
  const lines = requirementLines(requirements);
  return (
    <section aria-labelledby="requirements-heading">
      <h2 id="requirements-heading" className="text-xl font-bold">
        Project Requirements
      </h2>
      {lines.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {lines.map((line, index) => (
            <li key={index} className="flex gap-2.5">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
              <span className="break-words">{line}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">This project has no written requirements.</p>
      )}
    </section>
  );
}

/** The work itself: the text with its line breaks, or the file. */
export function SubmittedWork({ submission }: { submission: WireStaffSubmission }) {
  const file = submission.fileUrl ? submittedFile(submission.fileUrl) : null;
  return (
    <section aria-labelledby="work-heading">
      <h2 id="work-heading" className="text-xl font-bold">
        Submitted Work
      </h2>
      {file?.kind === "stored" && (
        <div className="mt-3 grid gap-3">
          <a
            href={file.href}
            download={file.name}
            className="inline-flex max-w-full items-center gap-2 self-start rounded-[var(--radius-control)] border border-line bg-paper px-4 py-3 font-semibold text-teal-800 hover:bg-teal-50"
          >
            <Download className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="break-all">Download {file.name}</span>
          </a>
          {file.isImage && (
            <img
              src={file.href}
              alt={`Preview of ${file.name}`}
              width={640}
              height={480}
              className="h-auto max-h-[28rem] w-auto max-w-full self-start rounded-[var(--radius-control)] border border-line bg-paper object-contain"
            />
          )}
        </div>
      )}
      {file?.kind === "name-only" && (
        <p className="mt-3 flex items-start gap-2 rounded-[var(--radius-control)] border border-dashed border-line bg-paper px-4 py-3">
          <FileX className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-semibold break-all">{file.name}</span>
            <span className="block text-sm text-ink-muted">File name only (no file stored)</span>
          </span>
        </p>
      )}
      {submission.content && !(file && submission.content === `File submitted: ${file.name}`) && (
        <div className="mt-3 rounded-[var(--radius-control)] bg-paper px-4 py-3">
          <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-ink-muted">
            {file ? (
              <Paperclip className="h-4 w-4" aria-hidden="true" />
            ) : (
              <FileText className="h-4 w-4" aria-hidden="true" />
            )}
            {file ? "Note from the student" : "Written submission"}
          </p>
          <p className="break-words whitespace-pre-wrap">{submission.content}</p>
        </div>
      )}
      {!file && !submission.content && <p className="mt-3 text-ink-muted">This submission is empty.</p>}
    </section>
  );
}

/** A review already given: read-only. */
export function ReviewSummary({ submission }: { submission: WireStaffSubmission }) {
  return (
    <section aria-labelledby="review-heading" className="grid gap-3">
      <h2 id="review-heading" className="text-xl font-bold">
        Review
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(submission.status)}>{humanize(submission.status)}</Badge>
        {submission.grade ? (
          <Badge tone={gradeTone(submission.grade)}>Grade: {humanize(submission.grade)}</Badge>
        ) : (
          <span className="text-sm text-ink-muted">No grade</span>
        )}
      </div>
      {submission.feedback ? (
        <div className="rounded-[var(--radius-control)] border-l-4 border-teal-700 bg-teal-50 px-4 py-3">
          <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-teal-900">
            <MessageSquareText className="h-4 w-4" aria-hidden="true" /> Feedback
          </p>
          <p className="break-words whitespace-pre-wrap">{submission.feedback}</p>
        </div>
      ) : (
        <p className="text-ink-muted">No feedback was written.</p>
      )}
      {submission.reviewedAt && (
        <p className="text-sm text-ink-muted">
          Reviewed <LocalTime iso={submission.reviewedAt} withTime />
        </p>
      )}
    </section>
  );
}
