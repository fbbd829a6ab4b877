/**
 * A course's or a lesson's length as a number and a unit (issue 23), so a page says it in its own
 * language ("6 semanas", never "6 weeks de aprendizaje"). The spec's `duration` text stays: for a
 * structured length it is the English wording below ("6 weeks", "15 min"); a text nobody could
 * read ("about a term") is kept as written, with no number and unit, and shown as it is.
 *
 * Migration 0013 reads the old texts with the same rule in SQL (DURATION_PATTERN_SQL); the
 * migration tests check that both agree.
 */
export const DURATION_UNITS = ["minute", "hour", "day", "week", "month"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DURATION_VALUE_MAX = 999;

export const isDurationUnit = (value: unknown): value is DurationUnit =>
  typeof value === "string" && (DURATION_UNITS as readonly string[]).includes(value);

export interface StructuredDuration {
  value: number;
  unit: DurationUnit;
}

/** The words each unit is written with, English and Spanish, singular and plural, lower case. */
const UNIT_WORDS: Record<DurationUnit, readonly string[]> = {
  minute: ["m", "min", "mins", "minute", "minutes", "minuto", "minutos"],
  hour: ["h", "hr", "hrs", "hour", "hours", "hora", "horas"],
  day: ["d", "day", "days", "día", "días", "dia", "dias"],
  week: ["w", "wk", "wks", "week", "weeks", "semana", "semanas"],
  month: ["mo", "mos", "month", "months", "mes", "meses"],
};

const WORD_UNIT = new Map<string, DurationUnit>(
  DURATION_UNITS.flatMap((unit) => UNIT_WORDS[unit].map((word) => [word, unit] as const)),
);

/**
 * A whole number from 1 to 999, optional spaces, a unit word, optional trailing dot: "6 weeks",
 * "15 min", "2hrs", "3 semanas". Anything else ("1.5 hours", "6-8 weeks", "self-paced") is not read.
 */
const PATTERN = /^\s*(\d{1,3})\s*([a-záéíóúñ]+)\.?\s*$/iu;

/** The same reading for the migration (PostgreSQL regex, case-insensitive with ~*). */
export const DURATION_PATTERN_SQL = "^\\s*([0-9]{1,3})\\s*([a-záéíóúñ]+)\\.?\\s*$";
/** Each unit's words, for the migration's CASE. */
export const DURATION_UNIT_WORDS = UNIT_WORDS;

/** The number and unit a duration text says, or null when it can't be read. */
export function parseDuration(text: string | null | undefined): StructuredDuration | null {
  if (!text) return null;
  const match = PATTERN.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = WORD_UNIT.get(match[2]!.toLowerCase());
  if (!unit || value < 1 || value > DURATION_VALUE_MAX) return null;
  return { value, unit };
}

/** The spec's English `duration` text for a structured length: "6 weeks", "1 week", "15 min". */
export function durationText({ value, unit }: StructuredDuration): string {
  if (unit === "minute") return `${value} min`;
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

/**
 * What a write stores, from what staff sent: a number and a unit win (the text becomes their
 * English wording); else the text is kept as written, with the number and unit it says, if any.
 */
export function storedDuration(input: {
  duration?: string | null;
  durationValue?: number | null;
  durationUnit?: DurationUnit | null;
}): { duration: string | null; durationValue: number | null; durationUnit: DurationUnit | null } {
  if (input.durationValue != null && input.durationUnit != null) {
    const structured = { value: input.durationValue, unit: input.durationUnit };
    return { duration: durationText(structured), durationValue: structured.value, durationUnit: structured.unit };
  }
  const text = input.duration?.trim() || null;
  const parsed = parseDuration(text);
  if (parsed) return { duration: text, durationValue: parsed.value, durationUnit: parsed.unit };
  return { duration: text, durationValue: null, durationUnit: null };
}
