import { z } from "zod";
import { messageOfText } from "../../shared/messages.js";
import type { Locale } from "../../shared/rules/locale.js";
import { render } from "./catalog.js";

/** A validation issue as fastify-type-provider-zod reports it: zod's code as keyword, the rest as params. */
export interface ReportedIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const zodSpanish = z.locales.es().localeError;

/**
 * A validation message in a locale. Our schemas say their own messages (src/shared/messages.ts),
 * which are rendered by their id and values; a check without one says zod's default English,
 * which zod's own Spanish locale words instead (from the issue's code and parameters). zod's
 * global configuration stays English: each issue is rendered here, per request.
 */
export function validationMessage(locale: Locale, issue: ReportedIssue): string {
  const message = issue.message ?? "Invalid value";
  const said = messageOfText(message);
  if (said) return render(locale, said);
  if (locale === "en") return message;
  const zodIssue = { ...issue.params, code: issue.keyword, message } as Parameters<typeof zodSpanish>[0];
  const spanish = zodSpanish(zodIssue);
  const text = typeof spanish === "string" ? spanish : spanish?.message;
  return text ?? message;
}
