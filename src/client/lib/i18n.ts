import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from "../../shared/rules/locale";

/**
 * The messages of one locale (docs/decisions/0011-i18n-lingui.md): each locale's catalogues are
 * one chunk, and a page loads only its own.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = locale === "es" ? await import("../locales/es") : await import("../locales/en");
  return catalog.messages;
}

/** An i18n instance for one locale: one per server render (renders run side by side), one in the browser. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
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
