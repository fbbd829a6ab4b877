/** Pure rules of the donation dialog (spec 2, 4, 5 and 9). */

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

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$100" for whole dollars, "$25.50" otherwise. */
export function formatDonation(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);
}

/** Always with cents: "$79.00" (order totals). */
export function formatTotal(amount: number): string {
  return withCents.format(amount);
}

/** The proceed button's label: "Donate $100", or "Donate" before an amount is chosen. */
export function proceedLabel(amount: number | null): string {
  return amount !== null && amount > 0 ? `Donate ${formatDonation(amount)}` : "Donate";
}
