import type { MailContext } from "../email/index.js";
import { FILE_NAME_MAX } from "../../../shared/rules/uploads.js";
import {
  DEFAULT_MAX_SUBMISSIONS,
  type ProjectDetail,
  type SubmitProjectBody,
} from "../../../shared/contracts/projects.js";
import type { Database, Executor } from "../../../db/types.js";
import type { UploadQuota } from "../../config.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as courses from "../courses/index.js";
import * as enrolments from "../enrolments/index.js";
import * as queries from "./projects.queries.js";
import { refreshReviewDigests } from "./review-digest.js";
import * as uploads from "./uploads.service.js";

export const SUBMISSION_REQUIRED_MESSAGE = "Please provide the required submission content.";

export async function getModuleProjects(db: Executor, moduleId: string) {
  await courses.getModule(db, moduleId);
  return queries.listActiveProjects(db, moduleId);
}

/** A project the catalog serves (it, its module and its course active) with its course, or 404. */
export async function getProject(db: Executor, id: string): Promise<ProjectDetail> {
  const project = isUuid(id) ? await queries.findServedProject(db, id) : undefined;
  if (!project) throw notFound("Project");
  // The same shape as the quiz: courseIsFree names the course's flag.
  return project;
}

export async function listProjectSubmissions(db: Executor, userId: string, projectId: string) {
  await getProject(db, projectId);
  return queries.listOwnSubmissions(db, userId, projectId);
}

/** The student's projects sent back for changes (the dashboard's "Changes requested"). */
export function listChangesRequested(db: Executor, userId: string) {
  return queries.listChangesRequested(db, userId);
}

export interface ProjectFileOptions {
  uploadDir: string;
  maxBytes: number;
  quota: UploadQuota;
  /** The request's Content-Length, when the client sent one. */
  expectedBytes: number | undefined;
}

/**
 * Stores a file for a file-format project; the student then submits its fileUrl and content.
 * The file is read (receive) only once the project and the student's access are checked.
 */
export async function uploadProjectFile(
  db: Database,
  userId: string,
  projectId: string,
  receive: () => Promise<uploads.IncomingFile>,
  options: ProjectFileOptions,
) {
  const project = await getProject(db, projectId);
  if (project.submissionFormat !== "file") throw badRequest("This project takes text submissions, not files");
  // As for the submission itself: anyone signed in for a free course (submitting enrols them),
  // only enrolled students for a paid one.
  await enrolments.checkMayWorkOn(db, userId, project);
  return uploads.storeUpload(db, await receive(), {
    uploadDir: options.uploadDir,
    maxBytes: options.maxBytes,
    kind: "project",
    userId,
    projectId: project.id,
    quota: options.quota,
    expectedBytes: options.expectedBytes,
  });
}

/** uploads/{file name}, the spec's address of a file submitted by name only. */
const NAMED_FILE_URL = new RegExp(`^uploads/[^/\\\\]{1,${FILE_NAME_MAX}}$`);
/** uploads/{id}/{file name}, a file uploaded through POST /api/projects/{id}/files. */
const UPLOADED_FILE_URL = new RegExp(`^uploads/[0-9a-f-]{36}/[^/\\\\]{1,${FILE_NAME_MAX}}$`);

/**
 * Submits a project. The limit is maxSubmissions (1 when absent) plus one more for each
 * submission sent back as needs_revision; approved work takes no more submissions.
 */
export async function submitProject(
  db: Database,
  mail: MailContext,
  userId: string,
  projectId: string,
  body: SubmitProjectBody,
) {
  const project = await getProject(db, projectId);
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
      throw badRequest("The file address must look like uploads/'{file name}'", [
        { path: "body.fileUrl", message: "Must be uploads/ followed by a file name" },
      ]);
    }
    if (!content)
      throw badRequest(SUBMISSION_REQUIRED_MESSAGE, [{ path: "body.content", message: "Content is required" }]);
  } else if (!content) {
    throw badRequest(SUBMISSION_REQUIRED_MESSAGE, [{ path: "body.content", message: "Content is required" }]);
  }

  return db.transaction(async (tx) => {
    await enrolments.lockEnrollmentToSubmit(tx, userId, project);
    const previous = await queries.listOwnSubmissions(tx, userId, project.id);
    if (previous.some((submission) => submission.status === "approved")) {
      throw conflict("This project has already been approved");
    }
    const revisions = previous.filter((submission) => submission.status === "needs_revision").length;
    const limit = (project.maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS) + revisions;
    if (previous.length >= limit) throw conflict("Maximum submissions reached for this project");
    const submission = await queries.insertSubmission(tx, {
      userId,
      projectId: project.id,
      content,
      fileUrl: project.submissionFormat === "file" ? fileUrl : null,
      submissionNumber: previous.length + 1,
    });
    await refreshReviewDigests(tx, mail, "submitted");
    return submission;
  });
}
