import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { contentLang, type Locale } from "../../shared/rules/locale";

/**
 * The academy's fixed programmes (the footer's Programs), by the name courses and stories store
 * as their category or program. Shown translated (issue 23); the stored English name is still what
 * filters and links use. Any other category is the author's words, shown as written.
 */
export const PROGRAMS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ["Carpentry & Woodworking", msg`Carpentry & Woodworking`],
  ["Urban Gardening", msg`Urban Gardening`],
  ["Financial Literacy", msg`Financial Literacy`],
  ["Auto Mechanics", msg`Auto Mechanics`],
  ["Culinary Arts", msg`Culinary Arts`],
]);

/**
 * How a category reads on the page: a programme's translated name (in the page's language, so no
 * lang), or the category as written, with the language of what it belongs to where that is not the
 * page's (a plain text otherwise, as any other word of the sentence it sits in).
 */
export function categoryLabel(
  i18n: I18n,
  category: string,
  language?: Locale | null,
): { label: string; lang: Locale | undefined } {
  const program = PROGRAMS.get(category);
  if (program) return { label: i18n._(program), lang: undefined };
  const lang = contentLang(language);
  return { label: category, lang: lang === i18n.locale ? undefined : lang };
}
