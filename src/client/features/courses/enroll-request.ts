import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import { invalidate } from "../../lib/cache-updates";
import { queries, type WireEnrollment } from "../../lib/queries";
import { isNetworkError, offlineMessages } from "../offline";

/**
 * Enrolling in a free course (spec 4): the call, its toast and the reads it changes. Loaded by
 * useEnroll when a student taps Enroll, so the catalogue's first load does not carry it.
 */
export async function enrollInCourse(queryClient: QueryClient, i18n: I18n, courseId: string): Promise<void> {
  try {
    await apiRequest<WireEnrollment>("POST", `/api/courses/${courseId}/enroll`);
  } catch (error) {
    const description = isNetworkError(error) ? i18n._(offlineMessages.enroll) : statusMessage(error);
    toast({ title: i18n._(msg`Enrollment Failed`), description, variant: "destructive" });
    return;
  }
  toast({
    title: i18n._(msg`Enrolled Successfully`),
    description: i18n._(msg`You have been enrolled in this course!`),
  });
  await invalidate(queryClient, [queries.enrollments(), queries.courseProgress(courseId)]);
}
