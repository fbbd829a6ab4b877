/**
 * Text for XML documents. Characters XML 1.0 forbids (C0 controls but tab, newline and carriage
 * return; lone surrogates; U+FFFE and U+FFFF) would make the whole document unreadable to a
 * strict parser, so they are dropped; emoji and every other character pass as they are (UTF-8).
 */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an element or an attribute value (quoted with either quote). */
export const escapeXml = (text: string) => text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** Text as HTML markup (RSS descriptions are HTML): the same five characters, as HTML entities. */
export const escapeHtml = (text: string) =>
  text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => (char === "'" ? "&#39;" : ENTITIES[char]!));

/** A CDATA section holding text as is; a "]]>" in it is split across two sections. */
export const cdata = (text: string) =>
  `<![CDATA[${text.replace(FORBIDDEN, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** RFC 822 date-time as RSS 2.0 wants it: "Tue, 14 Jan 2026 09:30:00 GMT". */
export const rfc822 = (date: Date) => date.toUTCString();

/** W3C Datetime as sitemaps want it, to the second: "2026-01-14T09:30:00Z". */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
