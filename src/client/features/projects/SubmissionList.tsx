import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText, Inbox, MessageSquareText, Paperclip } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardBody } from "../../components/ui/card";
import type { WireSubmission } from "../../lib/queries";
import { gradeTone, humanize, statusTone } from "../../lib/submission-badges";
import { useIntlLocale } from "../../lib/i18n";
import { fileNameOf, ownFileHref } from "./project-rules";
import { RevisionBanner, type Revision } from "./RevisionBanner";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 4, 2025, 3:30 PM" in the page's locale. */
function formatDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The status and grade badges' words; any other value reads as it is, humanized. */
const VALUE_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  needs_revision: msg`Needs Revision`,
  excellent: msg`Excellent`,
  pass: msg`Pass`,
  fail: msg`Fail`,
};

/**
 * The student's own submissions, newest first; under the "Changes requested" banner when the
 * newest was sent back (the page then opens on this tab).
 */
export function SubmissionList({
  submissions,
  revision,
}: {
  submissions: readonly WireSubmission[];
  revision?: Revision | null;
}) {
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  const label = (value: string) => {
    const message = VALUE_LABELS[value];
    return message ? i18n._(message) : humanize(value, { eachWord: true });
  };
  if (submissions.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
        <Inbox className="h-10 w-10 text-ink-muted" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold">
          <Trans>No Submissions Yet</Trans>
        </h2>
        <p className="mt-1 text-ink-muted">
          <Trans>When you submit your project, it will appear here with its review.</Trans>
        </p>
      </div>
    );
  }
  const newestFirst = [...submissions].sort((a, b) => b.submissionNumber - a.submissionNumber);
  return (
    <>
      {revision && <RevisionBanner {...revision} />}
      <ol className="grid gap-4">
        {newestFirst.map((submission) => {
          const submissionNumber = submission.submissionNumber;
          const grade = submission.grade ? label(submission.grade) : "";
          return (
            <li key={submission.id}>
              <Card>
                <CardBody className="grid gap-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="mr-auto text-lg font-bold">
                      <Trans>Submission #{submissionNumber}</Trans>
                    </h2>
                    <Badge tone={statusTone(submission.status)}>{label(submission.status)}</Badge>
                    {submission.grade && (
                      <Badge tone={gradeTone(submission.grade)}>
                        <Trans>Grade: {grade}</Trans>
                      </Badge>
                    )}
                  </div>
                  {submission.fileUrl ? (
                    <SubmittedFile fileUrl={submission.fileUrl} content={submission.content} />
                  ) : (
                    submission.content && (
                      <div className="rounded-[var(--radius-control)] bg-paper px-4 py-3">
                        <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-ink-muted">
                          <FileText className="h-4 w-4" aria-hidden="true" /> <Trans>Your submission</Trans>
                        </p>
                        <p className="max-h-64 overflow-y-auto break-words whitespace-pre-wrap">{submission.content}</p>
                      </div>
                    )
                  )}
                  {submission.feedback && (
                    <div className="rounded-[var(--radius-control)] border-l-4 border-teal-700 bg-teal-50 px-4 py-3">
                      <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-teal-900">
                        <MessageSquareText className="h-4 w-4" aria-hidden="true" /> <Trans>Instructor Feedback</Trans>
                      </p>
                      <p className="break-words whitespace-pre-wrap">{submission.feedback}</p>
                    </div>
                  )}
                  <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
                    <div className="flex gap-1">
                      <dt>
                        <Trans>Submitted:</Trans>
                      </dt>
                      <dd>{formatDate(submission.submittedAt, locale)}</dd>
                    </div>
                    {submission.reviewedAt && (
                      <div className="flex gap-1">
                        <dt>
                          <Trans>Reviewed:</Trans>
                        </dt>
                        <dd>{formatDate(submission.reviewedAt, locale)}</dd>
                      </div>
                    )}
                  </dl>
                </CardBody>
              </Card>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** A file submission: its text, a link to download the file when it was uploaded. */
function SubmittedFile({ fileUrl, content }: { fileUrl: string; content: string | null }) {
  const { t } = useLingui();
  const fileName = fileNameOf(fileUrl);
  // The spec's own content for a file ("File submitted: {name}") reads in the page's language.
  const text = content === null || content === `File submitted: ${fileName}` ? t`File submitted: ${fileName}` : content;
  const href = ownFileHref(fileUrl);
  return (
    <p className="flex items-center gap-2 [overflow-wrap:anywhere]">
      <Paperclip className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
      {href ? (
        <a
          href={href}
          download={fileNameOf(fileUrl)}
          className="font-medium text-teal-800 underline underline-offset-2"
        >
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
