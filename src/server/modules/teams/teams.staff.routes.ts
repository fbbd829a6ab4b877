import type { FastifyInstance } from "fastify";
import { idParams } from "../../../shared/contracts/common.js";
import { auditPage, auditQuery, courseInstructors, courseInstructorsBody } from "../../../shared/contracts/teams.js";
import { ADMIN_ROLES, requireRole, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import { sendCsv } from "../../lib/csv.js";
import * as teams from "./teams.service.js";

/**
 * A course's team (under /staff): its instructors read it; admins set it. An instructor outside
 * the team gets 404 (the course-team rule, as for every staff route); one on the team who tries
 * to set it gets 403: they may see the course, not change who else may.
 */
export async function teamStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db } = app;
  const course = { courseOf: "course" } as const;

  app.get(
    "/courses/:id/instructors",
    { config: course, schema: { params: idParams, response: { 200: courseInstructors } } },
    async (request) => teams.listCourseInstructors(db, request.params.id),
  );

  app.put(
    "/courses/:id/instructors",
    { config: course, schema: { params: idParams, body: courseInstructorsBody, response: { 200: courseInstructors } } },
    async (request) => {
      const admin = await requireRole(request, ADMIN_ROLES);
      return teams.setCourseInstructors(db, admin, request.params.id, request.body.userIds);
    },
  );
}

/** The audit of staff reads of students' work (under /staff, as the issue names it; admins only), newest first, and as CSV. */
export async function auditStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db } = app;

  app.get("/audit", { schema: { querystring: auditQuery, response: { 200: auditPage } } }, async (request) =>
    teams.listStaffReads(db, request.query),
  );

  app.get("/audit.csv", async (_request, reply) => sendCsv(reply, "staff-reads.csv", await teams.staffReadsCsv(db)));
}
