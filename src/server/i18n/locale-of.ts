/**
 * Whose language a server text is in (issue 12). An email goes in its recipient's language: the
 * account's `users.locale`, or a newsletter subscriber's `locale`, as stored (null until chosen:
 * English). A file the browser downloads (the booking's .ics) follows the request: the
 * `tsa_locale` cookie, else the signed-in account's choice, else Accept-Language, as pages do.
 */
import { DEFAULT_LOCALE, isLocale, localeCookie, negotiateLocale, type Locale } from "../../shared/rules/locale.js";

/** A stored locale as a Locale: null, empty or one we don't have is English. */
export const storedLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** A request's locale: the cookie, else the signed-in account's choice, else Accept-Language. */
export function requestLocaleOf(
  headers: { cookie?: string | undefined; "accept-language"?: string | string[] | undefined },
  user?: { locale: string | null } | null,
): Locale {
  const chosen = localeCookie(headers.cookie) ?? (user && isLocale(user.locale) ? user.locale : null);
  return chosen ?? negotiateLocale(headers["accept-language"]);
}
