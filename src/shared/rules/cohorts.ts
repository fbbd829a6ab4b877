import { EMAIL_MAX, EMAIL_PATTERN } from "./auth.js";

/** One entry of a pasted list of addresses: what was read, and the address in it (null: none valid). */
export interface PastedEntry {
  input: string;
  email: string | null;
}

/** Characters that wrap an address in mail clients' copies: `"Ana" <ana@example.org>`, (ana@…), 'ana@…'. */
const WRAPPING = /^[<("'[]+|[>)"'\].:]+$/g;

/**
 * Reads a pasted list of addresses (issue 24): entries are separated by new lines, commas or
 * semicolons; within an entry, every word with an "@" is an address, so "Ana Ruiz <ana@example.org>"
 * gives ana@example.org and "ana@example.org bo@example.org" gives two. An entry with no "@" (a
 * name, a heading) and a word that is not a valid address are reported with `email: null`. Addresses
 * are lower-cased; a repeated one is listed once, at its first place.
 */
export function parsePastedEmails(text: string): PastedEntry[] {
  const entries: PastedEntry[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[\r\n,;]+/)) {
    const entry = part.trim();
    if (entry === "") continue;
    const words = entry.split(/\s+/).filter((word) => word.includes("@"));
    if (words.length === 0) {
      entries.push({ input: entry, email: null });
      continue;
    }
    for (const word of words) {
      const candidate = word
        .replace(WRAPPING, "")
        .replace(/^mailto:/i, "")
        .toLowerCase();
      const isValid = candidate.length <= EMAIL_MAX && EMAIL_PATTERN.test(candidate);
      if (!isValid) {
        entries.push({ input: word, email: null });
        continue;
      }
      if (seen.has(candidate)) continue;
      seen.add(candidate);
      entries.push({ input: word, email: candidate });
    }
  }
  return entries;
}
