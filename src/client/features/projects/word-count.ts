/**
 * A written answer's length against what the project's requirements ask (issue 23): the form
 * shows the count and asks before sending an answer far below it. Only the submission form uses
 * these, so they load with it, not with the project page.
 */
/** A length the requirements name for a written answer: at least `min` words, at most `max` when named. */
export interface WordRange {
  min: number;
  max: number | null;
}

const NUMBER = String.raw`(\d{1,3}(?:[,.]\d{3})*|\d+)`;
const WORDS = String.raw`(?:words?|palabras?)`;
/** "250 to 500 words", "250–500 words", "250 - 500 palabras", "entre 250 y 500 palabras". */
const RANGE = new RegExp(String.raw`${NUMBER}\s*(?:-|–|—|to|a|y)\s*${NUMBER}\s+${WORDS}`, "i");
/** "at least 200 words", "a minimum of 200 words", "200+ words", "al menos 200 palabras", "mínimo 200 palabras". */
const AT_LEAST = new RegExp(
  String.raw`(?:at least|a minimum of|minimum(?: of)?|no fewer than|al menos|como mínimo|mínimo(?: de)?)\s+${NUMBER}\s+${WORDS}|${NUMBER}\+\s*${WORDS}`,
  "i",
);

const toNumber = (text: string) => Number(text.replace(/[,.]/g, ""));

/**
 * The length the project's requirements ask of a written answer ("Write 250 to 500 words"), or
 * null when they name none. A bare "500 words" is read as a target, not a minimum, and names none.
 */
export function namedWordRange(requirements: string | null): WordRange | null {
  const text = requirements ?? "";
  const range = RANGE.exec(text);
  if (range) {
    const [low, high] = [toNumber(range[1]!), toNumber(range[2]!)];
    if (low > 0 && high >= low) return { min: low, max: high };
  }
  const atLeast = AT_LEAST.exec(text);
  if (atLeast) {
    const min = toNumber(atLeast[1] ?? atLeast[2]!);
    if (min > 0) return { min, max: null };
  }
  return null;
}

/** Words as a reader counts them: runs of letters or digits, "don't" and "50/30/20" one each. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Far below the length asked: under half its minimum. Then submitting asks first. */
export function farBelowLength(words: number, range: WordRange | null): boolean {
  return range !== null && words < range.min / 2;
}
