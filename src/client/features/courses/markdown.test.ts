import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, parseInline, parseMarkdown, safeHref } from "./markdown";

const html = (source: string, props: { topHeadingLevel?: number; omitLeadingHeading?: string } = {}) =>
  renderToStaticMarkup(createElement(Markdown, { source, className: "md", ...props }));

describe("markdown blocks", () => {
  it("renders headings, paragraphs and soft line breaks", () => {
    expect(html("# Title\n\nFirst line\nsecond line.\n\n## Part")).toBe(
      '<div class="md"><h1>Title</h1><p>First line second line.</p><h2>Part</h2></div>',
    );
  });

  it("drops a leading heading equal to the page title and starts the outline at the given level", () => {
    expect(html("# Why Safety\n\n## Gear\n\n### Boots", { topHeadingLevel: 2, omitLeadingHeading: "why safety" })).toBe(
      '<div class="md"><h2>Gear</h2><h3>Boots</h3></div>',
    );
    expect(html("# Other\n\n## Gear", { topHeadingLevel: 2, omitLeadingHeading: "Why Safety" })).toBe(
      '<div class="md"><h2>Other</h2><h3>Gear</h3></div>',
    );
    expect(html("#### Deep\n\n###### Deeper", { topHeadingLevel: 5 })).toBe(
      '<div class="md"><h5>Deep</h5><h6>Deeper</h6></div>',
    );
  });

  it("renders bullet and numbered lists, with continuation lines and a start number", () => {
    expect(html("- one\n- two\n  continued\n* three")).toBe(
      '<div class="md"><ul><li>one</li><li>two continued</li><li>three</li></ul></div>',
    );
    expect(html("1. first\n2. second\n\n3. third")).toBe(
      '<div class="md"><ol><li>first</li><li>second</li><li>third</li></ol></div>',
    );
    expect(html("4) four\n5) five")).toBe('<div class="md"><ol start="4"><li>four</li><li>five</li></ol></div>');
  });

  it("ends a list at a blank line followed by a paragraph", () => {
    const blocks = parseMarkdown("- a\n- b\n\nAfter.");
    expect(blocks.map((block) => block.type)).toEqual(["list", "paragraph"]);
  });

  it("renders blockquotes with their own blocks", () => {
    expect(html("> **Remember:** stop\n> and ask.\n>\n> - a")).toBe(
      '<div class="md"><blockquote><p><strong>Remember:</strong> stop and ask.</p><ul><li>a</li></ul></blockquote></div>',
    );
  });

  it("renders pipe tables with a header row", () => {
    const out = html("| Bucket | Percent |\n|---|---:|\n| Needs | 50% |\n| Wants | 30% |");
    expect(out).toContain('<th scope="col"');
    expect(out).toContain(">Bucket</th>");
    expect(out).toMatch(/<td class="[^"]*text-right[^"]*">50%<\/td>/);
    expect(out.match(/<tr/g)).toHaveLength(3);
  });

  it("renders fenced code verbatim and horizontal rules", () => {
    const out = html("```\n**not bold** <b>\n```\n\n---");
    expect(out).toContain("<code");
    expect(out).toContain("**not bold** &lt;b&gt;</code></pre>");
    expect(out).toContain("<hr");
  });
});

describe("markdown inline", () => {
  it("parses bold, italic and inline code", () => {
    expect(html("A **bold** and *italic* and __also__ and _this_ with `a < b`.")).toBe(
      '<div class="md"><p>A <strong>bold</strong> and <em>italic</em> and <strong>also</strong> and <em>this</em> with <code>a &lt; b</code>.</p></div>',
    );
  });

  it("nests emphasis and leaves unmatched or in-word markers alone", () => {
    expect(html("**bold *and italic***")).toBe(
      '<div class="md"><p><strong>bold <em>and italic</em></strong></p></div>',
    );
    expect(html("2 * 3 * 4 and snake_case_name and **open")).toBe(
      '<div class="md"><p>2 * 3 * 4 and snake_case_name and **open</p></div>',
    );
  });

  it("keeps escaped characters literal", () => {
    expect(parseInline("\\*not italic\\*")).toEqual([{ type: "text", text: "*not italic*" }]);
  });

  it("renders http(s) and relative links; external ones open safely in a new tab", () => {
    expect(html("[Guide](https://example.org/a?b=1) and [Courses](/courses)")).toBe(
      '<div class="md"><p><a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer">Guide</a> and <a href="/courses">Courses</a></p></div>',
    );
    expect(html('[Doc](<./next> "Title")')).toBe('<div class="md"><p><a href="./next">Doc</a></p></div>');
  });

  it("drops unsafe link targets but keeps the text", () => {
    for (const target of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/\\evil.example",
      "java\tscript:alert(1)",
      "vbscript:msgbox",
    ]) {
      expect(html(`[click](${target})`)).toBe('<div class="md"><p>click</p></div>');
    }
  });

  it("never turns raw HTML into elements", () => {
    const out = html('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    expect(out).toContain("&lt;script&gt;");
  });
});

describe("safeHref", () => {
  it("accepts http(s) and relative addresses only", () => {
    expect(safeHref("https://example.org")).toBe("https://example.org");
    expect(safeHref("http://example.org/x")).toBe("http://example.org/x");
    expect(safeHref("/lessons/1")).toBe("/lessons/1");
    expect(safeHref("#part-2")).toBe("#part-2");
    expect(safeHref("next-lesson")).toBe("next-lesson");
    expect(safeHref("mailto:a@example.org")).toBeNull();
    expect(safeHref("https:/x")).toBeNull();
    expect(safeHref("")).toBeNull();
  });

  it("refuses addresses with control characters, whitespace or backslashes inside", () => {
    for (const code of [0x00, 0x09, 0x1f, 0x7f, 0x85, 0x9f]) {
      expect(safeHref(`/lessons${String.fromCharCode(code)}1`)).toBeNull();
    }
    expect(safeHref("https://example.org/a b")).toBeNull();
    expect(safeHref("/\\evil.example")).toBeNull();
    expect(safeHref("/caf\u00e9")).toBe("/caf\u00e9");
  });
});
