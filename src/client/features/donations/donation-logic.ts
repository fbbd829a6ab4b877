/** Pure rules of the donation dialog (spec 2, 4, 5 and 9). */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export const PRESET_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const;
export const MIN_DONATION = 1;
export const AMOUNT_STEP = 0.01;

/** The donation tiers, shared by the donate page and the dialog's impact text. */
export const TIER_AMOUNTS = { materials: 25, mentorship: 100, certification: 500 } as const;

/** A custom amount as typed: a finite number, or null when empty or not a number. */
export function parseAmount(input: string): number | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The chosen preset, else the custom field's amount. */
export function chosenAmount(preset: number | null, custom: string): number | null {
  return preset ?? parseAmount(custom);
}

/** Proceeding needs an amount of at least 1. */
export function canProceed(amount: number | null): amount is number {
  return amount !== null && amount >= MIN_DONATION;
}

/** What a gift of this size does; empty for no amount (or zero and below). */
export function impactLines(amount: number | null): string[] {
  if (amount === null || !(amount > 0)) return [];
  if (amount < TIER_AMOUNTS.materials) return ["Every dollar helps support our mission"];
  const lines = ["Provides course materials for 1 student"];
  if (amount >= TIER_AMOUNTS.mentorship) lines.push("Funds 1 month of mentorship sessions");
  if (amount >= TIER_AMOUNTS.certification) lines.push("Sponsors a complete certification program");
  return lines;
}

/** The impact lines in the page's language: `i18n._(IMPACT_MESSAGES[line])`. */
export const IMPACT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  "Every dollar helps support our mission": msg`Every dollar helps support our mission`,
  "Provides course materials for 1 student": msg`Provides course materials for 1 student`,
  "Funds 1 month of mentorship sessions": msg`Funds 1 month of mentorship sessions`,
  "Sponsors a complete certification program": msg`Sponsors a complete certification program`,
};

const formats = new Map<string, Intl.NumberFormat>();

/** US dollars in a locale ("en-US", "es-419"), whole or with cents; made once each. */
function dollars(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      whole
        ? {
            style: "currency",
            currency: "USD",
            currencyDisplay: "narrowSymbol",
            minimumFractionDigits: 0,
            maximumFractionDigits: 0,
          }
        : { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" },
    );
    formats.set(key, format);
  }
  return format;
}

/** "$100" for whole dollars, "$25.50" otherwise; `locale` is the page's Intl tag (useIntlLocale()). */
export function formatDonation(amount: number, locale = "en-US"): string {
  return dollars(locale, Number.isInteger(amount)).format(amount);
}

/** Always with cents: "$79.00" (order totals). */
export function formatTotal(amount: number, locale = "en-US"): string {
  return dollars(locale, false).format(amount);
}

/** The proceed button's label: "Donate $100", or "Donate" before an amount is chosen. */
export function proceedLabel(amount: number | null): string {
  return amount !== null && amount > 0 ? `Donate ${formatDonation(amount)}` : "Donate";
}
