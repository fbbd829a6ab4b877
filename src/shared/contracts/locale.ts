import { said, term } from "../messages.js";
import { z } from "zod";
import { LOCALES } from "../rules/locale.js";

/** PUT /api/user/locale: the language the visitor chose (kept in a cookie, and on their account once signed in). */
export const localeBody = z.object({ locale: z.enum(LOCALES, { message: said("Choose English or Español") }) });
export const localeAnswer = z.object({ locale: z.enum(LOCALES) });
export type LocaleBody = z.infer<typeof localeBody>;

/*
 * The language authored content (a course, a blog post) is written in, as its author says
 * (issue 12): the content itself is never translated. null: not stated.
 */
const CONTENT_LANGUAGE_MESSAGE = said("Language must be en or es");
export const contentLanguage = z.enum(LOCALES).nullable();
/** Staff bodies: "en" or "es"; null or "" says the language is not stated (stored as null). */
export const contentLanguageField = z
  .enum([...LOCALES, ""], {
    message: said("{message}, or null when not stated", { message: term(CONTENT_LANGUAGE_MESSAGE) }),
  })
  .nullish()
  .transform((value) => (value === "" ? null : value));
/** The public lists' ?language= filter: only content stated to be in that language. */
export const contentLanguageQuery = z.object({
  language: z.enum(LOCALES, { message: CONTENT_LANGUAGE_MESSAGE }).optional(),
});
