import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { enrollIntentPath } from "../../../shared/rules/enrol-intent";
import { toast } from "../../components/ui/use-toast";
import type { WireCourse } from "../../lib/queries";
import { useAuth } from "../auth";
import { isOffline, offlineMessages, useIsOnline } from "../offline";
import { checkoutHref } from "./format";

// A page that only shows what the student is enrolled in takes this from its own file, without the
// enrolment's code (the catalogue: its Enroll Now buttons load after the page).
export { useEnrolledCourseIds } from "./enrolled-courses";

/** Spec 9: the browser goes to sign-in one second after the 'Login Required' toast. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * Enrolment (spec 4 and 6): visitors are asked to log in, a free course enrols at once, a
 * paid course goes to checkout. Enrolling needs a connection: offline, the buttons are disabled with
 * `offlineMessage` beside them, and a click or a call that gets no answer says so. The call
 * itself (enroll-request.ts) loads when a student taps Enroll on a free course.
 */
export function useEnroll() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const isOnline = useIsOnline();
  const { t, i18n } = useLingui();

  const [pendingCourseId, setPendingCourseId] = useState<string | undefined>(undefined);

  async function enrollFree(courseId: string) {
    setPendingCourseId(courseId);
    try {
      const request = await import("./enroll-request").catch(() => null);
      if (request) await request.enrollInCourse(queryClient, i18n, courseId);
      // Its code could not load: no connection (the call's own failures are enroll-request's toasts).
      else toast({ title: t`Enrollment Failed`, description: i18n._(offlineMessages.enroll), variant: "destructive" });
    } finally {
      setPendingCourseId((pending) => (pending === courseId ? undefined : pending));
    }
  }

  function enroll(course: Pick<WireCourse, "id" | "isFree" | "price">) {
    if (!isAuthenticated) {
      toast({ title: t`Login Required`, description: t`Please log in to enroll in courses.`, variant: "destructive" });
      // The spec's /api/login, coming back to the course once signed in or signed up, which then
      // enrols (useEnrollIntent, issue 23).
      const returnTo = encodeURIComponent(enrollIntentPath(course.id));
      window.setTimeout(() => (window.location.href = `/api/login?returnTo=${returnTo}`), LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    if (isOffline()) {
      toast({ title: t`Enrollment Failed`, description: i18n._(offlineMessages.enroll), variant: "destructive" });
      return;
    }
    if (course.isFree) void enrollFree(course.id);
    else navigate(checkoutHref(course));
  }

  return {
    enroll,
    pendingCourseId,
    offlineMessage: isOnline ? null : i18n._(offlineMessages.enroll),
  };
}
