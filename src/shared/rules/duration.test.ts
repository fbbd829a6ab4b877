import { describe, expect, it } from "vitest";
import { durationText, parseDuration, storedDuration } from "./duration.js";

/** Issue 23: a course's or lesson's length as a number and a unit, read from the old texts. */
describe("parseDuration", () => {
  it.each([
    ["6 weeks", 6, "week"],
    ["1 week", 1, "week"],
    ["15 min", 15, "minute"],
    ["12 mins", 12, "minute"],
    ["45 minutes", 45, "minute"],
    ["2 hours", 2, "hour"],
    ["1 hr", 1, "hour"],
    ["3hrs", 3, "hour"],
    ["10 days", 10, "day"],
    ["2 Months", 2, "month"],
    ["  4   WEEKS  ", 4, "week"],
    ["3 wk.", 3, "week"],
    ["3 semanas", 3, "week"],
    ["1 semana", 1, "week"],
    ["45 minutos", 45, "minute"],
    ["10 días", 10, "day"],
    ["2 horas", 2, "hour"],
    ["6 meses", 6, "month"],
    ["999 days", 999, "day"],
  ] as const)("reads %j as %d %s", (text, value, unit) => {
    expect(parseDuration(text)).toEqual({ value, unit });
  });

  it.each([
    "about a term",
    "1.5 hours",
    "6-8 weeks",
    "self-paced",
    "0 weeks",
    "1000 days",
    "5 fortnights",
    "weeks",
    "6",
    "",
    "six weeks",
    "6 weeks of practice",
  ])("can't read %j, which stays as written", (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it("reads nothing from null", () => {
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });
});

describe("durationText", () => {
  it("words a length as the spec's English text, singular for one", () => {
    expect(durationText({ value: 6, unit: "week" })).toBe("6 weeks");
    expect(durationText({ value: 1, unit: "week" })).toBe("1 week");
    expect(durationText({ value: 15, unit: "minute" })).toBe("15 min");
    expect(durationText({ value: 1, unit: "hour" })).toBe("1 hour");
    expect(durationText({ value: 3, unit: "month" })).toBe("3 months");
  });
});

describe("storedDuration", () => {
  it("takes a number and a unit over a text, wording the text from them", () => {
    expect(storedDuration({ duration: "about a term", durationValue: 8, durationUnit: "week" })).toEqual({
      duration: "8 weeks",
      durationValue: 8,
      durationUnit: "week",
    });
  });

  it("keeps a text as written, with the number and unit it says", () => {
    expect(storedDuration({ duration: "6 Weeks" })).toEqual({
      duration: "6 Weeks",
      durationValue: 6,
      durationUnit: "week",
    });
  });

  it("keeps an unreadable text as written, without a number and a unit", () => {
    expect(storedDuration({ duration: " about a term " })).toEqual({
      duration: "about a term",
      durationValue: null,
      durationUnit: null,
    });
  });

  it("stores nothing for an empty text or none, and a lone number or unit is not a length", () => {
    const none = { duration: null, durationValue: null, durationUnit: null };
    expect(storedDuration({ duration: "" })).toEqual(none);
    expect(storedDuration({ duration: null })).toEqual(none);
    expect(storedDuration({ durationValue: 3 })).toEqual(none);
    expect(storedDuration({ durationUnit: "week" })).toEqual(none);
  });
});
