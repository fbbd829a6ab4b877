const dollars = new Map<string, Intl.NumberFormat>();

/** A cached USD formatter for an Intl locale tag ("en-US", "es-419"). */
function usd(locale: string): Intl.NumberFormat {
  let format = dollars.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" });
    dollars.set(locale, format);
  }
  return format;
}

/** A decimal string ("79.00") as dollars ("$79.00"). Display only: money is never computed here. */
export function formatPrice(
  price: string,
  /** The Intl tag of the page's language (useIntlLocale() in lib/i18n.ts). */
  locale = "en-US",
): string {
  const value = Number(price);
  return Number.isFinite(value) ? usd(locale).format(value) : price;
}

/** "1 video", "10 videos". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Estimated hours from a decimal string: "2.00" is "2 hours", "1.50" is "1.5 hours". */
export function formatHours(hours: string): string {
  const value = Number(hours);
  if (!Number.isFinite(value)) return hours;
  const text = String(Math.round(value * 100) / 100);
  return `${text} ${value === 1 ? "hour" : "hours"}`;
}

/** Where a paid course's enrol button goes (spec 7): one rule with the server's enrol form. */
export { checkoutHref } from "../../../shared/rules/enrol-intent";
