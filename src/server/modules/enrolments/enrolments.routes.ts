import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { completionHeaders, courseProgress, enrollment } from "../../../shared/contracts/enrolments.js";
import { enrolledPath, checkoutHref, enrollIntentPath } from "../../../shared/rules/enrol-intent.js";
import { AppError } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { htmlFormRoutes } from "../../plugins/html-forms.js";
import type { Executor } from "../../../db/types.js";
import * as enrolments from "./enrolments.service.js";

/**
 * Where these routes look a course or lesson up: the catalog (the courses module's getCourse and
 * getLessonPlace, which answer 404 for one it does not serve; the place only, not the lesson's video). Given by app.ts, so that enrolments
 * imports no other module: courses uses enrolments (lesson access, recounts), not the reverse.
 */
export interface EnrolmentCatalog {
  getCourse(db: Executor, id: string): Promise<{ id: string; isFree: boolean; price: string }>;
  getLessonPlace(db: Executor, id: string): Promise<{ id: string; courseId: string; moduleId: string }>;
}

/**
 * Everything here is one student's own data: private, never cached by the browser or proxies.
 * The course or lesson is looked up in the catalog first: 404 when it is not served there.
 */
export async function enrolmentRoutes(parent: FastifyInstance, { catalog: courses }: { catalog: EnrolmentCatalog }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get("/user/enrollments", { schema: { response: { 200: z.array(enrollment) } } }, async (request) => {
    const user = await requireUser(request);
    return enrolments.listEnrollments(db, user.id);
  });

  app.post(
    "/courses/:id/enroll",
    { schema: { params: idParams, response: { 200: enrollment, 201: enrollment } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const course = await courses.getCourse(db, request.params.id);
      const { enrollment: result, created } = await enrolments.enrollInCourse(db, user.id, course);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  // Enroll Now before the page's script has run (issue 23): a plain HTML form posts here, with an
  // empty urlencoded body that only this route takes (and ignores). The cross-site check of every
  // post (plugins/security.ts) applies: only our own pages can post it. The answer is where the
  // hydrated button would have gone: the course with the spec's toast (enrolled), checkout (a paid
  // course), or sign-in coming back to enrol (a visitor).
  await htmlFormRoutes(app, { bodyLimit: 1024 }, (form) => {
    form.post("/courses/:id/enroll/form", { schema: { params: idParams } }, async (request, reply) => {
      const user = await request.currentUser();
      // A course no longer served: its page says so ('Course Not Found').
      const course = await courses.getCourse(db, request.params.id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "NOT_FOUND") return null;
        throw error;
      });
      if (!course) return reply.redirect(`/courses/${encodeURIComponent(request.params.id)}`, 303);
      if (!user) return reply.redirect(`/login?returnTo=${encodeURIComponent(enrollIntentPath(course.id))}`, 303);
      if (!course.isFree) return reply.redirect(checkoutHref(course), 303);
      await enrolments.enrollInCourse(db, user.id, course);
      return reply.redirect(enrolledPath(course.id), 303);
    });
  });

  app.get(
    "/courses/:id/progress",
    { schema: { params: idParams, response: { 200: courseProgress } } },
    async (request) => {
      const user = await requireUser(request);
      const course = await courses.getCourse(db, request.params.id);
      return enrolments.getCourseProgress(db, user.id, course.id);
    },
  );

  // The Idempotency-Key header (sent by the phone's offline queue) is validated, not stored: the
  // completion itself is idempotent (one progress row per student and lesson, under the enrolment's
  // row lock), so a replay with the same key answers the same progress and counts once.
  app.post(
    "/lessons/:id/complete",
    { schema: { params: idParams, headers: completionHeaders, response: { 200: courseProgress } } },
    async (request) => {
      const user = await requireUser(request);
      const lesson = await courses.getLessonPlace(db, request.params.id);
      return enrolments.completeLesson(db, app.mail, user.id, lesson);
    },
  );
}
