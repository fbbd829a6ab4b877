import { certificateIssuedEmail, enqueueEmail, type MailContext } from "../email/index.js";
import type { CourseProgress } from "../../../shared/contracts/enrolments.js";
import type { Database, Executor } from "../../../db/types.js";
import { AppError, isUniqueViolation, notFound } from "../../errors.js";
import { lockEnrollmentToComplete } from "./access.js";
import { CERTIFICATE_ID, newCertificateId } from "./certificate-id.js";
import * as queries from "./enrolments.queries.js";
import { computeCompletion } from "./progress.js";

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

/** A student's progress in a course the catalog serves. */
export async function getCourseProgress(db: Executor, userId: string, courseId: string): Promise<CourseProgress> {
  const { progress, completion } = await readCourseProgress(db, userId, courseId);
  return { progress, completion };
}

/**
 * Progress counts the course's active items. An entry exists once an item is completed:
 * a lesson when the student presses Complete, a quiz when an attempt passes, a project
 * when a submission is approved.
 */
async function readCourseProgress(db: Executor, userId: string, courseId: string) {
  // One after the other: inside a transaction both share one connection.
  const items = await queries.listCourseItems(db, courseId);
  const entries = await queries.listProgress(db, userId, courseId);
  const itemIds = new Set(items.map((item) => item.id));
  const progress = entries.filter((entry) => {
    const itemId = entry.lessonId ?? entry.quizId ?? entry.projectId;
    return itemId !== null && itemIds.has(itemId);
  });
  const done = new Set(progress.map((entry) => (entry.lessonId ?? entry.quizId ?? entry.projectId)!));
  const { isFinished, ...completion } = computeCompletion(items, done);
  return { progress, completion, isFinished };
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
  const { progress, completion, isFinished } = await readCourseProgress(tx, userId, courseId);
  await queries.updateEnrollmentProgress(tx, enrollment.id, {
    progress: completion.percentage,
    completed: isFinished,
    completedAt: isFinished ? (enrollment.completedAt ?? new Date()) : null,
  });
  if (isFinished) await issueCertificate(tx, mail, userId, courseId);
  return { progress, completion };
}

/** The name a certificate carries: the student's name, or their address's local part. */
const certificateName = (user: { firstName: string | null; lastName: string | null; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email.split("@")[0]!;

/** Issues the certificate (once) and, in the same transaction, the congratulations email. */
async function issueCertificate(tx: Executor, mail: MailContext, userId: string, courseId: string) {
  if (await queries.findCertificateForUserCourse(tx, userId, courseId)) return;
  const { user, course } = await queries.findCertificateSubjects(tx, userId, courseId);
  if (!user || !course) return;
  const studentName = certificateName(user);
  // A clash of random ids is astronomically rare; the unique constraint catches it and we draw again.
  for (let attempt = 0; ; attempt++) {
    try {
      const certId = newCertificateId();
      const isIssued = await queries.insertCertificate(tx, {
        userId,
        courseId,
        certId,
        studentName,
        courseTitle: course.title,
        standards: course.standards,
      });
      if (isIssued) {
        await enqueueEmail(
          tx,
          await certificateIssuedEmail(mail, {
            student: { id: userId, email: user.email, name: studentName, locale: user.locale },
            certId,
            courseTitle: course.title,
          }),
        );
      }
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

const CERTIFICATE_BATCH = 1000;

/**
 * Brings every enrolment of a course in step with the course after staff changed which items
 * count (an item added, activated or deactivated, made required or optional; a module switched
 * on or off). Runs inside the change's transaction, so the dashboard never shows progress of a
 * course that no longer exists. Set-based: one lock statement and one UPDATE for all enrolments,
 * however many there are.
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
  // Drawn ids can clash (rarely): those rows are skipped, and the next round draws again.
  for (let round = 0; round < 4; round++) {
    const due = await queries.listCertificateDue(tx, courseId);
    if (due.length === 0) return;
    for (let start = 0; start < due.length; start += CERTIFICATE_BATCH) {
      const batch = due.slice(start, start + CERTIFICATE_BATCH);
      const issued = await queries.insertCertificates(
        tx,
        batch.map((row) => ({
          userId: row.userId,
          courseId,
          certId: newCertificateId(),
          studentName: certificateName(row),
          courseTitle: row.courseTitle,
          standards: row.standards,
        })),
      );
      // Each certificate this round issued gets its congratulations, in the same transaction.
      const recipientOf = new Map(batch.map((row) => [row.userId, row]));
      for (const certificate of issued) {
        await enqueueEmail(
          tx,
          await certificateIssuedEmail(mail, {
            student: {
              id: certificate.userId,
              email: recipientOf.get(certificate.userId)!.email,
              locale: recipientOf.get(certificate.userId)!.locale,
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
