import { describe, expect, it } from "vitest";
import { parseRange } from "./range.js";

describe("parseRange", () => {
  const size = 1000;

  it("takes one range: closed, open-ended and suffix, clamped to the file", () => {
    expect(parseRange("bytes=0-0", size)).toEqual({ kind: "range", start: 0, end: 0 });
    expect(parseRange("bytes=100-199", size)).toEqual({ kind: "range", start: 100, end: 199 });
    expect(parseRange("bytes=999-999", size)).toEqual({ kind: "range", start: 999, end: 999 });
    expect(parseRange("bytes=500-", size)).toEqual({ kind: "range", start: 500, end: 999 });
    expect(parseRange("bytes=900-5000", size)).toEqual({ kind: "range", start: 900, end: 999 });
    expect(parseRange("bytes=-100", size)).toEqual({ kind: "range", start: 900, end: 999 });
    expect(parseRange("bytes=-5000", size)).toEqual({ kind: "range", start: 0, end: 999 });
    expect(parseRange("Bytes = 1-2", size)).toEqual({ kind: "range", start: 1, end: 2 });
  });

  it("finds nothing to send beyond the end, for an empty suffix, or in an empty file", () => {
    expect(parseRange("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=1000-1001", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-1", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores what it doesn't take: no header, another unit, malformed, reversed, several ranges", () => {
    for (const header of [
      undefined,
      "items=0-1",
      "bytes=",
      "bytes=-",
      "bytes=a-b",
      "bytes=5-1",
      "bytes=0-1,5-6",
      "bytes=0-1, -1",
      "bytes 0-1",
    ]) {
      expect(parseRange(header, size), String(header)).toEqual({ kind: "whole" });
    }
  });
});
