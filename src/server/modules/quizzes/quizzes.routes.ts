import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import {
  attemptResult,
  quizAttempt,
  quizStart,
  quizStartState,
  quizSummary,
  quizWithQuestions,
  submitAttemptBody,
} from "../../../shared/contracts/quizzes.js";
import { sendCached } from "../../plugins/cached-reply.js";
import { requireUser } from "../../plugins/auth.js";
import { noStore } from "../../plugins/no-store.js";
import * as quizzes from "./quizzes.service.js";

/** Quizzes as students see and take them: the quiz itself is public and cached, attempts are one student's own. */
export async function quizRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  const quizList = z.array(quizSummary);
  app.get(
    "/modules/:id/quizzes",
    { schema: { params: idParams, response: { 200: quizList } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`quizzes:${id}`, ["catalog"], quizList, () => quizzes.getModuleQuizzes(db, id)),
      );
    },
  );

  app.get(
    "/quizzes/:id",
    { schema: { params: idParams, response: { 200: quizWithQuestions } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`quiz:${id}`, ["catalog"], quizWithQuestions, () => quizzes.getQuizForStudent(db, id)),
      );
    },
  );

  app.get(
    "/quizzes/:id/attempts",
    { onSend: noStore, schema: { params: idParams, response: { 200: z.array(quizAttempt) } } },
    async (request) => {
      const user = await requireUser(request);
      return quizzes.listQuizAttempts(db, user.id, request.params.id);
    },
  );

  app.get(
    "/quizzes/:id/start",
    { onSend: noStore, schema: { params: idParams, response: { 200: quizStartState } } },
    async (request) => {
      const user = await requireUser(request);
      return quizzes.findOpenQuizStart(db, user.id, request.params.id);
    },
  );

  app.post(
    "/quizzes/:id/start",
    { onSend: noStore, schema: { params: idParams, response: { 201: quizStart } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await quizzes.startQuizAttempt(db, user.id, request.params.id));
    },
  );

  app.post(
    "/quizzes/:id/attempts",
    {
      onSend: noStore,
      schema: { params: idParams, body: submitAttemptBody, response: { 200: attemptResult, 201: attemptResult } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { result, replayed } = await quizzes.submitQuizAttempt(
        db,
        app.mail,
        user.id,
        request.params.id,
        request.body,
      );
      // 200: the attempt named by attemptNumber was already recorded, and this is it again.
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );
}
