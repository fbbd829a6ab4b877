/**
 * Query options for the staff side's reads. The key's parts joined with "/" are the URL, as
 * everywhere else, so the default query function fetches them.
 */
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AuthoringCourse } from "../../../shared/contracts/courses";
import type { StaffSubmission } from "../../../shared/contracts/projects";
import type { StaffQuizAttempts } from "../../../shared/contracts/quizzes";
import type { WireCourse } from "../../lib/queries";

/** JSON as it arrives: dates are ISO strings. */
type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

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

/** Public catalog reads a course write can change: marked stale, refetched when next shown. */
const catalogKeys = [
  ["/api/courses"],
  ["/api/courses/featured"],
  ["/api/modules"],
  ["/api/lessons"],
  ["/api/quizzes"],
  ["/api/projects"],
];

/** After a write: the tree the server answered with is the truth; lists elsewhere are stale. */
export function applyCourseTree(queryClient: QueryClient, tree: WireAuthoringCourse) {
  queryClient.setQueryData(staffQueries.course(tree.id).queryKey, tree);
  void queryClient.invalidateQueries({ queryKey: staffQueries.courses().queryKey, exact: true });
  for (const queryKey of catalogKeys) void queryClient.invalidateQueries({ queryKey });
}
