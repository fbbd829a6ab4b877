import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries, type WireCourse, type WireEnrollment } from "../../lib/queries";
import { goToLogin, useAuth } from "../auth";
import { isNetworkError, isOffline, offlineMessages, useIsOnline } from "../offline";
import { checkoutHref } from "./format";

/** Spec 9: the browser goes to sign-in one second after the 'Login Required' toast. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * Enrolment (spec 4 and 6): visitors are asked to log in, a free course enrols at once, a
 * paid course goes to checkout. Enrolling needs a connection: offline, the buttons are disabled with
 * `offlineMessage` beside them, and a click or a call that gets no answer says so.
 */
export function useEnroll() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const isOnline = useIsOnline();
  const { t, i18n } = useLingui();

  const mutation = useMutation({
    mutationFn: (courseId: string) => apiRequest<WireEnrollment>("POST", `/api/courses/${courseId}/enroll`),
    onSuccess: async (_enrollment, courseId) => {
      toast({ title: t`Enrolled Successfully`, description: t`You have been enrolled in this course!` });
      await invalidate(queryClient, [queries.enrollments(), queries.courseProgress(courseId)]);
    },
    onError: (error) => {
      const description = isNetworkError(error) ? i18n._(offlineMessages.enroll) : statusMessage(error);
      toast({ title: t`Enrollment Failed`, description, variant: "destructive" });
    },
  });

  function enroll(course: Pick<WireCourse, "id" | "isFree" | "price">) {
    if (!isAuthenticated) {
      toast({ title: t`Login Required`, description: t`Please log in to enroll in courses.`, variant: "destructive" });
      window.setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    if (isOffline()) {
      toast({ title: t`Enrollment Failed`, description: i18n._(offlineMessages.enroll), variant: "destructive" });
      return;
    }
    if (course.isFree) mutation.mutate(course.id);
    else navigate(checkoutHref(course));
  }

  return {
    enroll,
    pendingCourseId: mutation.isPending ? mutation.variables : undefined,
    offlineMessage: isOnline ? null : i18n._(offlineMessages.enroll),
  };
}

/** The signed-in student's enrolments (none for visitors, who never call the endpoint). */
export function useEnrolledCourseIds(): { ids: Set<string>; enrollments: WireEnrollment[] } {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({ ...queries.enrollments(), enabled: isAuthenticated });
  const enrollments = isAuthenticated ? (data ?? []) : [];
  return { ids: new Set(enrollments.map((enrollment) => enrollment.courseId)), enrollments };
}
