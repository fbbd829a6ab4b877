import type { FastifyInstance } from "fastify";
import { authoringCourse } from "../../../shared/contracts/courses.js";
import { idParams, orderBody } from "../../../shared/contracts/common.js";
import { questionInput, questionPatch, quizInput, quizPatch } from "../../../shared/contracts/quizzes.forms.js";
import { staffQuizAttempts } from "../../../shared/contracts/quizzes.js";
import { requireRole, restrictedApp, STAFF_ROLES } from "../../plugins/auth.js";
import * as authoring from "./quizzes.staff.service.js";

/** Quiz authoring and the attempts staff review (under /staff): every route checks the role on the server. */
export async function quizStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, STAFF_ROLES);
  const { db, cache } = app;
  const tree = { 200: authoringCourse };
  const created = { 201: authoringCourse };
  // What each :id names, for the course-team rule (plugins/auth.ts).
  const quiz = { courseOf: "quiz" } as const;
  const question = { courseOf: "question" } as const;

  app.post(
    "/modules/:id/quizzes",
    { config: { courseOf: "module" }, schema: { params: idParams, body: quizInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await authoring.createQuiz(db, cache, app.mail, request.params.id, request.body)),
  );
  app.patch(
    "/quizzes/:id",
    { config: quiz, schema: { params: idParams, body: quizPatch, response: tree } },
    async (request) => authoring.updateQuiz(db, cache, app.mail, request.params.id, request.body),
  );

  app.post(
    "/quizzes/:id/questions",
    { config: quiz, schema: { params: idParams, body: questionInput, response: created } },
    async (request, reply) =>
      reply.status(201).send(await authoring.createQuestion(db, cache, request.params.id, request.body)),
  );
  app.put(
    "/quizzes/:id/questions/order",
    { config: quiz, schema: { params: idParams, body: orderBody, response: tree } },
    async (request) => authoring.reorderQuestions(db, cache, request.params.id, request.body.ids),
  );
  app.patch(
    "/questions/:id",
    { config: question, schema: { params: idParams, body: questionPatch, response: tree } },
    async (request) => authoring.updateQuestion(db, cache, request.params.id, request.body),
  );
  app.delete("/questions/:id", { config: question, schema: { params: idParams, response: tree } }, async (request) =>
    authoring.deleteQuestion(db, cache, request.params.id),
  );

  app.get(
    "/quizzes/:id/attempts",
    { config: quiz, schema: { params: idParams, response: { 200: staffQuizAttempts } } },
    async (request) => authoring.listAttemptsForStaff(db, request.params.id, await requireRole(request, STAFF_ROLES)),
  );
}
