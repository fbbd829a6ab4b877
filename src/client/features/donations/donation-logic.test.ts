import { describe, expect, it } from "vitest";
import {
  canProceed,
  chosenAmount,
  formatDonation,
  formatTotal,
  impactLines,
  parseAmount,
  PRESET_AMOUNTS,
  proceedLabel,
} from "./donation-logic";

describe("amounts", () => {
  it("has the spec's presets", () => {
    expect(PRESET_AMOUNTS).toEqual([25, 50, 100, 250, 500, 1000]);
  });

  it("parses a custom amount", () => {
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("   ")).toBeNull();
    expect(parseAmount("abc")).toBeNull();
    expect(parseAmount("42")).toBe(42);
    expect(parseAmount(" 12.34 ")).toBe(12.34);
    expect(parseAmount("0.5")).toBe(0.5);
  });

  it("prefers the preset over the custom field", () => {
    expect(chosenAmount(100, "")).toBe(100);
    expect(chosenAmount(null, "75")).toBe(75);
    expect(chosenAmount(null, "")).toBeNull();
  });

  it("needs at least 1 to proceed", () => {
    expect(canProceed(null)).toBe(false);
    expect(canProceed(0)).toBe(false);
    expect(canProceed(0.5)).toBe(false);
    expect(canProceed(0.99)).toBe(false);
    expect(canProceed(1)).toBe(true);
    expect(canProceed(1000)).toBe(true);
  });
});

describe("impactLines", () => {
  it("says nothing without a positive amount", () => {
    expect(impactLines(null)).toEqual([]);
    expect(impactLines(0)).toEqual([]);
    expect(impactLines(-5)).toEqual([]);
  });

  it("thanks small gifts", () => {
    expect(impactLines(0.5)).toEqual(["Every dollar helps support our mission"]);
    expect(impactLines(24.99)).toEqual(["Every dollar helps support our mission"]);
  });

  it("adds a line at each tier", () => {
    expect(impactLines(25)).toEqual(["Provides course materials for 1 student"]);
    expect(impactLines(99.99)).toEqual(["Provides course materials for 1 student"]);
    expect(impactLines(100)).toEqual([
      "Provides course materials for 1 student",
      "Funds 1 month of mentorship sessions",
    ]);
    expect(impactLines(500)).toEqual([
      "Provides course materials for 1 student",
      "Funds 1 month of mentorship sessions",
      "Sponsors a complete certification program",
    ]);
    expect(impactLines(1000)).toHaveLength(3);
  });
});

describe("labels", () => {
  it("formats dollars", () => {
    expect(formatDonation(100)).toBe("$100");
    expect(formatDonation(1000)).toBe("$1,000");
    expect(formatDonation(25.5)).toBe("$25.50");
    expect(formatDonation(0.5)).toBe("$0.50");
    expect(formatTotal(79)).toBe("$79.00");
    expect(formatTotal(1234.5)).toBe("$1,234.50");
  });

  it("labels the proceed button with the amount", () => {
    expect(proceedLabel(100)).toBe("Donate $100");
    expect(proceedLabel(12.5)).toBe("Donate $12.50");
    expect(proceedLabel(null)).toBe("Donate");
    expect(proceedLabel(0)).toBe("Donate");
  });
});
