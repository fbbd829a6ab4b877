import { useLingui } from "@lingui/react";
import type { Locale } from "../../../shared/rules/locale";
import { categoryLabel } from "../../lib/programs";

/**
 * A course's category, a post's category or a story's program as shown (issue 23): one of our
 * fixed programmes in the page's language, any other category as written with its lang.
 */
export function CategoryText({ category, language }: { category: string; language?: Locale | null }) {
  const { i18n } = useLingui();
  const { label, lang } = categoryLabel(i18n, category, language);
  return lang ? <span lang={lang}>{label}</span> : <>{label}</>;
}
