import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idParams } from "../../../shared/contracts/common.js";
import {
  newsletterSend,
  newsletterSendDetail,
  newsletterSubscriber,
  sendPostBody,
  sendPostResponse,
  sendsQuery,
} from "../../../shared/contracts/newsletter.js";
import { sendCsv } from "../../lib/csv.js";
import { ADMIN_ROLES, requireUser, restrictedApp } from "../../plugins/auth.js";
import * as newsletter from "./newsletter.service.js";
import { answerText } from "../../i18n/plugin.js";
import { msg } from "../../errors.js";

/** Admins manage the newsletter (under /admin): subscribers, their CSV, sending a post and its progress. */
export async function newsletterStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db } = app;

  app.get("/newsletter/subscribers", { schema: { response: { 200: z.array(newsletterSubscriber) } } }, async () =>
    newsletter.listSubscribers(db),
  );

  const subscribersCsv = z.string().describe("The subscribers as CSV");
  app.get("/newsletter/subscribers.csv", { schema: { response: { 200: subscribersCsv } } }, async (_request, reply) =>
    sendCsv(reply, "newsletter-subscribers.csv", await newsletter.subscribersCsv(db)),
  );

  app.post(
    "/blog/:id/send",
    { schema: { params: idParams, body: sendPostBody, response: { 202: sendPostResponse } } },
    async (request, reply) => {
      const admin = await requireUser(request);
      const send = await newsletter.sendPost(db, app.mail, {
        postId: request.params.id,
        sentBy: admin.id,
        resend: request.body.resend ?? false,
      });
      app.emailWorker?.wake();
      const n = send.recipientCount;
      return reply.status(202).send({
        id: send.id,
        recipientCount: n,
        message: answerText(
          request,
          reply,
          n === 1
            ? msg("Sending to {count} confirmed subscriber.", { count: n })
            : msg("Sending to {count} confirmed subscribers.", { count: n }),
        ),
      });
    },
  );

  app.get(
    "/newsletter/sends",
    { schema: { querystring: sendsQuery, response: { 200: z.array(newsletterSend) } } },
    async (request) => newsletter.listSends(db, request.query.postId),
  );

  app.get(
    "/newsletter/sends/:id",
    { schema: { params: idParams, response: { 200: newsletterSendDetail } } },
    async (request) => newsletter.getSend(db, request.params.id),
  );
}
