import { z } from "zod";
import { LOCALES } from "../rules/locale.js";

/** PUT /api/user/locale: the language the visitor chose (kept in a cookie, and on their account once signed in). */
export const localeBody = z.object({ locale: z.enum(LOCALES, { message: "Choose English or Español" }) });
export const localeAnswer = z.object({ locale: z.enum(LOCALES) });
export type LocaleBody = z.infer<typeof localeBody>;
