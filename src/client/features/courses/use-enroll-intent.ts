import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { ENROLL_INTENT_PARAM, ENROLLED_PARAM } from "../../../shared/rules/enrol-intent";
import { toast } from "../../components/ui/use-toast";
import type { WireCourse } from "../../lib/queries";
import { useAuth } from "../auth";

/**
 * What the course page's address asks once hydrated (issue 23), then takes off the address:
 * `enrolled` (the Enroll Now form enrolled before the script ran) shows the spec's toast;
 * `enroll` (a visitor pressed Enroll Now, then signed in or signed up) enrols now, as the button
 * would: a free course at once, a paid one at checkout. A visitor's `enroll` waits for sign-in.
 */
export function useEnrollIntent(
  course: Pick<WireCourse, "id" | "isFree" | "price">,
  isEnrolled: boolean,
  enroll: (course: Pick<WireCourse, "id" | "isFree" | "price">) => void,
) {
  const { t } = useLingui();
  const { isAuthenticated } = useAuth();
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The toast's words are looked up while rendering, not in the effect: the server's render then
  // ships them with the page (lib/i18n.ts, usedMessages), so they are there at hydration. Looked up
  // in the effect, right after hydration, they could come before the rest of the catalogue and
  // show as message ids.
  const enrolledToast = new URLSearchParams(search).has(ENROLLED_PARAM)
    ? { title: t`Enrolled Successfully`, description: t`You have been enrolled in this course!` }
    : null;
  useEffect(() => {
    const params = new URLSearchParams(search);
    const wasEnrolled = params.has(ENROLLED_PARAM);
    const wantsEnrol = params.has(ENROLL_INTENT_PARAM) && isAuthenticated;
    if (!wasEnrolled && !wantsEnrol) return;
    params.delete(ENROLLED_PARAM);
    params.delete(ENROLL_INTENT_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    if (wasEnrolled) {
      if (enrolledToast) toast(enrolledToast);
    } else if (!isEnrolled) {
      enroll(course);
    }
    // Once per address: the effect takes its parameters away (the course and enroll are read as they are then).
  }, [search, isAuthenticated]);
}
