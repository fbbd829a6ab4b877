import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus, CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries } from "../../lib/queries";
import { LazyConfirmDialog } from "../../components/staff/LazyConfirmDialog";
import { formatWhen } from "../../lib/format-date";
import { useIntlLocale } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * A student's actions on one of their upcoming mentor sessions: cancel it (after a
 * confirmation) and add it to their calendar (an .ics file). Renders nothing for sessions
 * that are no longer scheduled.
 */
export function BookingActions({
  bookingId,
  scheduledAt,
  status,
}: {
  bookingId: string;
  /** ISO date-time of the session's start. */
  scheduledAt: string;
  status: string;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => apiRequest("POST", `/api/user/mentor-bookings/${encodeURIComponent(bookingId)}/cancel`),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: t`Session Cancelled`, description: t`Your mentorship session has been cancelled.` });
      await invalidate(queryClient, [queries.mentorBookings()]);
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: t`Cancellation Failed`, description: statusMessage(error), variant: "destructive" });
    },
  });

  if (status !== "scheduled") return null;
  // The time in the reader's own zone once hydrated (the server renders UTC).
  const when = formatWhen(scheduledAt, { withTime: true }, hydrated ? undefined : "UTC", locale);
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`/api/user/mentor-bookings/${encodeURIComponent(bookingId)}/calendar.ics`}
        download="mentorship-session.ics"
        className={buttonClass("outline", "sm")}
      >
        <CalendarPlus className="h-4 w-4" aria-hidden="true" /> <Trans>Add to Calendar</Trans>
      </a>
      <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirming(true)}>
        <CalendarX2 className="h-4 w-4" aria-hidden="true" /> <Trans>Cancel</Trans>
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title={t`Cancel this session?`}
        description={t`Your session on ${when} will be cancelled and the time given to another student. You can book a new session at any time.`}
        confirmLabel={t`Cancel Session`}
        pendingLabel={t`Cancelling...`}
        cancelLabel={t`Keep Session`}
        destructive
        isPending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </div>
  );
}
