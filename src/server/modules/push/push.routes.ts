import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  pushEndpointBody,
  pushKeyResponse,
  pushSubscriptionBody,
  pushSubscriptionState,
} from "../../../shared/contracts/push.js";
import { badRequest, unauthorized } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import * as queries from "./push.queries.js";
import { isAllowedEndpoint, sessionOf } from "./push.service.js";
import { vapidKeys } from "./vapid.js";

/**
 * Web Push (issue 26): the academy's public VAPID key, and a signed-in browser's subscription,
 * held for its session (signing out drops it: the next person on a shared phone gets nothing of
 * the previous one's).
 */
export async function pushRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.get("/push/key", { schema: { response: { 200: pushKeyResponse } } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    return { publicKey: (await vapidKeys(db, config)).publicKey };
  });

  /** The signed-in person and their session's id. */
  async function asker(request: Parameters<typeof requireUser>[0]) {
    const user = await requireUser(request);
    const sessionSid = sessionOf(request, config);
    if (!sessionSid) throw unauthorized();
    return { user, sessionSid };
  }

  app.get(
    "/push/subscription",
    { schema: { querystring: pushEndpointBody, response: { 200: pushSubscriptionState } } },
    async (request, reply) => {
      const { sessionSid } = await asker(request);
      reply.header("cache-control", "private, no-store");
      return { subscribed: await queries.hasSubscription(db, sessionSid, request.query.endpoint) };
    },
  );

  app.put(
    "/push/subscription",
    { schema: { body: pushSubscriptionBody, response: { 204: z.null() } } },
    async (request, reply) => {
      const { user, sessionSid } = await asker(request);
      const { endpoint, keys } = request.body;
      if (!isAllowedEndpoint(endpoint, config)) throw badRequest("This browser's push service isn't supported");
      await queries.upsertSubscription(db, {
        userId: user.id,
        sessionSid,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/push/subscription",
    { schema: { body: pushEndpointBody, response: { 204: z.null() } } },
    async (request, reply) => {
      const { sessionSid } = await asker(request);
      await queries.deleteSubscription(db, sessionSid, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
