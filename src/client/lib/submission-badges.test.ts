import { describe, expect, it } from "vitest";
import { gradeTone, humanize, statusTone } from "./submission-badges";

describe("statusTone", () => {
  it("gives each submission status its tone, anything else neutral", () => {
    expect(statusTone("pending")).toBe("warning");
    expect(statusTone("approved")).toBe("success");
    expect(statusTone("needs_revision")).toBe("danger");
    expect(statusTone("archived")).toBe("neutral");
    expect(statusTone("constructor")).toBe("neutral");
  });
});

describe("gradeTone", () => {
  it("gives each grade its tone, anything else neutral", () => {
    expect(gradeTone("excellent")).toBe("success");
    expect(gradeTone("pass")).toBe("teal");
    expect(gradeTone("fail")).toBe("danger");
    expect(gradeTone("toString")).toBe("neutral");
  });
});

describe("humanize", () => {
  it("reads snake_case values as words with a capital first letter", () => {
    expect(humanize("needs_revision")).toBe("Needs revision");
    expect(humanize("no_show")).toBe("No show");
    expect(humanize("excellent")).toBe("Excellent");
    expect(humanize("_odd__spacing ")).toBe("Odd spacing");
  });

  it("capitalises each word when asked", () => {
    expect(humanize("needs_revision", { eachWord: true })).toBe("Needs Revision");
    expect(humanize("pending", { eachWord: true })).toBe("Pending");
  });
});
