import type { LessonNotEnrolled } from "../../../shared/contracts/courses";
import { ApiError } from "../../lib/api";

/**
 * The course named by the lesson call's 403 (a student not enrolled in a paid course), so the page
 * can send the student to it. Undefined for any other error.
 */
export function refusedCourseId(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  // An ApiError's message is "{status}: {body}".
  const body = error.message.slice(error.message.indexOf(": ") + 2);
  try {
    const parsed = JSON.parse(body) as Partial<LessonNotEnrolled> | null;
    return typeof parsed?.courseId === "string" && parsed.courseId ? parsed.courseId : undefined;
  } catch {
    return undefined;
  }
}
