import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authoringCourse, course, itemOrderBody } from "../../../shared/contracts/courses.js";
import {
  courseInput,
  coursePatch,
  lessonInput,
  lessonPatch,
  moduleInput,
  modulePatch,
} from "../../../shared/contracts/courses.forms.js";
import { idParams, orderBody } from "../../../shared/contracts/common.js";
import { requireRole, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import * as images from "../images/index.js";
import * as projects from "../projects/index.js";
import * as authoring from "./courses.staff.service.js";

/** Course authoring for instructors and admins (under /staff): every route checks the role on the server. */
export async function courseStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db, cache } = app;
  const tree = { 200: authoringCourse };
  const created = { 201: authoringCourse };

  app.get("/courses", { schema: { response: { 200: z.array(course) } } }, async () => authoring.listAllCourses(db));

  app.get("/courses/:id", { schema: { params: idParams, response: tree } }, async (request) =>
    authoring.getAuthoringCourse(db, request.params.id),
  );

  app.post("/courses", { schema: { body: courseInput, response: created } }, async (request, reply) =>
    reply.status(201).send(await authoring.createCourse(db, cache, request.body)),
  );

  app.patch("/courses/:id", { schema: { params: idParams, body: coursePatch, response: tree } }, async (request) =>
    authoring.updateCourse(db, cache, request.params.id, request.body),
  );

  // The image is stored as a project file is (the projects module keeps every upload), then the
  // course points at it.
  app.post("/courses/:id/image", { schema: { params: idParams, response: tree } }, async (request) => {
    const user = await requireRole(request, STAFF_ROLES);
    const target = await authoring.requireCourse(db, request.params.id);
    const upload = await projects.storeUpload(db, await projects.incomingFile(request), {
      uploadDir: app.config.uploadDir,
      maxBytes: Math.min(projects.COURSE_IMAGE_MAX_BYTES, app.config.uploadMaxBytes),
      kind: "course_image",
      userId: user.id,
      courseId: target.id,
      allow: projects.COURSE_IMAGE_TYPES,
      // Its size from its header: a decompression bomb is refused before it is kept or served.
      inspect: images.checkImageDimensions,
    });
    const course = await authoring.updateCourse(db, cache, target.id, {
      imageUrl: `/api/${projects.uploadAddress(upload)}`,
    });
    // Its AVIF/WebP variants are made after the answer, once the course points at it; the original
    // serves until then.
    void images.makeUploadVariants(app.config.uploadDir, upload, request.log);
    return course;
  });

  app.post(
    "/courses/:id/modules",
    { schema: { params: idParams, body: moduleInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await authoring.createModule(db, cache, request.params.id, request.body)),
  );

  app.put(
    "/courses/:id/modules/order",
    { schema: { params: idParams, body: orderBody, response: tree } },
    async (request) => authoring.reorderModules(db, cache, request.params.id, request.body.ids),
  );

  app.patch("/modules/:id", { schema: { params: idParams, body: modulePatch, response: tree } }, async (request) =>
    authoring.updateModule(db, cache, app.mail, request.params.id, request.body),
  );

  app.put(
    "/modules/:id/items/order",
    { schema: { params: idParams, body: itemOrderBody, response: tree } },
    async (request) => authoring.reorderItems(db, cache, request.params.id, request.body.items),
  );

  app.post(
    "/modules/:id/lessons",
    { schema: { params: idParams, body: lessonInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await authoring.createLesson(db, cache, app.mail, request.params.id, request.body)),
  );
  app.patch("/lessons/:id", { schema: { params: idParams, body: lessonPatch, response: tree } }, async (request) =>
    authoring.updateLesson(db, cache, app.mail, request.params.id, request.body),
  );
}
