/**
 * Whose language a server text is in (issue 12).
 * - An answer to a request (a page, an API message, the booking's .ics download) follows the
 *   request: an explicit `?lang=`, else the `tsa_locale` cookie, else the signed-in account's
 *   choice, else Accept-Language.
 * - An email goes in its recipient's language: the account's `users.locale`, or a newsletter
 *   subscriber's `locale`, as stored (null until chosen: English).
 */
import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, isLocale, localeCookie, negotiateLocale, type Locale } from "../../shared/rules/locale.js";

/** A stored locale as a Locale: null, empty or one we don't have is English. */
export const storedLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** `?lang=` of a request's address, if any. */
function langParam(url: string): string | null {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get("lang");
}

/** The language a request is answered in; `user` is the signed-in account when known. */
export function localeOf(request: FastifyRequest, user: { locale: string | null } | null | undefined): Locale {
  const lang = langParam(request.url);
  if (isLocale(lang)) return lang;
  const account = user && isLocale(user.locale) ? user.locale : null;
  return localeCookie(request.headers.cookie) ?? account ?? negotiateLocale(request.headers["accept-language"]);
}
