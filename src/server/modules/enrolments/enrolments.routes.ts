import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { courseProgress, enrollment } from "../../../shared/contracts/courses.js";
import { submission, submitProjectBody } from "../../../shared/contracts/projects.js";
import { attemptResult, quizAttempt, quizStart, submitAttemptBody } from "../../../shared/contracts/quizzes.js";
import { requireUser } from "../../plugins/auth.js";
import * as learning from "./learning.service.js";

/** Everything here is one student's own data: private, never cached by the browser or proxies. */
export async function learningRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get("/user/enrollments", { schema: { response: { 200: z.array(enrollment) } } }, async (request) => {
    const user = await requireUser(request);
    return learning.listEnrollments(db, user.id);
  });

  app.post(
    "/courses/:id/enroll",
    { schema: { params: idParams, response: { 200: enrollment, 201: enrollment } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { enrollment: result, created } = await learning.enrollInCourse(db, user.id, request.params.id);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get(
    "/courses/:id/progress",
    { schema: { params: idParams, response: { 200: courseProgress } } },
    async (request) => {
      const user = await requireUser(request);
      return learning.getCourseProgress(db, user.id, request.params.id);
    },
  );

  app.post(
    "/lessons/:id/complete",
    { schema: { params: idParams, response: { 200: courseProgress } } },
    async (request) => {
      const user = await requireUser(request);
      return learning.completeLesson(db, user.id, request.params.id);
    },
  );

  app.get(
    "/quizzes/:id/attempts",
    { schema: { params: idParams, response: { 200: z.array(quizAttempt) } } },
    async (request) => {
      const user = await requireUser(request);
      return learning.listQuizAttempts(db, user.id, request.params.id);
    },
  );

  app.post(
    "/quizzes/:id/start",
    { schema: { params: idParams, response: { 201: quizStart } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await learning.startQuizAttempt(db, user.id, request.params.id));
    },
  );

  app.post(
    "/quizzes/:id/attempts",
    { schema: { params: idParams, body: submitAttemptBody, response: { 201: attemptResult } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await learning.submitQuizAttempt(db, user.id, request.params.id, request.body));
    },
  );

  app.get(
    "/projects/:id/submissions",
    { schema: { params: idParams, response: { 200: z.array(submission) } } },
    async (request) => {
      const user = await requireUser(request);
      return learning.listProjectSubmissions(db, user.id, request.params.id);
    },
  );

  app.post(
    "/projects/:id/submissions",
    { schema: { params: idParams, body: submitProjectBody, response: { 201: submission } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await learning.submitProject(db, user.id, request.params.id, request.body));
    },
  );
}
