import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  emailPreferences,
  emailPreferencesBody,
  type EmailPreferences,
  unsubscribeQuery,
  unsubscribeResponse,
} from "../../../shared/contracts/email.js";
import { render, sharedMessage } from "../../i18n/catalog.js";
import { localeOf } from "../../i18n/locale-of.js";
import { answerText } from "../../i18n/plugin.js";
import { requireUser } from "../../plugins/auth.js";
import * as preferences from "./preferences.service.js";

/** The notices' names and descriptions in the request's language (issue 12). */
function inLanguage(
  request: FastifyRequest,
  user: { locale: string | null },
  answer: EmailPreferences,
): EmailPreferences {
  const locale = localeOf(request, user);
  if (locale === "en") return answer;
  return {
    ...answer,
    notices: answer.notices.map((notice) => ({
      ...notice,
      label: render(locale, sharedMessage(notice.label)),
      description: render(locale, sharedMessage(notice.description)),
    })),
  };
}

/**
 * A signed-in person's optional notices, and the one-click unsubscribe that needs no session
 * (plugins/security.ts lets POST /api/email/unsubscribe through its cross-site check).
 */
export async function emailRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get("/user/email-preferences", { schema: { response: { 200: emailPreferences } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "private, no-store");
    return inLanguage(request, user, await preferences.getEmailPreferences(db, user.id));
  });

  app.put(
    "/user/email-preferences",
    { schema: { body: emailPreferencesBody, response: { 200: emailPreferences } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "private, no-store");
      return inLanguage(request, user, await preferences.setEmailPreferences(db, user.id, request.body.notices));
    },
  );

  // RFC 2369: a mail client without one-click support opens the List-Unsubscribe address in a
  // browser. The GET changes nothing (a link scanner may follow it): it sends the person to the
  // unsubscribe page, in their own language, whose button makes the POST below.
  app.get("/email/unsubscribe", { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    const { token } = request.query;
    const locale = await preferences.unsubscribeLocale(db, app.mail.secret, token);
    const page = new URLSearchParams({ token, ...(locale ? { lang: locale } : {}) });
    reply.header("cache-control", "no-store");
    return reply.redirect(`/unsubscribe?${page.toString()}`, 303);
  });

  await app.register(async (scope) => {
    // RFC 8058: mail providers POST "List-Unsubscribe=One-Click" form-encoded (some multipart).
    // The token in the address says everything, so the body is read as text and not used.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/email/unsubscribe",
        { schema: { querystring: unsubscribeQuery, response: { 200: unsubscribeResponse } } },
        async (request, reply) => {
          reply.header("cache-control", "no-store");
          const answer = await preferences.unsubscribeByToken(db, app.mail.secret, request.query.token);
          return { ...answer, message: answerText(request, reply, answer.message) };
        },
      );
  });
}
