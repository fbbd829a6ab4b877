import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import { booking, bookingBody, mentor } from "../../../shared/contracts/mentors.js";
import { publicAvailability } from "../../../shared/contracts/mentor-accounts.js";
import { sendCached } from "../../plugins/cached-reply.js";
import { localeOf } from "../../i18n/locale-of.js";
import { requireUser } from "../../plugins/auth.js";
import { AppError } from "../../errors.js";
import { htmlFormRoutes } from "../../plugins/html-forms.js";
import * as bookings from "./bookings.service.js";
import * as mentors from "./mentors.service.js";
import * as accounts from "./accounts.service.js";
import * as sessions from "./sessions.service.js";
import {
  proposalAnswer,
  proposalAnswerBody,
  proposalParams,
  ratingBody,
  sessionRating,
} from "../../../shared/contracts/mentor-sessions.js";

const mentorList = z.array(mentor);

/** The public mentor lists (cached under the "mentors" topic) and a student's own bookings. */
export async function mentorRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;

  // "Available today" runs out with the clock (issue 26): the topic expires when it may change.
  app.get("/mentors", { schema: { response: { 200: mentorList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("mentors", ["mentors"], mentorList, async () => {
        const listed = await mentors.listMentors(db);
        cache.expireTopicAt("mentors", listed.changesAt);
        return listed.mentors;
      }),
    ),
  );

  app.get("/mentors/available", { schema: { response: { 200: mentorList } } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get("mentors:available", ["mentors"], mentorList, async () => {
        const listed = await mentors.listAvailableMentors(db);
        cache.expireTopicAt("mentors", listed.changesAt);
        return listed.mentors;
      }),
    ),
  );

  app.get(
    "/mentors/:id/availability",
    { schema: { params: idParams, response: { 200: publicAvailability } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return accounts.getPublicAvailability(db, request.params.id);
    },
  );

  app.post(
    "/mentors/:id/book",
    { schema: { params: idParams, body: bookingBody, response: { 201: booking } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await bookings.bookMentorSession(
        db,
        app.mail,
        app.config.bookingLimits,
        user.id,
        request.params.id,
        request.body,
      );
      return reply.status(201).header("cache-control", "private, no-store").send(result);
    },
  );

  app.get("/user/mentor-bookings", { schema: { response: { 200: z.array(booking) } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "private, no-store");
    return bookings.listUserBookings(db, user.id);
  });

  app.post(
    "/user/mentor-bookings/:id/cancel",
    { schema: { params: idParams, response: { 200: booking } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "private, no-store");
      return bookings.cancelBooking(db, app.mail, app.config.bookingLimits, user.id, request.params.id);
    },
  );

  app.get("/user/mentor-bookings/:id/calendar.ics", { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(request);
    // The event's texts in the page's language: the cookie, else the account's, else Accept-Language.
    const locale = localeOf(request, user);
    const ics = await bookings.bookingCalendar(db, user.id, request.params.id, app.config.publicUrl, locale);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", 'attachment; filename="mentorship-session.ics"')
      .header("content-language", locale)
      .type("text/calendar; charset=utf-8")
      .send(ics);
  });

  // Issue 26: the student answers a proposal and rates a completed session (their own bookings only).

  for (const answer of ["accept", "decline"] as const) {
    app.post(
      `/user/mentor-bookings/:id/proposals/:proposalId/${answer}`,
      { schema: { params: proposalParams, response: { 200: booking } } },
      async (request, reply) => {
        const user = await requireUser(request);
        reply.header("cache-control", "private, no-store");
        await sessions.answerProposalAsStudent(
          db,
          app.mail,
          app.config.bookingLimits,
          user.id,
          request.params.id,
          request.params.proposalId,
          answer,
        );
        return bookings.getUserBooking(db, user.id, request.params.id);
      },
    );
  }

  app.post(
    "/user/mentor-bookings/:id/rating",
    { schema: { params: idParams, body: ratingBody, response: { 201: sessionRating } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const rating = await sessions.rateSession(db, cache, user.id, request.params.id, request.body);
      return reply.status(201).header("cache-control", "private, no-store").send(rating);
    },
  );

  // The proposal email's answer link: its page posts the single-use token (no sign-in needed).
  app.post(
    "/mentor-proposals/answer",
    { schema: { body: proposalAnswerBody, response: { 200: proposalAnswer } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return sessions.answerProposalByToken(db, app.mail, app.config.bookingLimits, request.body);
    },
  );

  // The same answer from the page's plain form, before (or without) its script: urlencoded fields
  // (the cross-site check of every post applies), and the answer is the page again with its result.
  await htmlFormRoutes(app, { bodyLimit: 2048 }, (form) => {
    form.post(
      "/mentor-proposals/answer/form",
      { schema: { body: z.record(z.string(), z.string()) } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const page = "/sessions/proposal";
        const body = proposalAnswerBody.safeParse(request.body);
        if (!body.success) return reply.redirect(`${page}?error=invalid`, 303);
        try {
          const answered = await sessions.answerProposalByToken(db, app.mail, app.config.bookingLimits, body.data);
          const at = encodeURIComponent(new Date(answered.scheduledAt).toISOString());
          return reply.redirect(`${page}?result=${answered.status}&at=${at}`, 303);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          const reason = error.status === 410 ? "expired" : error.status === 409 ? "used" : "invalid";
          return reply.redirect(`${page}?error=${reason}`, 303);
        }
      },
    );
  });
}
