/**
 * A small, safe Markdown renderer for lesson content. It parses to a tree and builds React
 * elements from it: no HTML string is ever injected, raw HTML in the source stays text, and
 * links keep only http(s) or relative addresses.
 *
 * Supported: headings, paragraphs, **bold**, *italic*, `inline code`, bullet and numbered
 * lists, blockquotes, fenced code, horizontal rules, pipe tables and [links](/path).
 */
import { createElement, type ReactNode } from "react";

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] };

export type Align = "left" | "center" | "right" | null;

export type Block =
  | { type: "heading"; level: number; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "blockquote"; children: Block[] }
  | { type: "code"; text: string }
  | { type: "table"; align: Align[]; header: Inline[][]; rows: Inline[][][] }
  | { type: "rule" };

/** A link target we are willing to render: http(s), or relative to this site. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return null;
  // Whitespace, control characters and backslashes let browsers reinterpret the address.
  if (/[\s\p{Cc}\\]/u.test(href)) return null;
  if (/^https?:\/\/[^/]/i.test(href)) return href;
  if (href.startsWith("//")) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  return href;
}

// ---------------------------------------------------------------- inline

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Index of the closing delimiter for an emphasis run opened at `from`, or -1. */
function findClosing(text: string, delimiter: string, from: number): number {
  let index = from;
  while (index < text.length) {
    let found = text.indexOf(delimiter, index);
    if (found === -1) return -1;
    // "***" closing "**": the double delimiter is the end of the run ("**a *b***").
    if (delimiter.length === 2) {
      while (text[found + 2] === delimiter[0]) found += 1;
    }
    const before = text[found - 1];
    const after = text[found + delimiter.length];
    const single = delimiter.length === 1;
    // A single delimiter must not be half of a double one; the content may not end in a space.
    const partOfDouble = single && (after === delimiter || before === delimiter);
    const underscoreInWord = delimiter[0] === "_" && isWordChar(after);
    if (found > from && before !== " " && before !== "\\" && !partOfDouble && !underscoreInWord) return found;
    index = found + delimiter.length;
  }
  return -1;
}

/** The index of the ")" closing the link target that starts at `from` (balanced parentheses), or -1. */
function findParen(text: string, from: number): number {
  let depth = 1;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\") index += 1;
    else if (char === "(") depth += 1;
    else if (char === ")") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The index of the "]" matching the "[" at `open`, or -1. */
function findBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\") index += 1;
    else if (char === "[") depth += 1;
    else if (char === "]") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) nodes.push({ type: "text", text: buffer });
    buffer = "";
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];

    if (char === "\\" && next !== undefined && /[!-/:-@[-`{-~]/.test(next)) {
      buffer += next;
      index += 2;
      continue;
    }

    if (char === "`") {
      let run = 1;
      while (text[index + run] === "`") run += 1;
      const fence = "`".repeat(run);
      const close = text.indexOf(fence, index + run);
      if (close !== -1) {
        flush();
        nodes.push({ type: "code", text: text.slice(index + run, close).trim() || text.slice(index + run, close) });
        index = close + run;
        continue;
      }
      buffer += fence;
      index += run;
      continue;
    }

    if (char === "*" || char === "_") {
      const double = next === char;
      const delimiter = double ? char + char : char;
      const opensInWord = char === "_" && isWordChar(text[index - 1]);
      const followedBySpace = text[index + delimiter.length] === " " || text[index + delimiter.length] === undefined;
      if (!opensInWord && !followedBySpace) {
        const close = findClosing(text, delimiter, index + delimiter.length);
        if (close !== -1) {
          flush();
          const children = parseInline(text.slice(index + delimiter.length, close));
          nodes.push(double ? { type: "strong", children } : { type: "em", children });
          index = close + delimiter.length;
          continue;
        }
      }
      buffer += delimiter;
      index += delimiter.length;
      continue;
    }

    if (char === "[") {
      const close = findBracket(text, index);
      if (close !== -1 && text[close + 1] === "(") {
        const end = findParen(text, close + 2);
        if (end !== -1) {
          const label = text.slice(index + 1, close);
          // "(url)" or "(<url> "title")": the title is dropped.
          const target = text
            .slice(close + 2, end)
            .trim()
            .replace(/\s+("[^"]*"|'[^']*')$/, "")
            .replace(/^<(.*)>$/, "$1");
          const href = safeHref(target);
          flush();
          const children = parseInline(label);
          if (href) nodes.push({ type: "link", href, children });
          else nodes.push(...children);
          index = end + 1;
          continue;
        }
      }
    }

    buffer += char;
    index += 1;
  }
  flush();
  return nodes;
}

// ---------------------------------------------------------------- blocks

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}>/;
const BULLET = /^(\s*)[-*+]\s+(.*)$/;
const NUMBERED = /^(\s*)(\d{1,9})[.)]\s+(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const MAX_QUOTE_DEPTH = 4;

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line)
  );
}

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = "";
  for (let index = 0; index < row.length; index += 1) {
    const char = row[index];
    if (char === "\\" && row[index + 1] === "|") {
      cell += "|";
      index += 1;
    } else if (char === "|") {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(":");
  const right = cell.endsWith(":");
  if (left && right) return "center";
  if (right) return "right";
  if (left) return "left";
  return null;
}

export function parseMarkdown(source: string, depth = 0): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;

  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === "") {
      index += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !lines[index]!.trim().startsWith(fence[1]!)) {
        code.push(lines[index]!);
        index += 1;
      }
      index += 1;
      blocks.push({ type: "code", text: code.join("\n") });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]!.length, children: parseInline(heading[2]!) });
      index += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      index += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index]!)) {
        quoted.push(lines[index]!.replace(/^ {0,3}> ?/, ""));
        index += 1;
      }
      const inner = quoted.join("\n");
      blocks.push({
        type: "blockquote",
        children:
          depth < MAX_QUOTE_DEPTH
            ? parseMarkdown(inner, depth + 1)
            : [{ type: "paragraph", children: parseInline(quoted.join(" ")) }],
      });
      continue;
    }

    const divider = lines[index + 1];
    if (line.includes("|") && divider !== undefined && TABLE_DIVIDER.test(divider) && divider.includes("-")) {
      const header = splitRow(line);
      const align = splitRow(divider).map(alignOf);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && lines[index]!.trim() !== "" && lines[index]!.includes("|")) {
        const cells = splitRow(lines[index]!);
        rows.push(header.map((_, column) => parseInline(cells[column] ?? "")));
        index += 1;
      }
      blocks.push({
        type: "table",
        align: header.map((_, column) => align[column] ?? null),
        header: header.map(parseInline),
        rows,
      });
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index]!;
        const match = marker.exec(current);
        if (match) {
          items.push(match[ordered ? 3 : 2]!);
          index += 1;
          continue;
        }
        if (current.trim() === "") {
          // A blank line ends the list unless the next item follows it.
          const following = lines[index + 1];
          if (following !== undefined && marker.test(following)) {
            index += 1;
            continue;
          }
          break;
        }
        // An indented line, or a lazy continuation, belongs to the item above.
        if (/^\s/.test(current) || !startsBlock(current)) {
          items[items.length - 1] += ` ${current.trim()}`;
          index += 1;
          continue;
        }
        break;
      }
      blocks.push({
        type: "list",
        ordered,
        start: numbered ? Number.parseInt(numbered[2]!, 10) : 1,
        items: items.map(parseInline),
      });
      continue;
    }

    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() !== "" &&
      (paragraph.length === 0 || !startsBlock(lines[index]!))
    ) {
      paragraph.push(lines[index]!.trim());
      index += 1;
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
  }
  return blocks;
}

/** The plain text of inline nodes (headings compared with the page title, say). */
export function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => ("children" in node ? inlineText(node.children) : node.text)).join("");
}

// ---------------------------------------------------------------- React

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "code":
        return <code key={key}>{node.text}</code>;
      case "link": {
        const external = /^https?:/i.test(node.href);
        return (
          <a key={key} href={node.href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

const alignClass = { left: "text-left", center: "text-center", right: "text-right" } as const;

function renderBlocks(blocks: Block[], headingOffset: number): ReactNode[] {
  return blocks.map((block, key) => {
    switch (block.type) {
      case "heading":
        return createElement(
          `h${Math.max(1, Math.min(6, block.level + headingOffset))}`,
          { key },
          renderInline(block.children),
        );
      case "paragraph":
        return <p key={key}>{renderInline(block.children)}</p>;
      case "list": {
        const items = block.items.map((item, itemKey) => <li key={itemKey}>{renderInline(item)}</li>);
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case "blockquote":
        return <blockquote key={key}>{renderBlocks(block.children, headingOffset)}</blockquote>;
      case "code":
        return (
          <pre key={key} className="my-4 overflow-x-auto rounded-lg bg-ink p-4 text-sm text-white">
            <code className="bg-transparent p-0 text-white">{block.text}</code>
          </pre>
        );
      case "rule":
        return <hr key={key} className="my-6 border-line" />;
      case "table":
        return (
          <div key={key} className="my-4 overflow-x-auto rounded-lg border border-line">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-brand-50">
                <tr>
                  {block.header.map((cell, column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`border-b border-line px-3 py-2 font-semibold ${alignClass[block.align[column] ?? "left"]}`}
                    >
                      {renderInline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowKey) => (
                  <tr key={rowKey} className="border-b border-line last:border-b-0">
                    {row.map((cell, column) => (
                      <td key={column} className={`px-3 py-2 align-top ${alignClass[block.align[column] ?? "left"]}`}>
                        {renderInline(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
    }
  });
}

export interface MarkdownProps {
  source: string;
  /**
   * The level the body's biggest heading becomes (2 under a page's own h1); the others keep
   * their distance to it, so the outline never skips a level at the top.
   */
  topHeadingLevel?: number;
  /** Drop a leading heading with this text (lesson bodies often repeat the lesson title). */
  omitLeadingHeading?: string;
  className?: string;
  /** The text's language, when it may differ from the page's (authored content, issue 23). */
  lang?: string;
}

function smallestHeadingLevel(blocks: Block[]): number | null {
  let smallest: number | null = null;
  for (const block of blocks) {
    const level =
      block.type === "heading"
        ? block.level
        : block.type === "blockquote"
          ? smallestHeadingLevel(block.children)
          : null;
    if (level !== null && (smallest === null || level < smallest)) smallest = level;
  }
  return smallest;
}

export function Markdown({ source, topHeadingLevel, omitLeadingHeading, className, lang }: MarkdownProps) {
  let blocks = parseMarkdown(source);
  const first = blocks[0];
  if (
    omitLeadingHeading &&
    first?.type === "heading" &&
    inlineText(first.children).trim().toLowerCase() === omitLeadingHeading.trim().toLowerCase()
  ) {
    blocks = blocks.slice(1);
  }
  const smallest = smallestHeadingLevel(blocks);
  const offset = topHeadingLevel !== undefined && smallest !== null ? topHeadingLevel - smallest : 0;
  return (
    <div lang={lang} className={className ?? "prose-academy"}>
      {renderBlocks(blocks, offset)}
    </div>
  );
}
