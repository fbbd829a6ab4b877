import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import type { DurationUnit } from "../../shared/rules/duration";
import { contentLang, type Locale } from "../../shared/rules/locale";

/** A course's or a lesson's length as the API gives it (shared/rules/duration.ts). */
export interface WireDuration {
  duration: string | null;
  durationValue: number | null;
  durationUnit: DurationUnit | null;
}

/** A structured length in the page's language, with its plural: "6 weeks", "6 semanas", "1 semana". */
export function durationLabel(i18n: I18n, value: number, unit: DurationUnit): string {
  switch (unit) {
    case "minute":
      return i18n._(msg`${plural(value, { one: "# min", other: "# min" })}`);
    case "hour":
      return i18n._(msg`${plural(value, { one: "# hour", other: "# hours" })}`);
    case "day":
      return i18n._(msg`${plural(value, { one: "# day", other: "# days" })}`);
    case "week":
      return i18n._(msg`${plural(value, { one: "# week", other: "# weeks" })}`);
    case "month":
      return i18n._(msg`${plural(value, { one: "# month", other: "# months" })}`);
  }
}

/**
 * How a length reads (issue 23): a number and a unit in the page's language; a text nobody could
 * read as written, in the language of what it belongs to (`lang`); null when there is none.
 */
export function shownDuration(
  i18n: I18n,
  item: WireDuration,
  language?: Locale | null,
): { label: string; lang: Locale | undefined } | null {
  if (item.durationValue != null && item.durationUnit != null) {
    return { label: durationLabel(i18n, item.durationValue, item.durationUnit), lang: undefined };
  }
  return item.duration ? { label: item.duration, lang: contentLang(language) } : null;
}

/** A length as text, marked with its lang when it is the author's words; nothing when there is none. */
export function DurationText({ item, language }: { item: WireDuration; language?: Locale | null }) {
  const { i18n } = useLingui();
  const shown = shownDuration(i18n, item, language);
  if (!shown) return null;
  return shown.lang ? <span lang={shown.lang}>{shown.label}</span> : <>{shown.label}</>;
}
