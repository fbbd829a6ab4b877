import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw, RotateCcw } from "lucide-react";
import { ListState } from "../../components/staff/ListState";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { tableClass } from "../../components/ui/table";
import { toast } from "../../components/ui/use-toast";
import { adminQueries, type WireNewsletterSendDetail } from "../../lib/admin-queries";
import { apiRequest, errorMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";

type Recipient = WireNewsletterSendDetail["recipients"][number];

/** How a recipient's message stands, in staff's words. */
export function recipientState(recipient: Pick<Recipient, "status" | "lastError">): { label: string; tone: BadgeTone } {
  switch (recipient.status) {
    case "sent":
      return { label: "Sent", tone: "success" };
    case "failed":
      return { label: "Failed", tone: "danger" };
    case "kept":
      return { label: "Kept (sending off)", tone: "neutral" };
    case "void":
      return { label: "Withdrawn", tone: "neutral" };
    default:
      return recipient.lastError ? { label: "Failed, will retry", tone: "warning" } : { label: "Queued", tone: "teal" };
  }
}

const NEWSLETTER_READS = ["/api/admin/newsletter/sends", "/api/admin/emails"];

function ResendButton({ recipient }: { recipient: Recipient }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => apiRequest("POST", `/api/admin/emails/${recipient.emailId}/resend`),
    onSuccess: async () => {
      toast({ title: "Email Queued Again", description: recipient.toAddress });
      await invalidate(queryClient, NEWSLETTER_READS);
    },
    onError: (error) => toast({ title: "Resend Failed", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
      aria-label={`Resend to ${recipient.toAddress}`}
    >
      <RotateCcw className="h-4 w-4" aria-hidden="true" /> {resend.isPending ? "Resending..." : "Resend"}
    </Button>
  );
}

/**
 * A send's progress: the one line ("Sending: 2 of 3 sent, 1 failed", or "Sent to all 3
 * subscribers" only when every message went), and the recipients whose messages are not sent yet
 * (failures first, with their error; a failed one can be resent). Refreshed on request: data is
 * never polled here.
 */
export function SendProgress({ sendId }: { sendId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(adminQueries.newsletterSend(sendId));
  return (
    <ListState query={query} label="send progress">
      {(send) => {
        const waiting = send.recipients.filter((recipient) => recipient.status !== "sent");
        const { counts } = send;
        return (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="font-semibold">
                {send.progress}
              </p>
              <Button
                size="sm"
                variant="outline"
                disabled={query.isFetching}
                onClick={() => void invalidate(queryClient, [adminQueries.newsletterSend(sendId)])}
              >
                <RefreshCw className="h-4 w-4" aria-hidden="true" /> {query.isFetching ? "Refreshing..." : "Refresh"}
              </Button>
            </div>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
              {(
                [
                  ["Recipients", counts.total],
                  ["Sent", counts.sent],
                  ["Queued", counts.queued],
                  ["Failed, will retry", counts.retrying],
                  ["Failed", counts.failed],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex gap-1">
                  <dt>{label}:</dt>
                  <dd className="font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            {waiting.length > 0 && (
              <div className={tableClass.wrapper}>
                <table className={tableClass.table}>
                  <caption className="sr-only">Recipients not sent yet, failures first</caption>
                  <thead className={tableClass.head}>
                    <tr>
                      <th scope="col" className={tableClass.th}>
                        Recipient
                      </th>
                      <th scope="col" className={tableClass.th}>
                        Status
                      </th>
                      <th scope="col" className={tableClass.th}>
                        Last error
                      </th>
                      <th scope="col" className={tableClass.th}>
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className={tableClass.body}>
                    {waiting.map((recipient) => {
                      const state = recipientState(recipient);
                      return (
                        <tr key={recipient.emailId} className={tableClass.row}>
                          <td data-label="Recipient" className={`${tableClass.cell} break-all`}>
                            {recipient.toAddress}
                          </td>
                          <td data-label="Status" className={tableClass.cell}>
                            <Badge tone={state.tone}>{state.label}</Badge>
                            <span className="ml-2 text-ink-muted">
                              {recipient.attempts} {recipient.attempts === 1 ? "try" : "tries"}
                            </span>
                          </td>
                          <td data-label="Last error" className={`${tableClass.cell} break-words`}>
                            {recipient.lastError ?? "None"}
                          </td>
                          <td data-label="Actions" className={tableClass.cell}>
                            {["failed", "kept", "void"].includes(recipient.status) && (
                              <ResendButton recipient={recipient} />
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        );
      }}
    </ListState>
  );
}
