import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  adminBooking,
  adminBookingDetail,
  adminMentor,
  bookingListQuery,
  bookingStatusBody,
  mentorCreateBody,
  mentorUpdateBody,
} from "../../../shared/contracts/mentors.js";
import { idParams } from "../../../shared/contracts/common.js";
import { mentorAccount, mentorAccountBody } from "../../../shared/contracts/mentor-accounts.js";
import { sendCsv } from "../../lib/csv.js";
import { requestLocale } from "../../../shared/rules/locale.js";
import { ADMIN_ROLES, requireUser, restrictedApp } from "../../plugins/auth.js";
import * as bookings from "./bookings.service.js";
import * as mentors from "./mentors.service.js";
import * as accounts from "./accounts.service.js";

/** Admins manage mentors and every booking (under /admin): every route checks the role on the server, and nothing is cached. */
export async function mentorStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { cache, db } = app;

  // Mentors

  app.get("/mentors", { schema: { response: { 200: z.array(adminMentor) } } }, async () =>
    mentors.listMentorsByName(db),
  );

  app.get("/mentors/:id", { schema: { params: idParams, response: { 200: adminMentor } } }, async (request) =>
    mentors.getMentor(db, request.params.id),
  );

  app.post("/mentors", { schema: { body: mentorCreateBody, response: { 201: adminMentor } } }, async (request, reply) =>
    reply.status(201).send(await mentors.createMentor(db, cache, request.body)),
  );

  app.patch(
    "/mentors/:id",
    { schema: { params: idParams, body: mentorUpdateBody, response: { 200: adminMentor } } },
    async (request) => mentors.updateMentor(db, cache, request.params.id, request.body),
  );

  // The mentor's account (issue 26): link an existing user, unlink, approve profile changes

  app.get("/mentors/:id/account", { schema: { params: idParams, response: { 200: mentorAccount } } }, async (request) =>
    accounts.getMentorAccount(db, request.params.id),
  );

  app.put(
    "/mentors/:id/account",
    { schema: { params: idParams, body: mentorAccountBody, response: { 200: mentorAccount } } },
    async (request) => {
      // An address without an account is invited, in the language chosen, else the admin's page's.
      const inviter = await requireUser(request);
      const locale = request.body.locale ?? requestLocale(request.headers.cookie, request.headers["accept-language"]);
      return accounts.linkMentorAccount(db, cache, request.params.id, request.body.email, new Date(), {
        inviter,
        locale,
        mail: app.mail,
      });
    },
  );

  app.delete(
    "/mentors/:id/account",
    { schema: { params: idParams, response: { 200: mentorAccount } } },
    async (request) => accounts.unlinkMentorAccount(db, cache, request.params.id),
  );

  app.post(
    "/mentors/:id/profile-changes/approve",
    { schema: { params: idParams, response: { 200: mentorAccount } } },
    async (request) => accounts.decideProfileChanges(db, cache, request.params.id, true),
  );

  app.post(
    "/mentors/:id/profile-changes/reject",
    { schema: { params: idParams, response: { 200: mentorAccount } } },
    async (request) => accounts.decideProfileChanges(db, cache, request.params.id, false),
  );

  // Bookings

  app.get(
    "/bookings",
    { schema: { querystring: bookingListQuery, response: { 200: z.array(adminBooking) } } },
    async (request) => bookings.listBookings(db, request.query),
  );

  app.get("/bookings/:id", { schema: { params: idParams, response: { 200: adminBookingDetail } } }, async (request) =>
    bookings.getBookingDetail(db, request.params.id),
  );

  app.patch(
    "/bookings/:id",
    { schema: { params: idParams, body: bookingStatusBody, response: { 200: adminBooking } } },
    async (request) =>
      bookings.setBookingStatus(db, cache, app.mail, app.config.bookingLimits, request.params.id, request.body.status),
  );

  app.get("/bookings.csv", { schema: { querystring: bookingListQuery } }, async (request, reply) =>
    sendCsv(reply, "bookings.csv", await bookings.bookingsCsv(db, request.query)),
  );
}
