import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries, type WireBooking, type WireMentor } from "../../lib/queries";
import { goToLogin, useAuth } from "../auth";
import { isNetworkError, offlineMessages } from "../offline";
import type { BookingRequest } from "./booking";

/** Spec 9: a visitor who tries to book is sent to sign in after this long. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

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

/**
 * What "Book Now" does: a signed-in student gets the booking dialog for that mentor; a
 * visitor gets the 'Login Required' toast, then sign-in a second later (spec 6).
 */
export function useBookNow() {
  const { t } = useLingui();
  const { isAuthenticated, isLoading } = useAuth();
  const [mentor, setMentor] = useState<WireMentor | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const requestBooking = useCallback(
    (chosen: WireMentor) => {
      if (isAuthenticated) {
        setMentor(chosen);
        return;
      }
      if (isLoading) return;
      toast({
        title: t`Login Required`,
        description: t`Please log in to book mentorship sessions.`,
        variant: "destructive",
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
    },
    [isAuthenticated, isLoading, t],
  );

  const closeBooking = useCallback(() => setMentor(null), []);
  return { mentor, requestBooking, closeBooking };
}
