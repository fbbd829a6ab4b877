import type { z } from "zod";
import type { projectInput, projectPatch } from "../../../shared/contracts/projects.forms.js";
import type { ReviewBody } from "../../../shared/contracts/projects.js";
import type { Database, Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as courses from "../courses/index.js";
import { enqueueEmail, projectReviewedEmail, type MailContext } from "../email/index.js";
import * as enrolments from "../enrolments/index.js";
import { userLocale } from "../users/index.js";
import * as queries from "./projects.queries.js";
import type { SubmissionQueueStatus } from "./projects.queries.js";
import * as teams from "../teams/index.js";
import { refreshReviewDigests } from "./review-digest.js";

/*
 * Project authoring and the review of students' submissions, for instructors and admins. A
 * project is an item of its module: adding one or changing what progress counts of it goes
 * through the courses module (addModuleItem, changeModuleItem), which drops the catalog cache
 * once committed and answers the whole course tree.
 */

export async function createProject(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  moduleId: string,
  input: z.output<typeof projectInput>,
) {
  return courses.addModuleItem(db, cache, mail, moduleId, (tx, place) =>
    queries.insertProject(tx, { ...input, ...place }),
  );
}

export async function updateProject(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  id: string,
  patch: z.output<typeof projectPatch>,
) {
  const project = await courses.requireModuleItem(db, "Project", id, (uuid) => queries.findProject(db, uuid));
  return courses.changeModuleItem(db, cache, mail, project.courseId, patch, (tx) =>
    queries.updateProject(tx, project.id, patch),
  );
}

/** The review queue of the courses the viewer may act on (every course for admins). */
export const listSubmissionQueue = (db: Executor, status: SubmissionQueueStatus, viewer: teams.Viewer) =>
  queries.listSubmissionQueue(db, status, teams.courseScope(db, viewer));

export async function getSubmission(db: Executor, id: string) {
  const row = isUuid(id) ? await queries.findSubmission(db, id) : undefined;
  if (!row) throw notFound("Submission");
  return row;
}

/** A submission as staff read it (the route checked the course team): the read is audited. */
export async function readSubmission(db: Executor, id: string, viewer: teams.Viewer) {
  const row = await getSubmission(db, id);
  await teams.recordStaffReads(db, viewer, [
    { kind: "submission", recordId: row.id, studentId: row.userId, courseId: row.course.id },
  ]);
  return row;
}

/**
 * Records an instructor's review of a pending submission. Approval completes the project
 * item, which may complete the course and issue its certificate; needs_revision lets the
 * student submit once more. The student's enrolment is locked as for their own submissions.
 */
export async function reviewSubmission(
  db: Database,
  mail: MailContext,
  reviewerId: string,
  id: string,
  review: ReviewBody,
) {
  const found = await getSubmission(db, id);
  await db.transaction(async (tx) => {
    const enrollment = await enrolments.lockEnrollmentForReview(tx, found.userId, found.course.id);
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
      await enrolments.recordCompletion(tx, mail, enrollment, {
        kind: "project",
        id: found.projectId,
        moduleId: found.moduleId,
      });
    }
    // The student hears of the review, and the waiting digest stops listing this submission.
    await enqueueEmail(
      tx,
      await projectReviewedEmail(mail, {
        student: { ...found.student, locale: await userLocale(tx, found.student.id) },
        project: found.project,
        review: { status: review.status, grade: review.grade ?? null, feedback: review.feedback || null },
        submissionId: id,
      }),
    );
    await refreshReviewDigests(tx, mail, "reviewed");
  });
  return getSubmission(db, id);
}
