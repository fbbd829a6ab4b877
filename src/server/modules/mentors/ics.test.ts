import { describe, expect, it } from "vitest";
import { escapeText, toIcs } from "./ics.js";

const BREAKS = {
  CRLF: "\r\n",
  "CR alone": "\r",
  LF: "\n",
  "NEL (U+0085)": "\u0085",
  "LINE SEPARATOR (U+2028)": "\u2028",
  "PARAGRAPH SEPARATOR (U+2029)": "\u2029",
};

/** Reads a calendar file's content lines back (RFC 5545 3.1): CRLF ends a line, CRLF + space continues it. */
const contentLines = (ics: string) => {
  expect(ics.endsWith("\r\n")).toBe(true);
  return ics.slice(0, -2).replace(/\r\n /g, "").split("\r\n");
};

/** A TEXT value as a calendar app reads it (RFC 5545 3.3.11). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));

const event = (summary: string, description: string, name: string) =>
  toIcs({
    uid: "booking-1@academy.example",
    start: new Date("2026-12-01T15:00:00Z"),
    end: new Date("2026-12-01T16:00:00Z"),
    stamp: new Date("2026-11-01T00:00:00Z"),
    summary,
    description,
    method: "REQUEST",
    organizer: { name, email: "mentors@academy.example" },
    attendees: [{ name, email: "student@example.org" }],
  });

describe("toIcs text values", () => {
  it.each(Object.entries(BREAKS))("folds a %s into \\n and lets no property be injected", (_, lineBreak) => {
    const injected = `Topic${lineBreak}ATTENDEE:mailto:attacker@evil.example${lineBreak}END:VEVENT`;
    const ics = event(`Knife skills${lineBreak}DTSTART:19700101T000000Z`, injected, `Ada${lineBreak}Lovelace`);

    // The only line breaks left are the CRLFs that end content lines, each line within 75 octets.
    const withoutLineEnds = ics.replace(/\r\n/g, "");
    expect(withoutLineEnds).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const lines = contentLines(ics);
    expect(lines.filter((line) => line.startsWith("DTSTART"))).toEqual(["DTSTART:20261201T150000Z"]);
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(1);
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    const summary = lines.find((line) => line.startsWith("SUMMARY:"))!.slice("SUMMARY:".length);
    const description = lines.find((line) => line.startsWith("DESCRIPTION:"))!.slice("DESCRIPTION:".length);
    expect(summary).toBe("Knife skills\\nDTSTART:19700101T000000Z");
    expect(unescapeText(summary)).toBe("Knife skills\nDTSTART:19700101T000000Z");
    expect(unescapeText(description)).toBe("Topic\nATTENDEE:mailto:attacker@evil.example\nEND:VEVENT");
    // A parameter value can't hold a line break at all: the name keeps its words on one line.
    expect(lines.find((line) => line.startsWith("ORGANIZER"))).toBe(
      'ORGANIZER;CN="Ada Lovelace":mailto:mentors@academy.example',
    );
  });

  it("escapes backslash, semicolon and comma, and folds a CRLF into one \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\r\ntwo\n\nthree")).toBe("one\\ntwo\\n\\nthree");
    expect(escapeText("one\r\rtwo")).toBe("one\\n\\ntwo");
    expect(unescapeText(escapeText("x\\n;y,z\u2028w"))).toBe("x\\n;y,z\nw");
  });

  it("drops other control characters but keeps a tab", () => {
    expect(escapeText("a\u0000b\u0007c\u000bd\u000ce\u001bf\u007fg\th")).toBe("abcdefg\th");
  });
});
