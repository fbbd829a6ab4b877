import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/rules/locale";
import { getBrowserI18n } from "./i18n";

/**
 * The staff catalogue of one locale (lingui.config.ts): the messages of the staff pages and of the
 * features' `staff/` folders, which the public catalogues leave out so that a visitor's phone never
 * downloads them. The server renders with it too (entry-server.tsx); this module is loaded only
 * with the staff pages (admin-pages.ts), off every public page's first load.
 */
export async function loadStaffMessages(locale: Locale): Promise<Messages> {
  const catalog = locale === "es" ? await import("../locales/staff/es.po") : await import("../locales/staff/en.po");
  return catalog.messages;
}

let staffMessagesLoaded: Promise<void> | undefined;

/**
 * Before a staff page renders in the browser: its catalogue, once, added to the page's messages
 * (a page opened by its address has the messages its server render used; this brings the rest).
 * Nothing on the server, which renders with every catalogue.
 */
export function ensureStaffMessages(): Promise<void> {
  const i18n = getBrowserI18n();
  if (!i18n) return Promise.resolve();
  staffMessagesLoaded ??= loadStaffMessages(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE).then((messages) => {
    i18n.load(i18n.locale, messages);
    i18n.activate(i18n.locale);
  });
  return staffMessagesLoaded;
}
