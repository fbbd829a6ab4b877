import { TIME_LIMIT_GRACE_SECONDS, type StaffQuizAttempts } from "../../../shared/contracts/quizzes.js";
import type { ReviewBody } from "../../../shared/contracts/staff.js";
import type { Database, Executor } from "../../../db/types.js";
import { conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as learning from "../learning/learning.service.js";
import * as queries from "./review.queries.js";

export const listSubmissions = queries.listSubmissions;

export async function getSubmission(db: Executor, id: string) {
  const row = isUuid(id) ? await queries.findSubmission(db, id) : undefined;
  if (!row) throw notFound("Submission");
  return row;
}

/**
 * Records an instructor's review of a pending submission. Approval completes the project
 * item, which may complete the course and issue its certificate; needs_revision lets the
 * student submit once more. The student's enrolment is locked as for their own submissions.
 */
export async function reviewSubmission(db: Database, reviewerId: string, id: string, review: ReviewBody) {
  const found = await getSubmission(db, id);
  await db.transaction(async (tx) => {
    const enrollment = await learning.lockEnrollmentFor(tx, found.userId, found.course.id);
    const current = await queries.lockSubmission(tx, id);
    if (!current) throw notFound("Submission");
    if (current.status !== "pending") throw conflict("This submission has already been reviewed");
    await queries.updateSubmissionReview(tx, id, {
      status: review.status,
      grade: review.grade ?? null,
      feedback: review.feedback || null,
      reviewedAt: new Date(),
      reviewedBy: reviewerId,
    });
    if (review.status === "approved" && enrollment) {
      await learning.insertProgress(tx, {
        userId: found.userId,
        courseId: found.course.id,
        moduleId: found.moduleId,
        projectId: found.projectId,
      });
      await learning.syncEnrollment(tx, enrollment, found.userId, found.course.id);
    }
  });
  return getSubmission(db, id);
}

/**
 * A quiz's attempts for staff, with the browser's and the server's time side by side. Every
 * instructor may author every course (the authoring routes have no owner rule), so every
 * instructor may read every quiz's attempts; inactive quizzes too, as in the editor.
 */
export async function listQuizAttempts(db: Executor, quizId: string): Promise<StaffQuizAttempts> {
  const quiz = isUuid(quizId) ? await queries.findQuiz(db, quizId) : undefined;
  if (!quiz) throw notFound("Quiz");
  const rows = await queries.listQuizAttempts(db, quiz.id);
  const limitSeconds = quiz.timeLimit === null ? null : quiz.timeLimit * 60 + TIME_LIMIT_GRACE_SECONDS;
  return {
    quizId: quiz.id,
    title: quiz.title,
    timeLimit: quiz.timeLimit,
    attempts: rows.map((row) => ({
      ...row,
      overTimeLimit: limitSeconds !== null && row.serverTimeSpent !== null && row.serverTimeSpent > limitSeconds,
    })),
  };
}
