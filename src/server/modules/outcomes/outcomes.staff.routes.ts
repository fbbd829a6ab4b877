import type { FastifyInstance } from "fastify";
import { idParams } from "../../../shared/contracts/common.js";
import {
  completer,
  completers,
  impactCsvQuery,
  impactQuery,
  impactReport,
  outcomeAnswer,
  outcomeAnswerBody,
  publicFigures,
  publicFiguresBody,
  staffOutcomeParams,
} from "../../../shared/contracts/outcomes.js";
import { sendCsv } from "../../lib/csv.js";
import { ADMIN_ROLES, requireUser, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import * as impact from "./impact.service.js";
import * as outcomes from "./outcomes.service.js";

/**
 * Outcomes for staff (under /staff): a course's completers and their answers, recording an answer
 * from a phone call, and the impact report (instructors: their courses; admins: all).
 */
export async function outcomeStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db, config } = app;
  const course = { courseOf: "course" } as const;

  app.get(
    "/courses/:id/completers",
    { config: course, schema: { params: idParams, response: { 200: completers } } },
    async (request) => outcomes.listCourseCompleters(db, await requireUser(request), request.params.id),
  );

  app.put(
    "/courses/:id/outcomes/:userId/:months",
    {
      config: course,
      schema: {
        params: staffOutcomeParams,
        body: outcomeAnswerBody,
        response: {
          200: outcomeAnswer.extend({
            months: completer.shape.outcomes.element.shape.months,
            recordedBy: completer.shape.outcomes.element.shape.recordedBy,
          }),
        },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { id, userId, months } = request.params;
      return outcomes.recordOutcomeByStaff(db, viewer, id, userId, months, request.body, config.followUpMonths);
    },
  );

  // The report names no record in its path: the course filter is checked by the service (404
  // outside the viewer's team), and without one it covers the viewer's courses.
  app.get(
    "/impact",
    { config: { courseOf: "handler" }, schema: { querystring: impactQuery, response: { 200: impactReport } } },
    async (request) => impact.getImpactReport(db, await requireUser(request), request.query),
  );

  app.get(
    "/impact.csv",
    { config: { courseOf: "handler" }, schema: { querystring: impactCsvQuery } },
    async (request, reply) => {
      const { figure, ...query } = request.query;
      const csv = await impact.impactCsv(db, await requireUser(request), query, figure);
      return sendCsv(reply, `impact-${figure}-${query.from}-${query.to}.csv`, csv);
    },
  );
}

/** The public site's figures: fixed or live from the report (under /admin). */
export async function outcomeAdminRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db, cache } = app;

  app.get("/impact/public-figures", { schema: { response: { 200: publicFigures } } }, async () =>
    impact.getPublicFigures(db),
  );

  app.put(
    "/impact/public-figures",
    { schema: { body: publicFiguresBody, response: { 200: publicFigures } } },
    async (request) => impact.setPublicFigures(db, cache, await requireUser(request), request.body.live),
  );
}
