import type { CourseProgress } from "../../../shared/contracts/courses.js";
import { DEFAULT_MAX_SUBMISSIONS, type SubmitProjectBody } from "../../../shared/contracts/projects.js";
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_PASS_THRESHOLD,
  type AttemptResult,
  type QuizStart,
  type SubmitAttemptBody,
} from "../../../shared/contracts/quizzes.js";
import type { Database, Executor } from "../../../db/types.js";
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from "../../errors.js";
import { CERTIFICATE_ID, newCertificateId } from "./certificate-id.js";
import * as catalog from "../catalog/catalog.service.js";
import { listCourseItems, listQuestions } from "../catalog/catalog.queries.js";
import * as uploads from "../uploads/uploads.service.js";
import { gradeQuiz } from "./grading.js";
import * as queries from "./learning.queries.js";
import { computeCompletion } from "./progress.js";

export const PAID_COURSE_MESSAGE = "This is a paid course. Complete checkout to enroll.";
export const NOT_ENROLLED_MESSAGE = "Enroll in this course first";
export const SUBMISSION_REQUIRED_MESSAGE = "Please provide the required submission content.";

export async function isEnrolled(db: Executor, userId: string, courseId: string) {
  return (await queries.findEnrollment(db, userId, courseId)) !== undefined;
}

export function listEnrollments(db: Executor, userId: string) {
  return queries.listEnrollments(db, userId);
}

/** Enrols in a free course (once); a paid course needs payment (402). */
export async function enrollInCourse(db: Database, userId: string, courseId: string) {
  const course = await catalog.getCourse(db, courseId);
  if (!course.isFree) throw new AppError("PAYMENT_REQUIRED", PAID_COURSE_MESSAGE);
  const created = await queries.insertEnrollment(db, userId, course.id);
  const enrollment = await queries.findEnrollment(db, userId, course.id);
  if (!enrollment) throw new Error("enrolment vanished after insert");
  return { enrollment, created };
}

export async function getCourseProgress(db: Executor, userId: string, courseId: string): Promise<CourseProgress> {
  await catalog.getCourse(db, courseId);
  return readCourseProgress(db, userId, courseId);
}

/**
 * Progress counts the course's active items. An entry exists once an item is completed:
 * a lesson when the student presses Complete, a quiz when an attempt passes, a project
 * when a submission is approved.
 */
async function readCourseProgress(db: Executor, userId: string, courseId: string) {
  // One after the other: inside a transaction both share one connection.
  const items = await listCourseItems(db, courseId);
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

/**
 * Keeps the enrolment's percent and completed flag in step with its progress entries, and
 * issues the course's certificate (once) when every required item is done. Runs with the
 * enrolment row locked, so two completions at once can't both issue one.
 */
export async function syncEnrollment(
  tx: Executor,
  enrollment: { id: string; completedAt: Date | null },
  userId: string,
  courseId: string,
) {
  const { progress, completion, isFinished } = await readCourseProgress(tx, userId, courseId);
  await queries.updateEnrollmentProgress(tx, enrollment.id, {
    progress: completion.percentage,
    completed: isFinished,
    completedAt: isFinished ? (enrollment.completedAt ?? new Date()) : null,
  });
  if (isFinished) await issueCertificate(tx, userId, courseId);
  return { progress, completion };
}

/** The name a certificate carries: the student's name, or their address's local part. */
const certificateName = (user: { firstName: string | null; lastName: string | null; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email.split("@")[0]!;

async function issueCertificate(tx: Executor, userId: string, courseId: string) {
  if (await queries.findCertificateForUserCourse(tx, userId, courseId)) return;
  const { user, course } = await queries.findCertificateSubjects(tx, userId, courseId);
  if (!user || !course) return;
  const studentName = certificateName(user);
  // A clash of random ids is astronomically rare; the unique constraint catches it and we draw again.
  for (let attempt = 0; ; attempt++) {
    try {
      await queries.insertCertificate(tx, {
        userId,
        courseId,
        certId: newCertificateId(),
        studentName,
        courseTitle: course.title,
        standards: course.standards,
      });
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
 * The rule is syncEnrollment's: an enrolment whose required items are no longer all done (a new
 * lesson) is not completed any more; one that now has them all (an item it lacked deactivated)
 * becomes completed and gets its certificate. Certificates already issued are kept: they record
 * that the student finished the course as it was then, and a verifier's link must not break.
 */
export async function resyncCourseEnrollments(tx: Executor, courseId: string) {
  await queries.lockCourseEnrollments(tx, courseId);
  const changed = await queries.recountCourseEnrollments(tx, courseId);
  if (changed === 0) return;
  // Drawn ids can clash (rarely): those rows are skipped, and the next round draws again.
  for (let round = 0; round < 4; round++) {
    const due = await queries.listCertificateDue(tx, courseId);
    if (due.length === 0) return;
    for (let start = 0; start < due.length; start += CERTIFICATE_BATCH) {
      await queries.insertCertificates(
        tx,
        due.slice(start, start + CERTIFICATE_BATCH).map((row) => ({
          userId: row.userId,
          courseId,
          certId: newCertificateId(),
          studentName: certificateName(row),
          courseTitle: row.courseTitle,
          standards: row.standards,
        })),
      );
    }
  }
  throw new Error("could not draw free certificate ids");
}

/** Locks a student's enrolment in a course for a change made on their behalf (a review). */
export async function lockEnrollmentFor(tx: Executor, userId: string, courseId: string) {
  return queries.lockEnrollment(tx, userId, courseId);
}

export const insertProgress = queries.insertProgress;

export function listUserCertificates(db: Executor, userId: string) {
  return queries.listUserCertificates(db, userId);
}

export async function getCertificate(db: Executor, certId: string) {
  const normalised = certId.trim().toUpperCase();
  const certificate = CERTIFICATE_ID.test(normalised) ? await queries.findCertificate(db, normalised) : undefined;
  if (!certificate) throw notFound("Certificate");
  return certificate;
}

async function lockEnrollmentOrRefuse(tx: Executor, userId: string, courseId: string) {
  const enrollment = await queries.lockEnrollment(tx, userId, courseId);
  if (!enrollment) throw forbidden(NOT_ENROLLED_MESSAGE);
  return enrollment;
}

/**
 * The quiz and project screens are open to every signed-in student (spec 6). Taking a quiz or
 * sending a project in a free course enrols the student, as Enroll Now would (a free course
 * enrols immediately); a paid course still needs its enrolment first (403).
 */
async function lockEnrollmentEnrollingFree(tx: Executor, userId: string, courseId: string, courseIsFree: boolean) {
  if (courseIsFree) await queries.insertEnrollment(tx, userId, courseId);
  return lockEnrollmentOrRefuse(tx, userId, courseId);
}

/** Marks a lesson done for an enrolled student; doing it again changes nothing. */
export async function completeLesson(db: Database, userId: string, lessonId: string): Promise<CourseProgress> {
  const lesson = await catalog.getLesson(db, lessonId);
  return db.transaction(async (tx) => {
    const enrollment = await lockEnrollmentOrRefuse(tx, userId, lesson.courseId);
    await queries.insertProgress(tx, { userId, courseId: lesson.courseId, moduleId: lesson.moduleId, lessonId });
    return syncEnrollment(tx, enrollment, userId, lesson.courseId);
  });
}

export async function listQuizAttempts(db: Executor, userId: string, quizId: string) {
  await catalog.getQuizForStudent(db, quizId);
  return queries.listAttempts(db, userId, quizId);
}

/**
 * Records when the quiz screen started an attempt, by the server's (database's) clock, so staff
 * can compare it with the time the browser reports. Calling it again before submitting keeps
 * the first start: reloading the page restarts the browser's timer but not this measure, which
 * is the point. The access rule is the one for taking the quiz; a free course's start does not
 * enrol (the submission does).
 */
export async function startQuizAttempt(db: Database, userId: string, quizId: string): Promise<QuizStart> {
  const quiz = await catalog.getQuizForStudent(db, quizId);
  if (!quiz.courseIsFree && !(await isEnrolled(db, userId, quiz.courseId))) throw forbidden(NOT_ENROLLED_MESSAGE);
  return queries.upsertQuizStart(db, userId, quiz.id);
}

/**
 * Grades an attempt on the server. The enrolment row lock makes concurrent attempts of one
 * student take turns, so the attempt limit and the numbering hold; the unique
 * (user, quiz, attemptNumber) constraint backs that up.
 */
export async function submitQuizAttempt(
  db: Database,
  userId: string,
  quizId: string,
  body: SubmitAttemptBody,
): Promise<AttemptResult> {
  const quiz = await catalog.getQuizForStudent(db, quizId);
  const questions = await listQuestions(db, quiz.id);
  if (questions.length === 0) throw conflict("This quiz has no questions yet");
  const questionIds = new Set(questions.map((question) => question.id));
  const unknown = Object.keys(body.answers).filter((id) => !questionIds.has(id));
  if (unknown.length > 0) {
    throw badRequest("Answers name questions that are not in this quiz", [
      { path: "body.answers", message: `Unknown question ids: ${unknown.slice(0, 5).join(", ")}` },
    ]);
  }
  const maxAttempts = quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const passThreshold = quiz.passThreshold ?? DEFAULT_PASS_THRESHOLD;

  return db.transaction(async (tx) => {
    const enrollment = await lockEnrollmentEnrollingFree(tx, userId, quiz.courseId, quiz.courseIsFree);
    const previous = await queries.listAttempts(tx, userId, quiz.id);
    if (previous.some((attempt) => attempt.passed)) throw conflict("You have already passed this quiz");
    if (previous.length >= maxAttempts) throw conflict("No attempts remaining for this quiz");

    const grade = gradeQuiz(questions, body.answers, passThreshold);
    // An attempt without a start (an API caller, an older page) is taken as before, unmeasured;
    // one over the time limit is recorded, never refused: staff see it flagged.
    const serverTimeSpent = (await queries.takeQuizStart(tx, userId, quiz.id)) ?? null;
    const attempt = await queries.insertAttempt(tx, {
      userId,
      quizId: quiz.id,
      answers: body.answers,
      score: grade.score,
      maxScore: grade.totalPoints,
      passed: grade.passed,
      timeSpent: body.timeSpent ?? null,
      serverTimeSpent,
      attemptNumber: previous.length + 1,
    });
    if (grade.passed) {
      await queries.insertProgress(tx, { userId, courseId: quiz.courseId, moduleId: quiz.moduleId, quizId: quiz.id });
      await syncEnrollment(tx, enrollment, userId, quiz.courseId);
    }
    const attemptsRemaining = grade.passed ? 0 : maxAttempts - attempt.attemptNumber;
    // Correct answers and explanations only once they can no longer help a next attempt.
    const reveal = grade.passed || attemptsRemaining === 0;
    return {
      ...attempt,
      attemptsRemaining,
      passThreshold,
      results: questions.map((question) => ({
        questionId: question.id,
        isCorrect: grade.correct.get(question.id) ?? false,
        ...(reveal ? { correctAnswer: question.correctAnswer, explanation: question.explanation } : {}),
      })),
    };
  });
}

export async function listProjectSubmissions(db: Executor, userId: string, projectId: string) {
  await catalog.getProject(db, projectId);
  return queries.listSubmissions(db, userId, projectId);
}

/** uploads/{file name}, the spec's address of a file submitted by name only. */
const NAMED_FILE_URL = /^uploads\/[^/\\]{1,200}$/;
/** uploads/{id}/{file name}, a file uploaded through POST /api/projects/{id}/files. */
const UPLOADED_FILE_URL = /^uploads\/[0-9a-f-]{36}\/[^/\\]{1,200}$/;

/**
 * Submits a project. The limit is maxSubmissions (1 when absent) plus one more for each
 * submission sent back as needs_revision; approved work takes no more submissions.
 */
export async function submitProject(db: Database, userId: string, projectId: string, body: SubmitProjectBody) {
  const project = await catalog.getProject(db, projectId);
  const content = body.content?.trim() ?? "";
  let fileUrl = body.fileUrl?.trim() ?? "";
  if (project.submissionFormat === "file") {
    if (!fileUrl)
      throw badRequest(SUBMISSION_REQUIRED_MESSAGE, [{ path: "body.fileUrl", message: "Choose a file to submit" }]);
    if (UPLOADED_FILE_URL.test(fileUrl)) {
      if (!(await uploads.findOwnProjectUpload(db, fileUrl, userId, project.id))) {
        throw badRequest("That file was not found. Please upload it again.", [
          { path: "body.fileUrl", message: "Not one of your uploads for this project" },
        ]);
      }
    } else if (NAMED_FILE_URL.test(fileUrl)) {
      // The spec's name-only address: when the student uploaded a file of that name for this
      // project, the submission points at it, so the instructor can open the real work.
      const upload = await uploads.findLatestProjectUpload(db, userId, project.id, fileUrl.slice("uploads/".length));
      if (upload) fileUrl = uploads.uploadAddress(upload);
    } else {
      throw badRequest("The file address must look like uploads/{file name}", [
        { path: "body.fileUrl", message: "Must be uploads/ followed by a file name" },
      ]);
    }
    if (!content)
      throw badRequest(SUBMISSION_REQUIRED_MESSAGE, [{ path: "body.content", message: "Content is required" }]);
  } else if (!content) {
    throw badRequest(SUBMISSION_REQUIRED_MESSAGE, [{ path: "body.content", message: "Content is required" }]);
  }

  return db.transaction(async (tx) => {
    await lockEnrollmentEnrollingFree(tx, userId, project.courseId, project.courseIsFree);
    const previous = await queries.listSubmissions(tx, userId, project.id);
    if (previous.some((submission) => submission.status === "approved")) {
      throw conflict("This project has already been approved");
    }
    const revisions = previous.filter((submission) => submission.status === "needs_revision").length;
    const limit = (project.maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS) + revisions;
    if (previous.length >= limit) throw conflict("Maximum submissions reached for this project");
    return queries.insertSubmission(tx, {
      userId,
      projectId: project.id,
      content,
      fileUrl: project.submissionFormat === "file" ? fileUrl : null,
      submissionNumber: previous.length + 1,
    });
  });
}
