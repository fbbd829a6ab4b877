/**
 * The server's texts in the request's or the recipient's language (issue 12): API error and
 * validation messages, `{message}` answers, emails and calendar invitations.
 *
 * The server writes its texts in English, as the spec words them, and the English text is the
 * message's id: `src/server/locales/es.*.json` are a Lingui catalogue in its minimal JSON format
 * (English ICU message → Spanish ICU message), compiled with Lingui's compiler and rendered by
 * `@lingui/core`, one I18n instance per locale (each activated once, so concurrent requests
 * never share a switched global). A text built with values ("Title is required", "Booking not
 * found") is matched against the catalogue's messages with placeholders ("{label} is required"),
 * and its values are translated in turn. What the catalogue lacks stays English; the test
 * tests/i18n/server-catalogue.test.ts fails on any server text without a Spanish translation.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { INTL_LOCALE, type Locale } from "../../shared/rules/locale.js";
import esEmails from "../locales/es.emails.json" with { type: "json" };
import esMessages from "../locales/es.messages.json" with { type: "json" };

export type Values = Record<string, string | number | Date>;

/** The Spanish catalogue as written: English ICU message → Spanish ICU message. */
/** The catalogue is kept in two files: API messages, and emails with calendar invitations. */
const es: Record<string, string> = { ...esMessages, ...esEmails };

const PLACEHOLDER = /\{(\w+)\}/g;

interface Pattern {
  source: string;
  names: string[];
  regex: RegExp;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A catalogue message with simple placeholders as a pattern that recognises the English text
 * built from it ("{label} is required" matches "Title is required" with label "Title").
 * Messages with plural or select arguments are rendered by id only.
 */
function patternOf(source: string): Pattern | null {
  if (!/\{\w+\}/.test(source) || /\{\w+,/.test(source)) return null;
  const names: string[] = [];
  let regex = "^";
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    regex += escapeRegex(source.slice(last, match.index)) + "(.+?)";
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  regex += escapeRegex(source.slice(last)) + "$";
  return { source, names, regex: new RegExp(regex, "s") };
}

/**
 * Patterns come from the API's messages only: emails render their messages by id with their
 * values (serverText), and a short email message such as "{duration} minutes" would otherwise
 * recognise any text that ends in "minutes". Longest patterns first: the most specific message wins ("{label} must be at most {max} characters" before "{label} must be {x}"). */
const patterns: Pattern[] = Object.keys(esMessages)
  .map(patternOf)
  .filter((pattern): pattern is Pattern => pattern !== null)
  .sort((a, b) => b.source.replace(PLACEHOLDER, "").length - a.source.replace(PLACEHOLDER, "").length);

function compiled(catalogue: Record<string, string>) {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));
}

const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", locales: [INTL_LOCALE.en], messages: { en: {} } }),
  es: setupI18n({ locale: "es", locales: [INTL_LOCALE.es], messages: { es: compiled(es) } }),
};
// English texts are their own message: compile them when first used (values, plurals).
for (const i18n of Object.values(instances)) i18n.setMessagesCompiler(compileMessage);

/**
 * A server text in a locale: `message` is the English ICU message (the catalogue's id), with
 * its values. English renders the message itself.
 */
export function serverText(locale: Locale, message: string, values?: Values): string {
  return instances[locale]._(message, values);
}

/** The Spanish catalogue as written: English ICU message → Spanish ICU message. */
export const spanishCatalogue: Readonly<Record<string, string>> = es;

/** Whether the catalogue translates this English message (exactly, not by pattern). */
export const hasTranslation = (message: string) => Object.hasOwn(es, message);

/**
 * An English text the server has already built (an error's message, a validation message) in
 * a locale: the catalogue's message of the same text, else of the pattern it was built from
 * (with its values translated the same way: "3 files per project"), else the text as it is.
 */
export function translateText(locale: Locale, text: string): string {
  if (locale === "en" || text === "") return text;
  if (hasTranslation(text)) return serverText(locale, text);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Values = {};
    pattern.names.forEach((name, index) => {
      const value = match[index + 1]!;
      values[name] = translateText(locale, value);
    });
    return serverText(locale, pattern.source, values);
  }
  return text;
}

/** Whether an English text is translated, exactly or by a pattern (for the catalogue's test). */
export function isTranslated(text: string): boolean {
  return hasTranslation(text) || patterns.some((pattern) => pattern.regex.test(text));
}
