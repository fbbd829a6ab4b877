import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { localeAnswer, localeBody } from "../../../shared/contracts/locale.js";
import { LOCALE_COOKIE, LOCALE_MAX_AGE_SECONDS } from "../../../shared/rules/locale.js";
import { setUserLocale } from "../users/index.js";

/**
 * The language switch (English / Español): the choice goes in a cookie, which every page render
 * reads, and on the account of a signed-in person, so their other devices and their emails
 * follow it. Anyone may choose; nothing here needs a session.
 */
export async function i18nRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.put("/user/locale", { schema: { body: localeBody, response: { 200: localeAnswer } } }, async (request, reply) => {
    const { locale } = request.body;
    const user = await request.currentUser();
    if (user && user.locale !== locale) await setUserLocale(app.db, user.id, locale);
    reply.header("cache-control", "private, no-store").setCookie(LOCALE_COOKIE, locale, {
      path: "/",
      maxAge: LOCALE_MAX_AGE_SECONDS,
      sameSite: "lax",
      secure: app.config.publicUrl.protocol === "https:",
    });
    return { locale };
  });
}
