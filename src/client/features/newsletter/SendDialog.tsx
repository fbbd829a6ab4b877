import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ListState } from "../../components/staff/ListState";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { LocalTime } from "../../components/ui/local-time";
import { toast } from "../../components/ui/use-toast";
import { adminQueries } from "../../lib/admin-queries";
import { apiRequest, errorMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { SendProgress } from "./SendProgress";

interface SendAnswer {
  id: string;
  recipientCount: number;
  message: string;
}

function SendPanel({ post }: { post: { id: string; title: string } }) {
  const queryClient = useQueryClient();
  const sends = useQuery(adminQueries.newsletterSends(post.id));
  const send = useMutation({
    mutationFn: (resend: boolean) =>
      apiRequest<SendAnswer>("POST", `/api/admin/blog/${post.id}/send`, resend ? { resend: true } : {}),
    onSuccess: async (answer) => {
      toast({ title: "Newsletter Queued", description: answer.message });
      await invalidate(queryClient, ["/api/admin/newsletter/sends", "/api/admin/emails"]);
    },
    onError: (error) => toast({ title: "Send Failed", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <ListState query={sends} label="earlier sends">
      {(earlier) => {
        const latest = earlier[0];
        return (
          <div className="grid gap-4">
            {latest ? (
              <>
                <p className="text-sm text-ink-muted">
                  Sent to {latest.recipientCount} confirmed {latest.recipientCount === 1 ? "subscriber" : "subscribers"}{" "}
                  on <LocalTime iso={latest.createdAt} />
                  {earlier.length > 1 ? ` (${earlier.length} sends in all)` : ""}.
                </p>
                <SendProgress sendId={latest.id} />
                <p className="text-sm">Sending again emails every confirmed subscriber once more.</p>
              </>
            ) : (
              <p>Every confirmed subscriber gets this post by email, with a link to unsubscribe.</p>
            )}
            <DialogFooter
              label={latest ? "Send Again" : "Send Now"}
              pendingLabel="Sending..."
              isPending={send.isPending}
              onAction={() => send.mutate(Boolean(latest))}
              cancelLabel="Close"
            />
          </div>
        );
      }}
    </ListState>
  );
}

/** The dialog of "Send to subscribers" (loaded when first opened): confirm, then the progress. */
export function SendDialog({
  post,
  open,
  onOpenChange,
}: {
  post: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Send to Subscribers" description={post.title} className="sm:max-w-2xl">
          <SendPanel post={post} />
        </DialogContent>
      )}
    </Dialog>
  );
}
