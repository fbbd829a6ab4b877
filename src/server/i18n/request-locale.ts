import type { FastifyRequest } from "fastify";
import { isLocale, localeCookie, negotiateLocale, type Locale } from "../../shared/rules/locale.js";
import type { SessionUser } from "../modules/auth/index.js";

/** `?lang=` of a request's address, if any. */
function langParam(url: string): string | null {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get("lang");
}

/**
 * The language a request is answered in, pages and API alike: an explicit `?lang=`, else the
 * language cookie, else the signed-in user's account (when known), else Accept-Language.
 */
export function localeOf(request: FastifyRequest, user: SessionUser | null | undefined): Locale {
  const lang = langParam(request.url);
  if (isLocale(lang)) return lang;
  const account = user?.locale && isLocale(user.locale) ? user.locale : null;
  return localeCookie(request.headers.cookie) ?? account ?? negotiateLocale(request.headers["accept-language"]);
}
