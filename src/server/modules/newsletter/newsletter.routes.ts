import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageResponse } from "../../../shared/contracts/common.js";
import { confirmBody, subscribeBody } from "../../../shared/contracts/newsletter.js";
import { CONFIRMED_MESSAGE, SUBSCRIBE_MESSAGE } from "../../../shared/rules/newsletter.js";
import { localeOf } from "../../i18n/locale-of.js";
import { answerText } from "../../i18n/plugin.js";
import * as newsletter from "./newsletter.service.js";

/** Anyone subscribes (double opt-in) and confirms by the emailed link. */
export async function newsletterRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;

  app.post(
    "/newsletter/subscribe",
    { schema: { body: subscribeBody, response: { 202: messageResponse } } },
    async (request, reply) => {
      // The confirmation, and later the newsletter's own texts, in the visitor's language.
      const locale = localeOf(request, await request.currentUser());
      await newsletter.subscribe(db, app.mail, request.body.email, request.ip, config.maxSignupsPerAddress, locale);
      return reply.status(202).send({ message: answerText(request, reply, SUBSCRIBE_MESSAGE) });
    },
  );

  // A POST, sent by the confirmation page's script: a mail scanner that only fetches the link
  // (GET) confirms nobody (docs/decisions/0007-email-outbox.md).
  app.post(
    "/newsletter/confirm",
    { schema: { body: confirmBody, response: { 200: messageResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await newsletter.confirmSubscription(db, request.body.token);
      return { message: answerText(request, reply, CONFIRMED_MESSAGE) };
    },
  );
}
