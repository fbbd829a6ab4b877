/**
 * Who may see and work on a course's items: the one rule, which the server enforces
 * (server/modules/enrolments/access.ts) and the pages show (the curriculum's lesson links, Save
 * for offline, the quiz's "enroll first" card). A rule with an exception lives here once, so no
 * copy can forget the exception.
 *
 * - Reading a lesson: a free course's lessons are open to everyone, signed in or not; a paid
 *   course's to its enrolled students and to staff (instructors, admins).
 * - Working on an item (starting a quiz attempt, uploading a project file, sending work): a free
 *   course's items are open to anyone signed in; a paid course's to its enrolled students only.
 *   Staff get no exception here: their work would count as a student's.
 */
import type { Role } from "../contracts/auth.js";

/** The course as far as access goes. */
export interface AccessCourse {
  isFree: boolean;
}

/** Who asks: null for a visitor. */
export type AccessViewer = { role: Role } | null;

/**
 * What the viewer still needs before a course's items open: nothing ("open"), to sign in, or an
 * enrolment in the course. It never needs the enrolment itself, so a server can skip that lookup
 * unless the answer is "enrolment".
 */
export type AccessNeed = "open" | "sign-in" | "enrolment";

/** What reading the course's lessons needs. */
export function lessonReadNeeds(course: AccessCourse, viewer: AccessViewer): AccessNeed {
  if (course.isFree) return "open";
  if (!viewer) return "sign-in";
  return viewer.role === "student" ? "enrolment" : "open";
}

/** What working on the course's items (quizzes, projects) needs: the same for every role. */
export function workNeeds(course: AccessCourse, isSignedIn: boolean): AccessNeed {
  if (!isSignedIn) return "sign-in";
  return course.isFree ? "open" : "enrolment";
}

/** Whether a need is met, given whether the viewer is enrolled in the course. */
export function isMet(need: AccessNeed, isEnrolled: boolean): boolean {
  return need === "open" || (need === "enrolment" && isEnrolled);
}

/** Whether the viewer may read the course's lessons. */
export function mayReadLessons(course: AccessCourse, viewer: AccessViewer, isEnrolled: boolean): boolean {
  return isMet(lessonReadNeeds(course, viewer), isEnrolled);
}

/** Whether the viewer may work on the course's items. */
export function mayWorkOn(course: AccessCourse, viewer: AccessViewer, isEnrolled: boolean): boolean {
  return isMet(workNeeds(course, viewer !== null), isEnrolled);
}
