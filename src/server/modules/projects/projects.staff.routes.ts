import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { staffQuizAttempts } from "../../../shared/contracts/quizzes.js";
import { reviewBody, staffSubmission, submissionQueueQuery } from "../../../shared/contracts/staff.js";
import { requireRole } from "../../plugins/auth.js";
import { authoringRoutes } from "./authoring.routes.js";
import * as review from "./review.service.js";

const STAFF = ["instructor", "admin"] as const;

/** Instructors' and admins' work: every route checks the role on the server. */
export async function staffRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    await requireRole(request, STAFF);
  });

  await app.register(authoringRoutes);

  const strip = <T extends { moduleId: string }>({ moduleId: _moduleId, ...rest }: T) => rest;

  app.get(
    "/submissions",
    { schema: { querystring: submissionQueueQuery, response: { 200: z.array(staffSubmission) } } },
    async (request) => (await review.listSubmissions(db, request.query.status)).map(strip),
  );

  app.get("/submissions/:id", { schema: { params: idParams, response: { 200: staffSubmission } } }, async (request) =>
    strip(await review.getSubmission(db, request.params.id)),
  );

  app.get(
    "/quizzes/:id/attempts",
    { schema: { params: idParams, response: { 200: staffQuizAttempts } } },
    async (request) => review.listQuizAttempts(db, request.params.id),
  );

  app.post(
    "/submissions/:id/review",
    { schema: { params: idParams, body: reviewBody, response: { 200: staffSubmission } } },
    async (request) => {
      const user = await requireRole(request, STAFF);
      return strip(await review.reviewSubmission(db, user.id, request.params.id, request.body));
    },
  );
}
