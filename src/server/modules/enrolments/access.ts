import type { Role } from "../../../shared/contracts/auth.js";
import type { LessonNotEnrolled } from "../../../shared/contracts/courses.js";
import type { Executor } from "../../../db/types.js";
import { lessonReadNeeds, workNeeds } from "../../../shared/rules/course-access.js";
import { forbidden, unauthorized, type Said } from "../../errors.js";
import * as queries from "./enrolments.queries.js";

/*
 * Enforcing who may read or act on a course's items. The rule itself is shared with the pages
 * (src/shared/rules/course-access.ts); this file looks up enrolments and refuses.
 *
 * - Reading a lesson: lessonReadNeeds (lessonAccess).
 * - Starting a quiz attempt, uploading a project file: workNeeds (checkMayWorkOn).
 * - Sending work (a quiz attempt, a project submission): the same, and in a free course sending
 *   work enrols the student, as Enroll Now would (lockEnrollmentToSubmit).
 * - Marking a lesson complete: enrolled students only, in a free course too (lockEnrollmentToComplete).
 * - Reviewing a submission: staff, on the student's behalf (lockEnrollmentForReview).
 *
 * Quizzes' questions and projects' briefs are public reads, cached for everyone; a paid course's
 * lesson text and video stay out of the public lesson lists (courses.service getModuleLessons).
 */

export const NOT_ENROLLED_MESSAGE = "Enroll in this course first";
export const LESSON_NOT_ENROLLED_MESSAGE = "Enroll in this course to open its lessons";

/** The course an item belongs to, as far as access goes. */
export interface ItemCourse {
  courseId: string;
  courseIsFree: boolean;
}

export interface Viewer {
  id: string;
  role: Role;
}

/**
 * public: the same answer for everyone; private: this viewer's answer only, never cached;
 * refused: 403 naming the course, so the lesson page can send the student to enroll in it.
 */
export type LessonAccess =
  | { access: "public" }
  | { access: "private" }
  | { access: "refused"; body: Omit<LessonNotEnrolled, "message"> & { message: Said } };

async function isEnrolled(db: Executor, userId: string, courseId: string) {
  return (await queries.findEnrollment(db, userId, courseId)) !== undefined;
}

/**
 * Whether the viewer may read a lesson. The viewer is only looked up for a paid course:
 * a visitor gets 401 there.
 */
export async function lessonAccess(
  db: Executor,
  lesson: ItemCourse,
  viewer: () => Promise<Viewer | null>,
): Promise<LessonAccess> {
  const course = { isFree: lesson.courseIsFree };
  // A free course's answer is the same for everyone: the viewer is not even looked up.
  if (lessonReadNeeds(course, null) === "open") return { access: "public" };
  const user = await viewer();
  const needs = lessonReadNeeds(course, user);
  if (needs === "sign-in" || !user) throw unauthorized();
  if (needs === "enrolment" && !(await isEnrolled(db, user.id, lesson.courseId))) {
    return { access: "refused", body: { message: LESSON_NOT_ENROLLED_MESSAGE, courseId: lesson.courseId } };
  }
  return { access: "private" };
}

/** Starting a quiz attempt or uploading a project file: 403 in a paid course the student is not enrolled in. */
export async function checkMayWorkOn(db: Executor, userId: string, item: ItemCourse) {
  const needs = workNeeds({ isFree: item.courseIsFree }, true);
  if (needs === "enrolment" && !(await isEnrolled(db, userId, item.courseId))) throw forbidden(NOT_ENROLLED_MESSAGE);
}

/**
 * Locks the student's enrolment for the rest of the transaction: attempts, submissions and
 * progress changes of one student in one course happen one at a time. 403 without one.
 */
export async function lockEnrollmentToComplete(tx: Executor, userId: string, courseId: string) {
  const enrollment = await queries.lockEnrollment(tx, userId, courseId);
  if (!enrollment) throw forbidden(NOT_ENROLLED_MESSAGE);
  return enrollment;
}

/**
 * Sending work: a free course enrols the student first (as Enroll Now would), a paid course
 * needs its enrolment already (403). The enrolment is locked as in lockEnrollmentToComplete.
 */
export async function lockEnrollmentToSubmit(tx: Executor, userId: string, item: ItemCourse) {
  if (item.courseIsFree) await queries.insertEnrollment(tx, userId, item.courseId);
  return lockEnrollmentToComplete(tx, userId, item.courseId);
}

/**
 * Staff reviewing a student's submission act on the student's behalf: the student's enrolment,
 * locked as for their own submissions, or undefined when they have none (nothing to complete).
 */
export function lockEnrollmentForReview(tx: Executor, userId: string, courseId: string) {
  return queries.lockEnrollment(tx, userId, courseId);
}
