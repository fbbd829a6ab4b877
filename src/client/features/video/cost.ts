import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { approximateMegabytes, videoMinutes } from "../../../shared/rules/video-length";

const numberFormats = new Map<string, Intl.NumberFormat>();
const formatNumber = (value: number, locale: string) => {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
};

/**
 * What watching a rendition costs: "12 min · about 9 MB at 360p" ("12 min · unos 9 MB a 360p").
 * Without a known length, only the size.
 */
export function costText(
  i18n: I18n,
  locale: string,
  { durationSeconds, bytes, height }: { durationSeconds: number | null; bytes: number; height: number },
): string {
  const size = formatNumber(approximateMegabytes(bytes), locale);
  if (durationSeconds === null) return i18n._(msg`About ${size} MB at ${height}p`);
  const minutes = videoMinutes(durationSeconds);
  return i18n._(msg`${minutes} min · about ${size} MB at ${height}p`);
}

/** A rendition in the quality list: "240p (about 3 MB)". */
export function qualityOptionText(i18n: I18n, locale: string, { bytes, height }: { bytes: number; height: number }) {
  const size = formatNumber(approximateMegabytes(bytes), locale);
  return i18n._(msg`${height}p (about ${size} MB)`);
}
