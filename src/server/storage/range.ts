import type { ByteRange } from "./storage.js";

export type RangeRequest = { kind: "whole" } | ({ kind: "range" } & ByteRange) | { kind: "unsatisfiable" };

const WHOLE = { kind: "whole" } as const;
const UNSATISFIABLE = { kind: "unsatisfiable" } as const;

/**
 * What a Range header asks of a file of this size (RFC 9110, 14.2): one range, clamped to the
 * file, or nothing it can have (416). A header we don't take is ignored and the whole file sent,
 * as the RFC allows: another unit, a malformed or reversed range, and several ranges at once
 * (players ask for one; a multipart/byteranges answer would serve none of ours).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return WHOLE;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return WHOLE;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return WHOLE;
  if (first === "") {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: "range", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: "range", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
