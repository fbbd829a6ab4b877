/**
 * Enrolling from a page that has not hydrated yet, and an enrolment asked for before signing in
 * (issue 23): the addresses both sides use. The course page reads the two parameters once
 * hydrated and takes them off its address.
 */

/** A visitor pressed Enroll Now: back on the course after sign-in or sign-up, the page enrols. */
export const ENROLL_INTENT_PARAM = "enroll";
/** The server enrolled from the page's form: the course page shows the spec's toast. */
export const ENROLLED_PARAM = "enrolled";

/** Where a paid course's enrol button goes (spec 7). The amount is the price string as stored. */
export function checkoutHref(course: { id: string; price: string }): string {
  return `/checkout?courseId=${encodeURIComponent(course.id)}&amount=${encodeURIComponent(course.price)}`;
}

/** The Enroll Now form's action: works before the page's script (and without it). */
export function enrollFormAction(courseId: string): string {
  return `/api/courses/${encodeURIComponent(courseId)}/enroll/form`;
}

/** The course page that enrols once its visitor has signed in or signed up. */
export function enrollIntentPath(courseId: string): string {
  return `/courses/${encodeURIComponent(courseId)}?${ENROLL_INTENT_PARAM}=1`;
}

/** The course page after the form enrolled its student. */
export function enrolledPath(courseId: string): string {
  return `/courses/${encodeURIComponent(courseId)}?${ENROLLED_PARAM}=1`;
}
