import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authoringCourse,
  courseInput,
  coursePatch,
  itemOrderBody,
  lessonInput,
  lessonPatch,
  moduleInput,
  modulePatch,
  orderBody,
  projectInput,
  projectPatch,
  questionInput,
  questionPatch,
  quizInput,
  quizPatch,
} from "../../../shared/contracts/authoring.js";
import { idParams } from "../../../shared/contracts/common.js";
import { course } from "../../../shared/contracts/courses.js";
import { requireRole } from "../../plugins/auth.js";
import { incomingFile } from "../uploads/uploads.routes.js";
import { COURSE_IMAGE_MAX_BYTES, COURSE_IMAGE_TYPES, storeUpload, uploadAddress } from "../uploads/uploads.service.js";
import * as authoring from "./authoring.service.js";

/** Course authoring for instructors and admins (the staff plugin checks the role). */
export async function authoringRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, cache } = app;
  const tree = { 200: authoringCourse };
  const created = { 201: authoringCourse };

  /** Every write changes what the public catalog shows: drop it once the write is committed. */
  async function changed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    await cache.invalidate("catalog");
    return result;
  }

  app.get("/courses", { schema: { response: { 200: z.array(course) } } }, async () => authoring.listCourses(db));

  app.get("/courses/:id", { schema: { params: idParams, response: tree } }, async (request) =>
    authoring.getAuthoringCourse(db, request.params.id),
  );

  app.post("/courses", { schema: { body: courseInput, response: created } }, async (request, reply) =>
    reply.status(201).send(await changed(authoring.createCourse(db, request.body))),
  );

  app.patch("/courses/:id", { schema: { params: idParams, body: coursePatch, response: tree } }, async (request) =>
    changed(authoring.updateCourse(db, request.params.id, request.body)),
  );

  app.post("/courses/:id/image", { schema: { params: idParams, response: tree } }, async (request) => {
    const user = await requireRole(request, ["instructor", "admin"]);
    const target = await authoring.requireCourse(db, request.params.id);
    const upload = await storeUpload(db, await incomingFile(request), {
      uploadDir: app.config.uploadDir,
      maxBytes: Math.min(COURSE_IMAGE_MAX_BYTES, app.config.uploadMaxBytes),
      kind: "course_image",
      userId: user.id,
      courseId: target.id,
      allow: COURSE_IMAGE_TYPES,
    });
    return changed(authoring.updateCourse(db, target.id, { imageUrl: `/api/${uploadAddress(upload)}` }));
  });

  app.post(
    "/courses/:id/modules",
    { schema: { params: idParams, body: moduleInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await changed(authoring.createModule(db, request.params.id, request.body))),
  );

  app.put(
    "/courses/:id/modules/order",
    { schema: { params: idParams, body: orderBody, response: tree } },
    async (request) => changed(authoring.reorderModules(db, request.params.id, request.body.ids)),
  );

  app.patch("/modules/:id", { schema: { params: idParams, body: modulePatch, response: tree } }, async (request) =>
    changed(authoring.updateModule(db, request.params.id, request.body)),
  );

  app.put(
    "/modules/:id/items/order",
    { schema: { params: idParams, body: itemOrderBody, response: tree } },
    async (request) => changed(authoring.reorderItems(db, request.params.id, request.body.items)),
  );

  app.post(
    "/modules/:id/lessons",
    { schema: { params: idParams, body: lessonInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await changed(authoring.createItem(db, "lesson", request.params.id, request.body))),
  );
  app.patch("/lessons/:id", { schema: { params: idParams, body: lessonPatch, response: tree } }, async (request) =>
    changed(authoring.updateItem(db, "lesson", request.params.id, request.body)),
  );

  app.post(
    "/modules/:id/quizzes",
    { schema: { params: idParams, body: quizInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await changed(authoring.createItem(db, "quiz", request.params.id, request.body))),
  );
  app.patch("/quizzes/:id", { schema: { params: idParams, body: quizPatch, response: tree } }, async (request) =>
    changed(authoring.updateItem(db, "quiz", request.params.id, request.body)),
  );

  app.post(
    "/modules/:id/projects",
    { schema: { params: idParams, body: projectInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await changed(authoring.createItem(db, "project", request.params.id, request.body))),
  );
  app.patch("/projects/:id", { schema: { params: idParams, body: projectPatch, response: tree } }, async (request) =>
    changed(authoring.updateItem(db, "project", request.params.id, request.body)),
  );

  app.post(
    "/quizzes/:id/questions",
    { schema: { params: idParams, body: questionInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await changed(authoring.createQuestion(db, request.params.id, request.body))),
  );
  app.put(
    "/quizzes/:id/questions/order",
    { schema: { params: idParams, body: orderBody, response: tree } },
    async (request) => changed(authoring.reorderQuestions(db, request.params.id, request.body.ids)),
  );
  app.patch("/questions/:id", { schema: { params: idParams, body: questionPatch, response: tree } }, async (request) =>
    changed(authoring.updateQuestion(db, request.params.id, request.body)),
  );
  app.delete("/questions/:id", { schema: { params: idParams, response: tree } }, async (request) =>
    changed(authoring.deleteQuestion(db, request.params.id)),
  );
}
