import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { Pager } from "../../../components/staff/Pager";
import { Card } from "../../../components/ui/card";
import { LocalTime } from "../../../components/ui/local-time";
import { errorMessage } from "../../../lib/api";
import type { StaffReadKind } from "../../../../shared/rules/staff-reads";
import { AUDIT_CSV_URL, AUDIT_PAGE_SIZE, teamQueries } from "../queries";

const KIND_LABELS: Record<StaffReadKind, MessageDescriptor> = {
  submission: msg`Project submission`,
  file: msg`Project file`,
  quiz_attempts: msg`Quiz attempts`,
  progress: msg`Course progress`,
  outcomes: msg`Outcomes after the course`,
};

/** The audit as a section of the admins' overview (/admin). */
export function AuditSection() {
  const headingId = useId();
  return (
    <section className="mt-10" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        <Trans>Audit</Trans>
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-ink-muted">
        <Trans>
          Every time staff open a student&apos;s submission, project file or quiz attempts, it is recorded here.
        </Trans>
      </p>
      <StaffAudit />
    </section>
  );
}

/**
 * The audit of staff reads of students' work (issue 24), newest first, a page at a time: who
 * read what, whose, in which course and when; the whole list as CSV.
 */
export function StaffAudit() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...teamQueries.audit(page), placeholderData: keepPreviousData });

  if (query.isPending) {
    return (
      <p aria-busy="true" className="text-ink-muted">
        <Trans>Loading the audit…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <p className="font-semibold">
          <Trans>We couldn&apos;t load the audit.</Trans> {errorMessage(query.error)}
        </p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  const { reads, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          <Trans>{total} reads recorded.</Trans>
        </p>
        <a href={AUDIT_CSV_URL} download className={buttonClass("outline", "sm")}>
          <Download className="h-4 w-4" aria-hidden="true" /> <Trans>Download CSV</Trans>
        </a>
      </div>
      {reads.length === 0 ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-semibold">
            <Trans>No staff member has read a student&apos;s work yet.</Trans>
          </p>
        </Card>
      ) : (
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">
              <Trans>Staff reads of students&apos; work, newest first</Trans>
            </caption>
            <thead className="bg-surface-muted text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>When</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Who</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>What</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Student</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <Trans>Course</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {reads.map((read) => (
                <tr key={read.id} className="border-t border-line">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <LocalTime iso={read.readAt} />
                  </td>
                  <td className="px-3 py-2">
                    {read.staff ? read.staff.name : t`A removed account`}{" "}
                    <span className="text-ink-muted">({read.staffRole === "admin" ? t`Admin` : t`Instructor`})</span>
                  </td>
                  <td className="px-3 py-2">{i18n._(KIND_LABELS[read.kind])}</td>
                  <td className="px-3 py-2">{read.student ? read.student.name : "—"}</td>
                  <td className="px-3 py-2">{read.course ? read.course.title : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label={t`Audit pages`} page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
