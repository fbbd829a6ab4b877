import type { ReactNode } from "react";
import { enrollFormAction } from "../../../shared/rules/enrol-intent";
import { Button } from "../../components/ui/button";
import type { WireCourse } from "../../lib/queries";

type EnrollCourse = Pick<WireCourse, "id" | "isFree" | "price">;

/**
 * Enroll Now as a form (issue 23): before the page's script has run (or without it), a tap posts
 * to the server, which enrols and comes back to the course, goes to checkout, or to sign-in for a
 * visitor (enrolments.routes.ts). Once hydrated, the button does the spec's enrolment in place.
 */
export function EnrollButton({
  course,
  onEnroll,
  disabled,
  className,
  formClassName,
  size,
  children,
}: {
  course: EnrollCourse;
  onEnroll: (course: EnrollCourse) => void;
  disabled?: boolean;
  className?: string;
  formClassName?: string;
  size?: "md" | "lg";
  children: ReactNode;
}) {
  return (
    <form method="post" action={enrollFormAction(course.id)} className={formClassName}>
      <Button
        type="submit"
        size={size}
        className={className}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          onEnroll(course);
        }}
      >
        {children}
      </Button>
    </form>
  );
}
