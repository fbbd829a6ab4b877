import { useQuery } from "@tanstack/react-query";
import { Inbox, MailWarning } from "lucide-react";
import { useId, useState } from "react";
import { ListState } from "../../components/staff/ListState";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { LocalTime } from "../../components/ui/local-time";
import { adminQueries, type EmailStatus, type WireAdminEmail } from "../../lib/admin-queries";
import { emailStatuses } from "../../../shared/rules/email";
import { EmailDetail } from "./EmailDetail";
import { EmailStatusBadge, STATUS_LABELS } from "./email-status";

/** The server's page size (GET /api/admin/emails limit default). */
export const EMAIL_PAGE_SIZE = 50;

function EmailRow({ email, onOpen }: { email: WireAdminEmail; onOpen: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <EmailStatusBadge email={email} />
          <span className="text-xs font-semibold text-ink-muted">{email.kind}</span>
        </div>
        <h2 className="mt-1 font-bold break-words">{email.subject}</h2>
        <p className="text-sm break-all">To {email.toAddress}</p>
        <p className="text-sm text-ink-muted">
          Created <LocalTime iso={email.createdAt} withTime />
          {email.sentAt ? (
            <>
              {" "}
              · Sent <LocalTime iso={email.sentAt} withTime />
            </>
          ) : null}{" "}
          · {email.attempts} {email.attempts === 1 ? "try" : "tries"}
        </p>
        {email.lastError && <p className="text-sm break-words text-danger">Last error: {email.lastError}</p>}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        aria-label={`View email: ${email.subject} to ${email.toAddress}`}
      >
        View
      </Button>
    </li>
  );
}

/** One page of the list; the last page offers "Load more" when it was full. */
function EmailPage({
  status,
  afterId,
  isLast,
  onOpen,
  onMore,
}: {
  status: EmailStatus | undefined;
  afterId: string | undefined;
  isLast: boolean;
  onOpen: (id: string) => void;
  onMore: (afterId: string) => void;
}) {
  const query = useQuery(adminQueries.emails(status, afterId));
  return (
    <ListState query={query} label="emails">
      {({ emails, isSending }) => (
        <>
          {afterId === undefined && !isSending && (
            <div
              role="note"
              className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-warning-soft p-4"
            >
              <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" aria-hidden="true" />
              <p className="font-semibold text-brand-800">
                Email sending is off (no SMTP_URL). Messages are kept here so nothing is lost.
              </p>
            </div>
          )}
          {afterId === undefined && emails.length === 0 ? (
            <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
              <Inbox className="h-10 w-10 text-ink-muted" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-bold">No emails {status ? `marked ${STATUS_LABELS[status]}` : "yet"}</h2>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label={afterId ? "More emails" : "Emails, newest first"}>
              {emails.map((email) => (
                <EmailRow key={email.id} email={email} onOpen={() => onOpen(email.id)} />
              ))}
            </ul>
          )}
          {isLast && emails.length === EMAIL_PAGE_SIZE && (
            <Button variant="outline" className="justify-self-center" onClick={() => onMore(emails.at(-1)!.id)}>
              Load More
            </Button>
          )}
        </>
      )}
    </ListState>
  );
}

/** Admins read the outbox: what was sent, what waits, what failed; each message in full, and resend. */
export function EmailOutbox() {
  const id = useId();
  const [status, setStatus] = useState<EmailStatus | undefined>(undefined);
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-status`} className="font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={status ?? ""}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as EmailStatus | undefined);
            setPages([undefined]);
          }}
          className="h-11 rounded-[var(--radius-control)] border border-line bg-surface px-3"
        >
          <option value="">All</option>
          {emailStatuses.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {pages.map((afterId, index) => (
        <EmailPage
          key={afterId ?? "first"}
          status={status}
          afterId={afterId}
          isLast={index === pages.length - 1}
          onOpen={setOpenId}
          onMore={(next) => setPages((current) => [...current, next])}
        />
      ))}
      <Dialog open={openId !== null} onOpenChange={(isOpen) => !isOpen && setOpenId(null)}>
        {openId && <EmailDetail id={openId} />}
      </Dialog>
    </div>
  );
}
