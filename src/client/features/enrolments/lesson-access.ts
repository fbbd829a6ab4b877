import { ApiError } from "../../lib/api";

/**
 * The course named by the lesson call's 403 (a student not enrolled in a paid course), so the page
 * can send the student to it. Undefined for any other error.
 */
export function refusedCourseId(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  // The 403 body is shared/contracts/courses.ts LessonNotEnrolled: { message, courseId }.
  const courseId: unknown = error.body?.courseId;
  return typeof courseId === "string" && courseId ? courseId : undefined;
}
