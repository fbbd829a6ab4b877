/** Pure helpers of the staff screens: names, money, files, tags, ratings and date filters. */

// A person's name is one rule for server and client alike (src/shared/rules/people.ts).
export { personName, type NamedPerson as PersonName } from "../../shared/rules/people";

export type SubmittedFile =
  { kind: "stored"; name: string; href: string; isImage: boolean } | { kind: "name-only"; name: string };

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * What a submission's fileUrl points at: "uploads/{id}/{name}" is a stored file served at
 * /api/uploads/{id}/{name} (to its owner and staff); "uploads/{name}" is a name only.
 */
export function submittedFile(fileUrl: string): SubmittedFile {
  const stored = /^uploads\/([^/]+)\/([^/]+)$/.exec(fileUrl);
  if (stored) {
    const [, id, name] = stored as unknown as [string, string, string];
    return {
      kind: "stored",
      name,
      href: `/api/uploads/${encodeURIComponent(id)}/${encodeURIComponent(name)}`,
      isImage: IMAGE_EXTENSIONS.test(name),
    };
  }
  return { kind: "name-only", name: fileUrl.slice(fileUrl.lastIndexOf("/") + 1) };
}

/** Cents of an exact decimal string ("49.5" is 4950); money is never summed as floats. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

export function sumCents(amounts: readonly string[]): number {
  return amounts.reduce((total, amount) => total + toCents(amount), 0);
}

const dollars = new Map<string, Intl.NumberFormat>();

/** Dollars and cents in the page's language, always with "$" ("$1,234.50" in both en-US and es-419, not "USD 1,234.50"): `locale` is an Intl tag. */
export function formatCents(cents: number, locale = "en-US"): string {
  let format = dollars.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" });
    dollars.set(locale, format);
  }
  return format.format(cents / 100);
}

/** Comma-separated tags, trimmed, without blanks or case-insensitive repeats. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The bookings filter's dates ("2025-03-01", the admin's own calendar days) as the API's
 * instants: from the start of `from` to the end of `to` (the API's `to` is exclusive).
 */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const startOf = (day: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return undefined;
    const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return Number.isNaN(date.getTime()) ? undefined : date;
  };
  const start = startOf(from);
  const end = startOf(to);
  if (end) end.setDate(end.getDate() + 1);
  return {
    ...(start ? { from: start.toISOString() } : {}),
    ...(end ? { to: end.toISOString() } : {}),
  };
}
