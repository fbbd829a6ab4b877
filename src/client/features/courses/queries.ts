/**
 * Query options for the staff side's reads. The key's parts joined with "/" are the URL, as
 * everywhere else, so the default query function fetches them.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AuthoringCourse } from "../../../shared/contracts/courses";
import type { StaffSubmission } from "../../../shared/contracts/projects";
import type { StaffQuizAttempts } from "../../../shared/contracts/quizzes";
import type { Wire, WireCourse } from "../../lib/queries";

export type WireAuthoringCourse = Wire<AuthoringCourse>;
export type WireAuthoringModule = WireAuthoringCourse["modules"][number];
export type WireAuthoringLesson = WireAuthoringModule["lessons"][number];
export type WireAuthoringQuiz = WireAuthoringModule["quizzes"][number];
export type WireAuthoringQuestion = WireAuthoringQuiz["questions"][number];
export type WireAuthoringProject = WireAuthoringModule["projects"][number];
export type WireStaffSubmission = Wire<StaffSubmission>;
export type WireStaffQuizAttempts = Wire<StaffQuizAttempts>;

export const staffQueries = {
  /** Every course, inactive ones too. */
  courses: () => queryOptions<WireCourse[]>({ queryKey: ["/api/staff/courses"] }),
  /** One course's whole tree, with answers and inactive items. */
  course: (id: string) => queryOptions<WireAuthoringCourse>({ queryKey: ["/api/staff/courses", id] }),
  /** Submissions waiting for review (the endpoint's default filter is pending). */
  pendingSubmissions: () => queryOptions<WireStaffSubmission[]>({ queryKey: ["/api/staff/submissions"] }),
  /** A quiz's attempts with the browser's and the server's time. */
  quizAttempts: (quizId: string) =>
    queryOptions<WireStaffQuizAttempts>({ queryKey: ["/api/staff/quizzes", quizId, "attempts"] }),
};
