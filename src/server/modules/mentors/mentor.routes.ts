import type { FastifyInstance } from "fastify";
import { idParams } from "../../../shared/contracts/common.js";
import {
  availability,
  availabilityBody,
  mentorOwnProfile,
  mentorProfileBody,
  mentorSession,
  mentorSessions,
} from "../../../shared/contracts/mentor-accounts.js";
import { requireUser, restrictedApp } from "../../plugins/auth.js";
import * as accounts from "./accounts.service.js";

/**
 * A mentor's own side (issue 26, under /mentor): their profile, availability and sessions. Only
 * the mentor role passes (401 visitors, 403 everyone else, admins included: they have /admin);
 * every answer is about the signed-in mentor's own profile, so another mentor's session is a 404.
 */
export async function mentorAccountRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ["mentor"]);
  const { cache, db } = app;

  app.get("/profile", { schema: { response: { 200: mentorOwnProfile } } }, async (request) =>
    accounts.getOwnProfile(db, (await requireUser(request)).id),
  );

  app.patch("/profile", { schema: { body: mentorProfileBody, response: { 200: mentorOwnProfile } } }, async (request) =>
    accounts.requestProfileChanges(db, (await requireUser(request)).id, request.body),
  );

  app.get("/availability", { schema: { response: { 200: availability } } }, async (request) =>
    accounts.getAvailability(db, (await requireUser(request)).id),
  );

  app.put("/availability", { schema: { body: availabilityBody, response: { 200: availability } } }, async (request) =>
    accounts.setAvailability(db, cache, (await requireUser(request)).id, request.body),
  );

  app.get("/sessions", { schema: { response: { 200: mentorSessions } } }, async (request) =>
    accounts.listOwnSessions(db, (await requireUser(request)).id),
  );

  app.get("/sessions/:id", { schema: { params: idParams, response: { 200: mentorSession } } }, async (request) =>
    accounts.getOwnSession(db, (await requireUser(request)).id, request.params.id),
  );
}
