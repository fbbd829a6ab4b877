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
