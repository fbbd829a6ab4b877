import { z } from "zod";
import type { Locale } from "../../shared/rules/locale.js";
import { isTranslated, translateText } from "./catalog.js";

/** A validation issue as fastify-type-provider-zod reports it: zod's code as keyword, the rest as params. */
export interface ReportedIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const zodSpanish = z.locales.es().localeError;

/**
 * A validation message in a locale. Our schemas word their own messages, which the catalogue
 * translates; a check without one says zod's default English, which zod's own Spanish locale
 * words instead (from the issue's code and parameters).
 */
export function validationMessage(locale: Locale, issue: ReportedIssue): string {
  const message = issue.message ?? "Invalid value";
  if (locale === "en" || isTranslated(message)) return translateText(locale, message);
  const zodIssue = { ...issue.params, code: issue.keyword, message } as Parameters<typeof zodSpanish>[0];
  const spanish = locale === "es" ? zodSpanish(zodIssue) : undefined;
  const text = typeof spanish === "string" ? spanish : spanish?.message;
  return text ?? message;
}
