import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import {
  addMembersBody,
  addMembersResult,
  boardCsvQuery,
  boardQuery,
  cohort,
  cohortBody,
  cohortDetail,
  cohortList,
  cohortMemberParams,
  cohortParams,
  cohortPatchBody,
  progressBoard,
} from "../../../shared/contracts/cohorts.js";
import { requestLocale } from "../../../shared/rules/locale.js";
import { sendCsv } from "../../lib/csv.js";
import { requireUser, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import { progressBoardCsv, readProgressBoard } from "./board.service.js";
import * as cohorts from "./cohorts.service.js";

/**
 * A course's cohorts and its progress board (issue 24), under /staff: admins and the course's
 * team (anyone else on the staff gets the course's 404, config.courseOf); a cohort of another
 * course answers 404 as a missing one.
 */
export async function cohortStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db } = app;
  const course = { courseOf: "course" } as const;

  app.get(
    "/courses/:id/cohorts",
    { config: course, schema: { params: idParams, response: { 200: cohortList } } },
    async (request) => cohorts.listCohorts(db, request.params.id),
  );

  app.post(
    "/courses/:id/cohorts",
    { config: course, schema: { params: idParams, body: cohortBody, response: { 201: cohort } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      return reply.status(201).send(await cohorts.createCohort(db, viewer, request.params.id, request.body));
    },
  );

  app.get(
    "/courses/:id/cohorts/:cohortId",
    { config: course, schema: { params: cohortParams, response: { 200: cohortDetail } } },
    async (request) => cohorts.getCohort(db, request.params.id, request.params.cohortId),
  );

  app.patch(
    "/courses/:id/cohorts/:cohortId",
    { config: course, schema: { params: cohortParams, body: cohortPatchBody, response: { 200: cohort } } },
    async (request) => cohorts.updateCohort(db, request.params.id, request.params.cohortId, request.body),
  );

  app.delete(
    "/courses/:id/cohorts/:cohortId",
    { config: course, schema: { params: cohortParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await cohorts.deleteCohort(db, request.params.id, request.params.cohortId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/courses/:id/cohorts/:cohortId/members",
    { config: course, schema: { params: cohortParams, body: addMembersBody, response: { 200: addMembersResult } } },
    async (request) => {
      const viewer = await requireUser(request);
      // Invitations go out in the language chosen, else the inviter's page's.
      const locale = request.body.locale ?? requestLocale(request.headers.cookie, request.headers["accept-language"]);
      return cohorts.addMembers(
        db,
        viewer,
        request.params.id,
        request.params.cohortId,
        request.body.emails,
        locale,
        app.mail,
      );
    },
  );

  app.delete(
    "/courses/:id/cohorts/:cohortId/members/:userId",
    { config: course, schema: { params: cohortMemberParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await cohorts.removeMember(db, request.params.id, request.params.cohortId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/courses/:id/progress",
    { config: course, schema: { params: idParams, querystring: boardQuery, response: { 200: progressBoard } } },
    async (request) => readProgressBoard(db, await requireUser(request), request.params.id, request.query),
  );

  app.get(
    "/courses/:id/progress.csv",
    { config: course, schema: { params: idParams, querystring: boardCsvQuery } },
    async (request, reply) => {
      const csv = await progressBoardCsv(db, await requireUser(request), request.params.id, request.query);
      return sendCsv(reply, "progress.csv", csv);
    },
  );
}
