import type { FastifyInstance } from "fastify";
import {
  atRiskPage,
  atRiskQuery,
  courseStudentParams,
  noteAnswer,
  noteBody,
  nudgeBody,
  nudgeDraft,
  nudgeSent,
} from "../../../shared/contracts/at-risk.js";
import { requireRole, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import type { AtRiskSettings } from "../../config.js";
import * as atRisk from "./at-risk.service.js";

/**
 * Students who fall behind, under /staff: the viewer's courses' at-risk list (scoped in its
 * query), and per student of a course the nudge and the team's private note (the course's team
 * check: another instructor gets 404, as for a missing course).
 */
export async function atRiskStaffRoutes(parent: FastifyInstance, options: { settings: AtRiskSettings }) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db } = app;
  const course = { courseOf: "course" } as const;

  app.get(
    "/at-risk",
    { config: { courseOf: "handler" }, schema: { querystring: atRiskQuery, response: { 200: atRiskPage } } },
    async (request) =>
      atRisk.listAtRiskStudents(db, await requireRole(request, STAFF_ROLES), options.settings, request.query),
  );

  app.get(
    "/courses/:id/students/:studentId/nudge",
    { config: course, schema: { params: courseStudentParams, response: { 200: nudgeDraft } } },
    async (request) =>
      atRisk.getNudgeDraft(db, await requireRole(request, STAFF_ROLES), request.params.id, request.params.studentId),
  );

  app.post(
    "/courses/:id/students/:studentId/nudge",
    { config: course, schema: { params: courseStudentParams, body: nudgeBody, response: { 201: nudgeSent } } },
    async (request, reply) => {
      const sent = await atRisk.sendNudge(
        db,
        app.mail,
        await requireRole(request, STAFF_ROLES),
        request.params.id,
        request.params.studentId,
        request.body,
      );
      return reply.code(201).send(sent);
    },
  );

  app.get(
    "/courses/:id/students/:studentId/note",
    { config: course, schema: { params: courseStudentParams, response: { 200: noteAnswer } } },
    async (request) => atRisk.getNote(db, request.params.id, request.params.studentId),
  );

  app.put(
    "/courses/:id/students/:studentId/note",
    { config: course, schema: { params: courseStudentParams, body: noteBody, response: { 200: noteAnswer } } },
    async (request) =>
      atRisk.setNote(
        db,
        await requireRole(request, STAFF_ROLES),
        request.params.id,
        request.params.studentId,
        request.body.body,
      ),
  );
}
