/**
 * The language a page is shown in (issue 12). English is the default and reads exactly as the
 * spec words it; Spanish is the second language. A visitor's choice is kept in a cookie (so the
 * server's render and the browser agree) and, once signed in, on their account; a first visit
 * without the cookie follows the browser's Accept-Language. Addresses don't change with it.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_COOKIE = "tsa_locale";
/**
 * The language of the last page the phone showed, in localStorage (issue 23): the offline page,
 * which has no server to ask, says its words in it. Every page notes it as it starts.
 */
export const LAST_PAGE_LOCALE_KEY = "tsa_last_page_locale";

/** The last page's language as noted, or null when none was (or storage is not available). */
export function lastPageLocale(storage: () => { getItem(key: string): string | null }): Locale | null {
  try {
    const value = storage().getItem(LAST_PAGE_LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
export const LOCALE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The name of each language in that language, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** BCP 47 tags for Intl (dates, numbers, money) in each locale. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-419" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The cookie's locale from a Cookie header or document.cookie, or null when unset or unknown. */
export function localeCookie(cookies: string | undefined): Locale | null {
  if (!cookies) return null;
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === LOCALE_COOKIE) return isLocale(value) ? value : null;
  }
  return null;
}

/**
 * The best of our locales for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"): languages
 * in order of their q weight (ties keep the header's order), the first we have wins; English
 * when none matches. A q of 0 means "not this one".
 */
export function negotiateLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage;
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(",")
    .slice(0, 40)
    .map((entry, order) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter((range) => range.language && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const range of ranges) {
    if (isLocale(range.language)) return range.language;
    if (range.language === "*") return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale a request is shown in: an explicit `?lang=` (the hreflang alternates link to it),
 * else the cookie, else Accept-Language.
 */
export function requestLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | string[] | undefined,
  langParam?: string | null,
): Locale {
  if (isLocale(langParam)) return langParam;
  return localeCookie(cookieHeader) ?? negotiateLocale(acceptLanguage);
}

/**
 * The language the academy's content is written in when its author doesn't say (issue 23): the
 * demo's courses, mentors and stories are in English.
 */
export const CONTENT_DEFAULT_LOCALE: Locale = "en";

/**
 * The `lang` of authored content (a course, a post, a mentor's bio, a story) inside a page of
 * either language (WCAG 3.1.2): its language field, or the academy's default when it has none.
 */
export const contentLang = (language?: Locale | null): Locale => language ?? CONTENT_DEFAULT_LOCALE;
