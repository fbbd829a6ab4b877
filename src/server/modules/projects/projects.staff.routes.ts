import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authoringCourse } from "../../../shared/contracts/courses.js";
import { projectInput, projectPatch } from "../../../shared/contracts/projects.forms.js";
import { reviewBody, staffSubmission, submissionQueueQuery } from "../../../shared/contracts/projects.js";
import { idParams } from "../../../shared/contracts/common.js";
import { requireRole, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import * as courses from "../courses/index.js";
import * as images from "../images/index.js";
import { incomingFile } from "./incoming-file.js";
import * as staff from "./projects.staff.service.js";
import { COURSE_IMAGE_MAX_BYTES, COURSE_IMAGE_TYPES, storeUpload, uploadAddress } from "./uploads.service.js";

/** Project authoring and the review of submissions (under /staff): every route checks the role on the server. */
export async function projectStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db, cache } = app;

  app.post(
    "/modules/:id/projects",
    {
      config: { courseOf: "module" },
      schema: { params: idParams, body: projectInput, response: { 201: authoringCourse } },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.createProject(db, cache, app.mail, request.params.id, request.body)),
  );
  app.patch(
    "/projects/:id",
    {
      config: { courseOf: "project" },
      schema: { params: idParams, body: projectPatch, response: { 200: authoringCourse } },
    },
    async (request) => staff.updateProject(db, cache, app.mail, request.params.id, request.body),
  );

  // A course's image is stored as a project file is (this module keeps every upload), then the
  // course points at it. Here rather than with the course's other authoring routes: projects
  // uses courses, and courses must not use projects back.
  app.post(
    "/courses/:id/image",
    { config: { courseOf: "course" }, schema: { params: idParams, response: { 200: authoringCourse } } },
    async (request) => {
      const user = await requireRole(request, STAFF_ROLES);
      const target = await courses.requireCourse(db, request.params.id);
      const upload = await storeUpload(db, await incomingFile(request), {
        uploadDir: app.config.uploadDir,
        maxBytes: Math.min(COURSE_IMAGE_MAX_BYTES, app.config.uploadMaxBytes),
        kind: "course_image",
        userId: user.id,
        courseId: target.id,
        allow: COURSE_IMAGE_TYPES,
        // Its size from its header: a decompression bomb is refused before it is kept or served.
        inspect: images.checkImageDimensions,
      });
      const course = await courses.updateCourse(db, cache, target.id, { imageUrl: `/api/${uploadAddress(upload)}` });
      // Its AVIF/WebP variants are made after the answer, once the course points at it; the original
      // serves until then.
      void images.makeUploadVariants(app.config.uploadDir, upload, request.log);
      return course;
    },
  );

  const strip = <T extends { moduleId: string }>({ moduleId: _moduleId, ...rest }: T) => rest;

  app.get(
    "/submissions",
    {
      // Admins see every course's submissions; an instructor their team's.
      config: { courseOf: "handler" },
      schema: { querystring: submissionQueueQuery, response: { 200: z.array(staffSubmission) } },
    },
    async (request) =>
      (await staff.listSubmissionQueue(db, request.query.status, await requireRole(request, STAFF_ROLES))).map(strip),
  );

  app.get(
    "/submissions/:id",
    { config: { courseOf: "submission" }, schema: { params: idParams, response: { 200: staffSubmission } } },
    async (request) =>
      strip(await staff.readSubmission(db, request.params.id, await requireRole(request, STAFF_ROLES))),
  );

  app.post(
    "/submissions/:id/review",
    {
      config: { courseOf: "submission" },
      schema: { params: idParams, body: reviewBody, response: { 200: staffSubmission } },
    },
    async (request) => {
      const user = await requireRole(request, STAFF_ROLES);
      return strip(await staff.reviewSubmission(db, app.mail, user.id, request.params.id, request.body));
    },
  );
}
