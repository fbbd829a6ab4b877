import { certificateIssuedEmail, enqueueEmail, type MailContext } from "../email/index.js";
import type { CourseProgress } from "../../../shared/contracts/enrolments.js";
import { certificateName } from "../../../shared/rules/people.js";
import type { Database, Executor } from "../../../db/types.js";
import { AppError, notFound } from "../../errors.js";
import { lockEnrollmentToComplete } from "./access.js";
import { CERTIFICATE_ID, certificateIds } from "./certificate-id.js";
import * as queries from "./enrolments.queries.js";
import { scheduleFollowUps } from "../outcomes/index.js";

export const PAID_COURSE_MESSAGE = "This is a paid course. Complete checkout to enroll.";

export function listEnrollments(db: Executor, userId: string) {
  return queries.listEnrollments(db, userId);
}

/** Enrols in a free course (once); a paid course needs payment (402). The course is one the catalog serves. */
export async function enrollInCourse(db: Database, userId: string, course: { id: string; isFree: boolean }) {
  if (!course.isFree) throw new AppError("PAYMENT_REQUIRED", PAID_COURSE_MESSAGE);
  const created = await queries.insertEnrollment(db, userId, course.id);
  const enrollment = await queries.findEnrollment(db, userId, course.id);
  if (!enrollment) throw new Error("enrolment vanished after insert");
  return { enrollment, created };
}

/**
 * Enrols a student on staff's word (issue 24: adding them to a cohort), free or paid course alike,
 * in the caller's transaction; an enrolment already there stays. Answers whether one was made.
 */
export function enrollByStaff(tx: Executor, userId: string, courseId: string) {
  return queries.insertEnrollment(tx, userId, courseId);
}

/** A student's progress in a course the catalog serves. */
export async function getCourseProgress(db: Executor, userId: string, courseId: string): Promise<CourseProgress> {
  const { progress, completion, remaining } = await readCourseProgress(db, userId, courseId);
  return { progress, completion, remaining };
}

/**
 * Progress counts the course's active items. An entry exists once an item is completed:
 * a lesson when the student presses Complete, a quiz when an attempt passes, a project
 * when a submission is approved. The rule is enrolments.queries.ts's completionRule, the only one;
 * `remaining` lists the counted items not done yet (the phone's count while a completion waits).
 */
async function readCourseProgress(db: Executor, userId: string, courseId: string) {
  // One after the other: inside a transaction both share one connection.
  const progress = await queries.listCountedProgress(db, userId, courseId);
  const { completion, isFinished, remaining } = await queries.readCompletion(db, userId, courseId);
  return { progress, completion, isFinished, remaining };
}

/** A student's enrolment, locked for the transaction (access.ts). */
export interface LockedEnrollment {
  id: string;
  userId: string;
  courseId: string;
  completedAt: Date | null;
}

/** An item of a course: a lesson, a quiz or a project, in its module. */
export interface CompletedItem {
  kind: "lesson" | "quiz" | "project";
  id: string;
  moduleId: string;
}

function progressTarget(item: CompletedItem): queries.ProgressTarget {
  if (item.kind === "lesson") return { lessonId: item.id };
  if (item.kind === "quiz") return { quizId: item.id };
  return { projectId: item.id };
}

/**
 * The one way an item becomes done: a lesson the student marks complete, a quiz attempt that
 * passes, a project submission staff approve. Records the item once (doing it again changes
 * nothing), then keeps the enrolment's percent and completed flag in step and issues the
 * course's certificate (once) when every required item is done. Runs in the caller's
 * transaction with the enrolment row locked, so two completions at once can't both issue one.
 */
export async function recordCompletion(
  tx: Executor,
  mail: MailContext,
  enrollment: LockedEnrollment,
  item: CompletedItem,
): Promise<CourseProgress> {
  const { userId, courseId } = enrollment;
  await queries.insertProgress(tx, { userId, courseId, moduleId: item.moduleId, ...progressTarget(item) });
  // The enrolment's stored progress follows by the same statement staff changes recount with.
  await queries.recountCourseEnrollments(tx, courseId, userId);
  const { progress, completion, isFinished, remaining } = await readCourseProgress(tx, userId, courseId);
  if (isFinished) await issueDueCertificates(tx, mail, courseId, userId);
  return { progress, completion, remaining };
}

/**
 * The one way certificates are issued: to every student of the course who has completed it and
 * holds none (or only to `onlyUserId`), each with the congratulations email, in the caller's
 * transaction. Ids are drawn at random (certificateIds.draw); a drawn id that is already taken
 * is skipped by ON CONFLICT DO NOTHING (a unique violation would abort the whole transaction on
 * PostgreSQL, so it could not be caught and retried) and the next round draws again for whoever
 * still has none. Two issuances at once for one student can't both succeed either: the unique
 * (user, course) pair skips the second.
 */
export async function issueDueCertificates(
  tx: Executor,
  mail: MailContext,
  courseId: string,
  onlyUserId?: string,
): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const due = await queries.listCertificateDue(tx, courseId, onlyUserId);
    if (due.length === 0) return;
    for (let start = 0; start < due.length; start += CERTIFICATE_BATCH) {
      const batch = due.slice(start, start + CERTIFICATE_BATCH);
      const issued = await queries.insertCertificates(
        tx,
        batch.map((row) => ({
          userId: row.userId,
          courseId,
          certId: certificateIds.draw(),
          studentName: certificateName(row),
          courseTitle: row.courseTitle,
          standards: row.standards,
        })),
      );
      // Each certificate this round issued gets its outcome follow-ups (issue 24) and its
      // congratulations, in the same transaction.
      await scheduleFollowUps(tx, mail.followUpMonths, issued);
      const recipientOf = new Map(batch.map((row) => [row.userId, row]));
      for (const certificate of issued) {
        const recipient = recipientOf.get(certificate.userId)!;
        await enqueueEmail(
          tx,
          await certificateIssuedEmail(mail, {
            student: {
              id: certificate.userId,
              email: recipient.email,
              locale: recipient.locale,
              name: certificate.studentName,
            },
            certId: certificate.certId,
            courseTitle: certificate.courseTitle,
          }),
        );
      }
    }
  }
  throw new Error("could not draw free certificate ids");
}

const CERTIFICATE_BATCH = 1000;

/**
 * Brings every enrolment of a course in step with the course after staff changed which items
 * count (an item added, activated or deactivated, made required or optional; a module switched
 * on or off). Runs inside the change's transaction, so the dashboard never shows progress of a
 * course that no longer exists. Set-based: one lock statement, one read and one UPDATE per 5000
 * changed enrolments.
 *
 * The rule is recordCompletion's: an enrolment whose required items are no longer all done (a new
 * lesson) is not completed any more; one that now has them all (an item it lacked deactivated)
 * becomes completed and gets its certificate. Certificates already issued are kept: they record
 * that the student finished the course as it was then, and a verifier's link must not break.
 */
export async function resyncCourseEnrollments(tx: Executor, mail: MailContext, courseId: string) {
  await queries.lockCourseEnrollments(tx, courseId);
  const changed = await queries.recountCourseEnrollments(tx, courseId);
  if (changed === 0) return;
  await issueDueCertificates(tx, mail, courseId);
}

export function listUserCertificates(db: Executor, userId: string) {
  return queries.listUserCertificates(db, userId);
}

export async function getCertificate(db: Executor, certId: string) {
  const normalised = certId.trim().toUpperCase();
  const certificate = CERTIFICATE_ID.test(normalised) ? await queries.findCertificate(db, normalised) : undefined;
  if (!certificate) throw notFound("Certificate");
  return certificate;
}

/** Marks a lesson the catalog serves done for an enrolled student; doing it again changes nothing. */
export async function completeLesson(
  db: Database,
  mail: MailContext,
  userId: string,
  lesson: { id: string; courseId: string; moduleId: string },
): Promise<CourseProgress> {
  return db.transaction(async (tx) => {
    const enrollment = await lockEnrollmentToComplete(tx, userId, lesson.courseId);
    return recordCompletion(tx, mail, enrollment, { kind: "lesson", id: lesson.id, moduleId: lesson.moduleId });
  });
}
