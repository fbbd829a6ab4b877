import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries, type WireBooking } from "../../lib/queries";
import { isNetworkError, offlineMessages } from "../offline";
import type { BookingRequest } from "./booking";

/** POST /api/mentors/{id}/book; on success the bookings list is refetched (spec 7). */
export function useBookMentor() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorId, body }: { mentorId: string; body: BookingRequest }) =>
      apiRequest<WireBooking>("POST", `/api/mentors/${encodeURIComponent(mentorId)}/book`, body),
    onSuccess: async () => {
      toast({ title: t`Session Booked`, description: t`Your mentorship session has been successfully booked!` });
      // "all": a dashboard visited earlier in this session shows the new session when it comes back.
      await invalidate(queryClient, [queries.mentorBookings()], { refetchInactive: true });
    },
    onError: (error) => {
      // No answer at all (the connection dropped): say so; the form keeps what the student typed.
      const description = isNetworkError(error) ? i18n._(offlineMessages.booking) : statusMessage(error);
      toast({ title: t`Booking Failed`, description, variant: "destructive" });
    },
  });
}
