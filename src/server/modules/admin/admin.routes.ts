import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminBooking,
  adminDonation,
  adminUser,
  blogPostCreateBody,
  blogPostUpdateBody,
  bookingListQuery,
  bookingStatusBody,
  mentorCreateBody,
  mentorUpdateBody,
  roleBody,
  storyCreateBody,
  storyUpdateBody,
  userListQuery,
} from "../../../shared/contracts/admin.js";
import { idParams } from "../../../shared/contracts/common.js";
import { blogPost, successStory } from "../../../shared/contracts/community.js";
import { mentor } from "../../../shared/contracts/mentors.js";
import { requireRole } from "../../plugins/auth.js";
import * as bookings from "./bookings.service.js";
import * as content from "./content.service.js";
import * as donations from "./donations.service.js";
import * as users from "./users.service.js";

const ADMIN = ["admin"] as const;

const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply.header("content-disposition", `attachment; filename="${filename}"`).type("text/csv; charset=utf-8").send(csv);

/** Admin-only management: every route checks the role on the server, and nothing is cached. */
export async function adminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cache, db } = app;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    await requireRole(request, ADMIN);
  });

  // Blog posts

  app.get("/blog", { schema: { response: { 200: z.array(blogPost) } } }, async () => content.listPosts(db));

  app.get("/blog/:id", { schema: { params: idParams, response: { 200: blogPost } } }, async (request) =>
    content.getPost(db, request.params.id),
  );

  app.post("/blog", { schema: { body: blogPostCreateBody, response: { 201: blogPost } } }, async (request, reply) =>
    reply.status(201).send(await content.createPost(db, cache, request.body)),
  );

  app.patch(
    "/blog/:id",
    { schema: { params: idParams, body: blogPostUpdateBody, response: { 200: blogPost } } },
    async (request) => content.updatePost(db, cache, request.params.id, request.body),
  );

  // Mentors

  app.get("/mentors", { schema: { response: { 200: z.array(mentor) } } }, async () => content.listMentors(db));

  app.get("/mentors/:id", { schema: { params: idParams, response: { 200: mentor } } }, async (request) =>
    content.getMentor(db, request.params.id),
  );

  app.post("/mentors", { schema: { body: mentorCreateBody, response: { 201: mentor } } }, async (request, reply) =>
    reply.status(201).send(await content.createMentor(db, cache, request.body)),
  );

  app.patch(
    "/mentors/:id",
    { schema: { params: idParams, body: mentorUpdateBody, response: { 200: mentor } } },
    async (request) => content.updateMentor(db, cache, request.params.id, request.body),
  );

  // Success stories

  app.get("/success-stories", { schema: { response: { 200: z.array(successStory) } } }, async () =>
    content.listStories(db),
  );

  app.post(
    "/success-stories",
    { schema: { body: storyCreateBody, response: { 201: successStory } } },
    async (request, reply) => reply.status(201).send(await content.createStory(db, cache, request.body)),
  );

  app.patch(
    "/success-stories/:id",
    { schema: { params: idParams, body: storyUpdateBody, response: { 200: successStory } } },
    async (request) => content.updateStory(db, cache, request.params.id, request.body),
  );

  // Users

  app.get(
    "/users",
    { schema: { querystring: userListQuery, response: { 200: z.array(adminUser) } } },
    async (request) => users.listUsers(db, request.query),
  );

  app.patch(
    "/users/:id/role",
    { schema: { params: idParams, body: roleBody, response: { 200: adminUser } } },
    async (request) => {
      const admin = await requireRole(request, ADMIN);
      return users.changeUserRole(db, admin.id, request.params.id, request.body.role);
    },
  );

  // Donations

  app.get("/donations", { schema: { response: { 200: z.array(adminDonation) } } }, async () =>
    donations.listDonations(db),
  );

  app.get("/donations.csv", async (_request, reply) =>
    sendCsv(reply, "donations.csv", await donations.donationsCsv(db)),
  );

  // Bookings

  app.get(
    "/bookings",
    { schema: { querystring: bookingListQuery, response: { 200: z.array(adminBooking) } } },
    async (request) => bookings.listBookings(db, request.query),
  );

  app.patch(
    "/bookings/:id",
    { schema: { params: idParams, body: bookingStatusBody, response: { 200: adminBooking } } },
    async (request) => bookings.setBookingStatus(db, cache, request.params.id, request.body.status),
  );

  app.get("/bookings.csv", { schema: { querystring: bookingListQuery } }, async (request, reply) =>
    sendCsv(reply, "bookings.csv", await bookings.bookingsCsv(db, request.query)),
  );
}
