import { useQuery } from "@tanstack/react-query";
import { queries, type WireEnrollment } from "../../lib/queries";
import { useAuth } from "../auth";

/** The signed-in student's enrolments (none for visitors, who never call the endpoint). */
export function useEnrolledCourseIds(): { ids: Set<string>; enrollments: WireEnrollment[] } {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({ ...queries.enrollments(), enabled: isAuthenticated });
  const enrollments = isAuthenticated ? (data ?? []) : [];
  return { ids: new Set(enrollments.map((enrollment) => enrollment.courseId)), enrollments };
}
