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
import * as authoring from "./courses.staff.service.js";

/** Course authoring for instructors and admins (under /staff): every route checks the role on the server. */
export async function courseStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db, cache } = app;
  const tree = { 200: authoringCourse };
  const created = { 201: authoringCourse };
  // What each :id names, for the course-team rule (plugins/auth.ts).
  const course_ = { courseOf: "course" } as const;
  const module_ = { courseOf: "module" } as const;

  // Admins see every course; an instructor their team's.
  app.get(
    "/courses",
    { config: { courseOf: "handler" }, schema: { response: { 200: z.array(course) } } },
    async (request) => authoring.listAllCourses(db, await requireRole(request, STAFF_ROLES)),
  );

  app.get("/courses/:id", { config: course_, schema: { params: idParams, response: tree } }, async (request) =>
    authoring.getAuthoringCourse(db, request.params.id),
  );

  // An instructor who makes a course joins its team.
  app.post(
    "/courses",
    { config: { courseOf: "handler" }, schema: { body: courseInput, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await authoring.createCourse(db, cache, request.body, await requireRole(request, STAFF_ROLES))),
  );

  app.patch(
    "/courses/:id",
    { config: course_, schema: { params: idParams, body: coursePatch, response: tree } },
    async (request) => authoring.updateCourse(db, cache, request.params.id, request.body),
  );

  app.post(
    "/courses/:id/modules",
    { config: course_, schema: { params: idParams, body: moduleInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await authoring.createModule(db, cache, request.params.id, request.body)),
  );

  app.put(
    "/courses/:id/modules/order",
    { config: course_, schema: { params: idParams, body: orderBody, response: tree } },
    async (request) => authoring.reorderModules(db, cache, request.params.id, request.body.ids),
  );

  app.patch(
    "/modules/:id",
    { config: module_, schema: { params: idParams, body: modulePatch, response: tree } },
    async (request) => authoring.updateModule(db, cache, app.mail, request.params.id, request.body),
  );

  app.put(
    "/modules/:id/items/order",
    { config: module_, schema: { params: idParams, body: itemOrderBody, response: tree } },
    async (request) => authoring.reorderItems(db, cache, request.params.id, request.body.items),
  );

  app.post(
    "/modules/:id/lessons",
    { config: module_, schema: { params: idParams, body: lessonInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await authoring.createLesson(db, cache, app.mail, request.params.id, request.body)),
  );
  app.patch(
    "/lessons/:id",
    { config: { courseOf: "lesson" }, schema: { params: idParams, body: lessonPatch, response: tree } },
    async (request) => authoring.updateLesson(db, cache, app.mail, request.params.id, request.body),
  );
}
