import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import {
  course,
  courseModule,
  lesson,
  lessonDetail,
  lessonNotEnrolled,
  project,
  projectDetail,
  quizSummary,
} from "../../../shared/contracts/courses.js";
import { quizWithQuestions } from "../../../shared/contracts/quizzes.js";
import { sendCached } from "../../cache.js";
import { unauthorized } from "../../errors.js";
import { isEnrolled } from "../learning/learning.service.js";
import * as catalog from "./catalog.service.js";
import * as queries from "./catalog.queries.js";

const courseList = z.array(course);

export async function catalogRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  app.get("/courses", { schema: { response: { 200: courseList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("courses", ["catalog"], courseList, () => queries.listActiveCourses(db)),
    ),
  );

  app.get("/courses/featured", { schema: { response: { 200: courseList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("courses:featured", ["catalog"], courseList, () => catalog.findFeaturedCourses(db)),
    ),
  );

  app.get("/courses/:id", { schema: { params: idParams, response: { 200: course } } }, async (request, reply) => {
    const { id } = request.params;
    return sendCached(
      request,
      reply,
      await cache.get(`course:${id}`, ["catalog"], course, () => catalog.getCourse(db, id)),
    );
  });

  const moduleList = z.array(courseModule);
  app.get(
    "/courses/:id/modules",
    { schema: { params: idParams, response: { 200: moduleList } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`modules:${id}`, ["catalog"], moduleList, () => catalog.getCourseModules(db, id)),
      );
    },
  );

  const lessonList = z.array(lesson);
  app.get(
    "/modules/:id/lessons",
    { schema: { params: idParams, response: { 200: lessonList } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`lessons:${id}`, ["catalog"], lessonList, () => catalog.getModuleLessons(db, id)),
      );
    },
  );

  const quizList = z.array(quizSummary);
  app.get(
    "/modules/:id/quizzes",
    { schema: { params: idParams, response: { 200: quizList } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`quizzes:${id}`, ["catalog"], quizList, () => catalog.getModuleQuizzes(db, id)),
      );
    },
  );

  const projectList = z.array(project);
  app.get(
    "/modules/:id/projects",
    { schema: { params: idParams, response: { 200: projectList } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`projects:${id}`, ["catalog"], projectList, () => catalog.getModuleProjects(db, id)),
      );
    },
  );

  // A free course's lessons are open to all; a paid course's to its students and staff.
  const lessonResponses = { 200: lessonDetail, 403: lessonNotEnrolled };
  app.get("/lessons/:id", { schema: { params: idParams, response: lessonResponses } }, async (request, reply) => {
    const found = await catalog.getLesson(db, request.params.id);
    if (!found.isFree) {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      if (user.role === "student" && !(await isEnrolled(db, user.id, found.courseId))) {
        // Names the course, so the lesson page can send the student to enroll in it.
        return reply
          .status(403)
          .send({ message: "Enroll in this course to open its lessons", courseId: found.courseId });
      }
      reply.header("cache-control", "private, no-store");
    }
    const { isFree: _isFree, ...detail } = found;
    return detail;
  });

  app.get(
    "/quizzes/:id",
    { schema: { params: idParams, response: { 200: quizWithQuestions } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`quiz:${id}`, ["catalog"], quizWithQuestions, () => catalog.getQuizForStudent(db, id)),
      );
    },
  );

  app.get(
    "/projects/:id",
    { schema: { params: idParams, response: { 200: projectDetail } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCached(
        request,
        reply,
        await cache.get(`project:${id}`, ["catalog"], projectDetail, () => catalog.getProject(db, id)),
      );
    },
  );
}
