import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { course, courseModule, lesson, lessonDetail, lessonNotEnrolled } from "../../../shared/contracts/courses.js";
import { contentLanguageQuery } from "../../../shared/contracts/locale.js";
import { sendCached } from "../../plugins/cached-reply.js";
import * as enrolments from "../enrolments/index.js";
import * as courses from "./courses.service.js";
import { answerText } from "../../i18n/plugin.js";
import { isStaff } from "../../plugins/auth.js";

const courseList = z.array(course);

/** The public catalog: cached answers, the same for everyone; a paid course's lesson is the exception. */
export async function courseRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  // ?language=en|es: only the courses their authors say are taught in it (issue 12).
  app.get(
    "/courses",
    { schema: { querystring: contentLanguageQuery, response: { 200: courseList } } },
    async (request, reply) => {
      const { language } = request.query;
      return sendCached(
        request,
        reply,
        await cache.get(language ? `courses?language=${language}` : "courses", ["catalog"], courseList, () =>
          courses.listActiveCourses(db, language),
        ),
      );
    },
  );

  app.get("/courses/featured", { schema: { response: { 200: courseList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("courses:featured", ["catalog"], courseList, () => courses.findFeaturedCourses(db)),
    ),
  );

  app.get("/courses/:id", { schema: { params: idParams, response: { 200: course } } }, async (request, reply) => {
    const { id } = request.params;
    return sendCached(
      request,
      reply,
      await cache.get(`course:${id}`, ["catalog"], course, () => courses.getCourse(db, id)),
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
        await cache.get(`modules:${id}`, ["catalog"], moduleList, () => courses.getCourseModules(db, id)),
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
        await cache.get(`lessons:${id}`, ["catalog"], lessonList, () => courses.getModuleLessons(db, id)),
      );
    },
  );

  // Who may read a lesson is the enrolments' access policy: a free course's lessons are open to
  // all, a paid course's to its students and staff.
  const lessonResponses = { 200: lessonDetail, 403: lessonNotEnrolled };
  app.get("/lessons/:id", { schema: { params: idParams, response: lessonResponses } }, async (request, reply) => {
    const { courseIsFree, videoFor, ...detail } = await courses.getLesson(db, request.params.id);
    const decision = await enrolments.lessonAccess(db, { courseId: detail.courseId, courseIsFree }, () =>
      request.currentUser(),
    );
    if (decision.access === "refused") {
      return reply.status(403).send({ ...decision.body, message: answerText(request, reply, decision.body.message) });
    }
    // Staff also see a video that is not ready yet (its status): an answer for them alone.
    const staffVideo = videoFor("staff");
    if (staffVideo && staffVideo.status !== "ready" && isStaff(await request.currentUser())) {
      reply.header("cache-control", "private, no-store");
      return { ...detail, video: staffVideo };
    }
    if (decision.access === "private") reply.header("cache-control", "private, no-store");
    return detail;
  });
}
