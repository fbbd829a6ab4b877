import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { ListState } from "../../components/staff/ListState";
import { Button } from "../../components/ui/button";
import { DialogContent } from "../../components/ui/dialog";
import { LocalTime } from "../../components/ui/local-time";
import { toast } from "../../components/ui/use-toast";
import { adminQueries } from "../../lib/admin-queries";
import { apiRequest, errorMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { EmailStatusBadge, RESENDABLE } from "./email-status";

/**
 * One message in full: its details, the text part, and the HTML part in a sandboxed frame
 * (`sandbox=""`: no script, no forms, an opaque origin, so an email's markup can neither run nor
 * reach the app). Failed, kept and withdrawn messages can be sent again.
 */
export function EmailDetail({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(adminQueries.email(id));
  const resend = useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", `/api/admin/emails/${id}/resend`),
    onSuccess: async (answer) => {
      toast({ title: "Email Queued Again", description: answer.message });
      await invalidate(queryClient, ["/api/admin/emails", "/api/admin/newsletter/sends"]);
    },
    onError: (error) => toast({ title: "Resend Failed", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <DialogContent title={query.data?.subject ?? "Email"} className="sm:max-w-3xl">
      <ListState query={query} label="email">
        {(email) => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold text-ink-muted">To</dt>
              <dd className="break-all">{email.toAddress}</dd>
              <dt className="font-semibold text-ink-muted">Kind</dt>
              <dd>
                {email.kind} ({email.category})
              </dd>
              <dt className="font-semibold text-ink-muted">Status</dt>
              <dd>
                <EmailStatusBadge email={email} /> after {email.attempts} {email.attempts === 1 ? "try" : "tries"}
              </dd>
              <dt className="font-semibold text-ink-muted">Created</dt>
              <dd>
                <LocalTime iso={email.createdAt} withTime />
              </dd>
              {email.sentAt && (
                <>
                  <dt className="font-semibold text-ink-muted">Sent</dt>
                  <dd>
                    <LocalTime iso={email.sentAt} withTime />
                  </dd>
                </>
              )}
              {email.lastError && (
                <>
                  <dt className="font-semibold text-ink-muted">Last error</dt>
                  <dd className="break-words text-danger">{email.lastError}</dd>
                </>
              )}
              {email.attachments.length > 0 && (
                <>
                  <dt className="font-semibold text-ink-muted">Attachments</dt>
                  <dd>{email.attachments.map((file) => `${file.filename} (${file.contentType})`).join(", ")}</dd>
                </>
              )}
            </dl>
            {email.areLinksHidden ? (
              <p role="note" className="rounded-lg border border-line bg-paper p-3 text-sm">
                Reset, confirmation and unsubscribe links are hidden here ([hidden]): they are the recipient&apos;s
                secrets, and this message was delivered or is on its way.
              </p>
            ) : (
              <p
                role="note"
                data-testid="kept-links-notice"
                className="rounded-lg border border-amber-300 bg-warning-soft p-3 text-sm font-semibold text-brand-800"
              >
                This message was kept, not sent (no SMTP_URL), so its links are shown and work: on a local install,
                follow a password reset link from here. Treat them as the recipient&apos;s secrets.
              </p>
            )}
            {RESENDABLE.includes(email.status) && (
              <div>
                <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" /> {resend.isPending ? "Resending..." : "Resend"}
                </Button>
              </div>
            )}
            <section aria-labelledby={`text-${email.id}`}>
              <h3 id={`text-${email.id}`} className="mb-2 font-bold">
                Text part
              </h3>
              {/* Focusable: a long message scrolls, and keyboard users scroll it too. */}
              <pre
                tabIndex={0}
                aria-labelledby={`text-${email.id}`}
                className="max-h-72 overflow-auto rounded-lg border border-line bg-paper p-3 text-sm break-words whitespace-pre-wrap"
              >
                {email.textBody}
              </pre>
            </section>
            <section aria-labelledby={`html-${email.id}`}>
              <h3 id={`html-${email.id}`} className="mb-2 font-bold">
                HTML part
              </h3>
              <iframe
                sandbox=""
                srcDoc={email.htmlBody}
                title={`HTML part of: ${email.subject}`}
                className="h-[28rem] w-full rounded-lg border border-line bg-white"
              />
            </section>
          </div>
        )}
      </ListState>
    </DialogContent>
  );
}
