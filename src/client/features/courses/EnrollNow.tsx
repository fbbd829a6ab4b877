import { Trans } from "@lingui/react/macro";
import type { WireCourse } from "../../lib/queries";
import { EnrollButton } from "./EnrollButton";
import { useEnroll } from "./use-enroll";

/**
 * A free course's Enroll Now on a course card, with the enrolment behind it (useEnroll: sign-in
 * prompt, offline check, the call). The catalogue loads it after the page (app/later.tsx): until
 * then the server's form posts the enrolment (EnrollButton), as before any script.
 */
export function EnrollNow({ course, className }: { course: WireCourse; className?: string }) {
  const { enroll, pendingCourseId } = useEnroll();
  const isEnrolling = pendingCourseId === course.id;
  return (
    <EnrollButton course={course} onEnroll={enroll} disabled={isEnrolling} className={className}>
      {isEnrolling ? <Trans>Enrolling...</Trans> : <Trans>Enroll Now</Trans>}
    </EnrollButton>
  );
}
