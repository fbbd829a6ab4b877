import { Trans, useLingui } from "@lingui/react/macro";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "../../../shared/rules/locale";
import { Label, NativeSelect } from "./form";

/** The select's value for "any language". */
const ANY = "all";

/**
 * "Language" with "All languages", English and Español: the catalog's and the blog's filter by
 * the language a course is taught or a post is written in, as its author says (issue 12). Each
 * language is named in itself, with its lang.
 */
export function LanguageFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Locale | undefined;
  onChange: (language: Locale | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Label htmlFor={id}>
        <Trans>Language</Trans>
      </Label>
      <NativeSelect
        id={id}
        value={value ?? ANY}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isLocale(next) ? next : undefined);
        }}
      >
        <option value={ANY}>{t`All languages`}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
