/**
 * A lesson transcript as the page shows it (plain text or simple Markdown: blank lines between
 * paragraphs, "#" headings, "-" list lines, **bold**), and the search that highlights it.
 */

export interface TranscriptBlock {
  heading: boolean;
  /** The block's text without Markdown markers; its line breaks kept. */
  text: string;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Markdown's emphasis markers (**, __, and single * or _ around words), taken out. */
function plain(line: string): string {
  return line
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(?<![\w*])([*_])(?=\S)([^*_\n]+?)(?<=\S)\1(?![\w*])/g, "$2");
}

/** The transcript's paragraphs and headings, in order; empty for an empty transcript. */
export function transcriptBlocks(source: string): TranscriptBlock[] {
  return source
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^#{1,6}\s+(.*)$/.exec(block);
      if (heading && !block.includes("\n")) return { heading: true, text: plain(heading[1]!.trim()) };
      const lines = block.split("\n").map((line) => plain(line.trim().replace(/^[-*+]\s+/, "")));
      return { heading: false, text: lines.join("\n") };
    });
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the student typed as a case-insensitive pattern, or null for nothing to search. */
function pattern(query: string): RegExp | null {
  const words = query.trim();
  return words ? new RegExp(escape(words).replace(/\s+/g, "\\s+"), "giu") : null;
}

/** The text cut into the parts that match the query (case-insensitive) and the ones between. */
export function highlightParts(text: string, query: string): TextPart[] {
  const search = pattern(query);
  if (!search || !text) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  let from = 0;
  for (const found of text.matchAll(search)) {
    if (found.index > from) parts.push({ text: text.slice(from, found.index), match: false });
    parts.push({ text: found[0], match: true });
    from = found.index + found[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** How many times the query occurs in the blocks. */
export function countMatches(blocks: TranscriptBlock[], query: string): number {
  const search = pattern(query);
  if (!search) return 0;
  return blocks.reduce((total, block) => total + [...block.text.matchAll(search)].length, 0);
}
