import { describe, expect, it } from "vitest";
import { formatWhen } from "./format-date";

const iso = "2026-03-04T15:30:00.000Z";

describe("formatWhen", () => {
  it("gives the date, the date and time, or the weekday, date and time", () => {
    expect(formatWhen(iso, {}, "UTC")).toBe("Mar 4, 2026");
    expect(formatWhen(iso, { withTime: true }, "UTC")).toBe("Mar 4, 2026, 3:30 PM UTC");
    expect(formatWhen(iso, { withTime: true, weekday: true }, "UTC")).toBe("Wed, Mar 4, 2026, 3:30 PM UTC");
  });

  it("names the zone only when one is given", () => {
    expect(formatWhen(iso, { withTime: true }, "America/New_York")).toBe("Mar 4, 2026, 10:30 AM EST");
    expect(formatWhen(iso, { withTime: true })).not.toMatch(/UTC|EST/);
  });
});
