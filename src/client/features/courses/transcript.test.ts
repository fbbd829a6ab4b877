import { describe, expect, it } from "vitest";
import { countMatches, highlightParts, transcriptBlocks } from "./transcript";

describe("transcriptBlocks", () => {
  it("makes paragraphs of blank-line blocks, headings of # lines, and drops Markdown markers", () => {
    const source =
      "# Safety first\r\n\r\n**Instructor:** Put on your _gloves_.\nThen check the breaker.\n\n- one\n- two\n\n\n";
    expect(transcriptBlocks(source)).toEqual([
      { heading: true, text: "Safety first" },
      { heading: false, text: "Instructor: Put on your gloves.\nThen check the breaker." },
      { heading: false, text: "one\ntwo" },
    ]);
  });

  it("keeps plain text as it is, underscores and stars inside words too", () => {
    expect(transcriptBlocks("wire_size 2*3 is six")).toEqual([{ heading: false, text: "wire_size 2*3 is six" }]);
    expect(transcriptBlocks("  \n \n")).toEqual([]);
  });
});

describe("highlightParts", () => {
  it("marks every match, ignoring case, and keeps the text between", () => {
    expect(highlightParts("Wire the wire to the WIRE nut", "wire")).toEqual([
      { text: "Wire", match: true },
      { text: " the ", match: false },
      { text: "wire", match: true },
      { text: " to the ", match: false },
      { text: "WIRE", match: true },
      { text: " nut", match: false },
    ]);
  });

  it("treats the query as text, not a pattern, and lets spaces match any space", () => {
    expect(highlightParts("Costs $5 (each).", "$5 (each")).toEqual([
      { text: "Costs ", match: false },
      { text: "$5 (each", match: true },
      { text: ").", match: false },
    ]);
    expect(highlightParts("the ground\nwire", "ground wire")).toEqual([
      { text: "the ", match: false },
      { text: "ground\nwire", match: true },
    ]);
  });

  it("returns the text unmarked for an empty query, and nothing for empty text", () => {
    expect(highlightParts("Safety", "  ")).toEqual([{ text: "Safety", match: false }]);
    expect(highlightParts("", "a")).toEqual([]);
  });
});

describe("countMatches", () => {
  const blocks = transcriptBlocks("# Ground\n\nThe ground wire is green.\n\nGround it first.");

  it("counts matches across the blocks", () => {
    expect(countMatches(blocks, "ground")).toBe(3);
    expect(countMatches(blocks, "neutral")).toBe(0);
    expect(countMatches(blocks, "")).toBe(0);
  });
});
