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
import { restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
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
