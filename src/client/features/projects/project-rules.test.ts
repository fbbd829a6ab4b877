import { describe, expect, it } from "vitest";
import {
  canSubmitMore,
  fileNameOf,
  fileSubmission,
  requirementLines,
  submissionLimit,
  submissionPayload,
  submissionsRemaining,
} from "./project-rules";
import { countWords, farBelowLength, namedWordRange } from "./word-count";

const sub = (status: string) => ({ status });

describe("submission limit", () => {
  it("defaults to one submission", () => {
    expect(submissionLimit(null, [])).toBe(1);
    expect(canSubmitMore(null, [])).toBe(true);
    expect(canSubmitMore(null, [sub("pending")])).toBe(false);
  });

  it("adds one per submission sent back for revision", () => {
    expect(submissionLimit(2, [sub("needs_revision"), sub("pending")])).toBe(3);
    expect(canSubmitMore(1, [sub("needs_revision")])).toBe(true);
    expect(canSubmitMore(1, [sub("needs_revision"), sub("pending")])).toBe(false);
    expect(submissionsRemaining(2, [sub("needs_revision")])).toBe(2);
  });

  it("takes nothing more after an approval", () => {
    expect(canSubmitMore(3, [sub("approved")])).toBe(false);
    expect(submissionsRemaining(3, [sub("approved")])).toBe(0);
  });

  it("counts what is left", () => {
    expect(submissionsRemaining(2, [])).toBe(2);
    expect(submissionsRemaining(2, [sub("pending"), sub("pending"), sub("pending")])).toBe(0);
  });
});

describe("payload", () => {
  it("submits a file by name only", () => {
    expect(fileSubmission("sawhorses.jpg")).toEqual({
      fileUrl: "uploads/sawhorses.jpg",
      content: "File submitted: sawhorses.jpg",
    });
    expect(submissionPayload("file", "", "plan.pdf")).toEqual(fileSubmission("plan.pdf"));
    expect(submissionPayload("file", "ignored", null)).toBeNull();
  });

  it("trims text and refuses blank text", () => {
    expect(submissionPayload("text", "  My budget  ", null)).toEqual({ content: "My budget" });
    expect(submissionPayload("text", "   \n ", null)).toBeNull();
  });

  it("reads the file name back from its address", () => {
    expect(fileNameOf("uploads/report.pdf")).toBe("report.pdf");
    expect(fileNameOf("report.pdf")).toBe("report.pdf");
  });

  it("splits requirements into items", () => {
    expect(requirementLines("\n- One\n\n- Two things\n3. Three\n")).toEqual(["One", "Two things", "Three"]);
    expect(requirementLines(null)).toEqual([]);
  });
});

describe("the length the requirements name", () => {
  it("reads a range in English and Spanish, with any dash", () => {
    expect(namedWordRange("- Write 250 to 500 words, and you may paste a table")).toEqual({ min: 250, max: 500 });
    expect(namedWordRange("Between 250–500 words")).toEqual({ min: 250, max: 500 });
    expect(namedWordRange("1,000 - 1,500 words")).toEqual({ min: 1000, max: 1500 });
    expect(namedWordRange("Escribe entre 250 y 500 palabras")).toEqual({ min: 250, max: 500 });
  });

  it("reads a minimum", () => {
    expect(namedWordRange("At least 200 words")).toEqual({ min: 200, max: null });
    expect(namedWordRange("150+ words")).toEqual({ min: 150, max: null });
    expect(namedWordRange("al menos 120 palabras")).toEqual({ min: 120, max: null });
  });

  it("names none without a length, or with a bare target or a reversed range", () => {
    expect(namedWordRange(null)).toBeNull();
    expect(namedWordRange("List at least 10 expenses\nWrite 5 bullet points")).toBeNull();
    expect(namedWordRange("About 500 words")).toBeNull();
    expect(namedWordRange("500 to 250 words")).toBeNull();
  });

  it("counts words as a reader does and finds an answer far below", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  My budget:\n\n$1,200 a month — don't forget 50/30/20. ")).toBe(8);
    expect(countWords("Mi presupuesto es pequeño")).toBe(4);
    const range = { min: 250, max: 500 };
    expect(farBelowLength(124, range)).toBe(true);
    expect(farBelowLength(125, range)).toBe(false);
    expect(farBelowLength(3, null)).toBe(false);
  });
});
