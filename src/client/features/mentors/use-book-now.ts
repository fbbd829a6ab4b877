import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/use-toast";
import type { WireMentor } from "../../lib/queries";
import { goToLogin, useAuth } from "../auth";

/** Spec 9: a visitor who tries to book is sent to sign in after this long. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

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
