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
import {
  mentorCancelBody,
  outcomeBody,
  proposeBody,
  sessionPatchBody,
} from "../../../shared/contracts/mentor-sessions.js";
import { requireUser, restrictedApp } from "../../plugins/auth.js";
import * as accounts from "./accounts.service.js";
import * as sessions from "./sessions.service.js";

/**
 * A mentor's own side (issue 26, under /mentor): their profile, availability and sessions. Only
 * the mentor role passes (401 visitors, 403 everyone else, admins included: they have /admin);
 * every answer is about the signed-in mentor's own profile, so another mentor's session is a 404.
 */
export async function mentorAccountRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ["mentor"]);
  const { cache, db } = app;
  const limits = app.config.bookingLimits;

  app.get("/profile", { schema: { response: { 200: mentorOwnProfile } } }, async (request) =>
    accounts.getOwnProfile(db, (await requireUser(request)).id),
  );

  app.patch("/profile", { schema: { body: mentorProfileBody, response: { 200: mentorOwnProfile } } }, async (request) =>
    accounts.requestProfileChanges(db, app.mail, limits, (await requireUser(request)).id, request.body),
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

  // A session's life (issue 26 parts 2-3): each answers with the session as it now stands.

  /** Runs a mentor's action on one of their own sessions, then answers with the session as it now stands. */
  const act = async (request: SessionRequest, action: (mentorId: string) => Promise<unknown>) => {
    const mentor = await accounts.requireOwnMentor(db, (await requireUser(request)).id);
    await action(mentor.id);
    return accounts.getMentorSession(db, mentor, request.params.id);
  };

  app.post("/sessions/:id/confirm", { schema: { params: idParams, response: { 200: mentorSession } } }, (request) =>
    act(request, (mentorId) => sessions.confirmSession(db, app.mail, limits, mentorId, request.params.id)),
  );

  app.post(
    "/sessions/:id/propose",
    { schema: { params: idParams, body: proposeBody, response: { 200: mentorSession } } },
    (request) =>
      act(request, (mentorId) => sessions.proposeTime(db, app.mail, limits, mentorId, request.params.id, request.body)),
  );

  app.post(
    "/sessions/:id/cancel",
    { schema: { params: idParams, body: mentorCancelBody, response: { 200: mentorSession } } },
    (request) =>
      act(request, (mentorId) =>
        sessions.cancelByMentor(db, app.mail, limits, mentorId, request.params.id, request.body),
      ),
  );

  app.patch(
    "/sessions/:id",
    { schema: { params: idParams, body: sessionPatchBody, response: { 200: mentorSession } } },
    (request) =>
      act(request, (mentorId) =>
        sessions.patchSession(db, app.mail, limits, mentorId, request.params.id, request.body),
      ),
  );

  app.post(
    "/sessions/:id/outcome",
    { schema: { params: idParams, body: outcomeBody, response: { 200: mentorSession } } },
    (request) =>
      act(request, (mentorId) => sessions.recordOutcome(db, cache, mentorId, request.params.id, request.body)),
  );
}

type SessionRequest = Parameters<typeof requireUser>[0] & { params: { id: string } };
