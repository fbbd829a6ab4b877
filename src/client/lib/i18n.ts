import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from "../../shared/rules/locale";

/**
 * The messages of one locale (docs/decisions/0011-i18n-lingui.md): each locale's catalogues are
 * one chunk, and a page loads only its own. The server puts the messages its render used into the
 * page (usedMessages), so the page hydrates without waiting for this chunk, which comes after.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = locale === "es" ? await import("../locales/es") : await import("../locales/en");
  return catalog.messages;
}

/** The browser's i18n instance (entry-client.tsx), to which a staff page adds its catalogue (lib/staff-i18n.ts). */
let browserI18n: I18n | undefined;

export function setBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}

export function getBrowserI18n(): I18n | undefined {
  return browserI18n;
}

/** An i18n instance for one locale: one per server render (renders run side by side), one in the browser. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * Server render: keeps track of the messages the render looks up, and gives them (compiled, as
 * JSON) for the page to hydrate with. Every lookup (<Trans>, t, i18n._) goes through i18n._ or
 * i18n.t.
 */
export function trackUsedMessages(i18n: I18n, messages: Messages): () => Messages {
  const used = new Set<string>();
  const lookUp = i18n._.bind(i18n);
  const tracked = ((id: unknown, ...rest: unknown[]) => {
    used.add(typeof id === "string" ? id : String((id as { id?: string }).id));
    return (lookUp as (...args: unknown[]) => string)(id, ...rest);
  }) as I18n["_"];
  // i18n.t is i18n._ bound when the instance was made (the provider hands it to useLingui's t).
  i18n._ = tracked;
  i18n.t = tracked;
  return () => {
    const subset: Messages = {};
    for (const id of used) {
      const message = messages[id];
      if (message !== undefined) subset[id] = message;
    }
    return subset;
  };
}

/** The messages the server's render used, from the page (see trackUsedMessages), or null. */
export function pageMessages(): Messages | null {
  const text = document.getElementById("__TSA_MESSAGES__")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Messages;
  } catch {
    return null;
  }
}

/** The locale the server rendered the page in (the html element's lang). */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The page's locale ("en", "es"). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The Intl tag of the page's locale, for dates, numbers and money ("en-US", "es-419"). */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLocale()];
}
