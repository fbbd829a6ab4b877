import { describe, expect, it } from "vitest";
import {
  availableToday,
  expandWindows,
  instantOfWallClock,
  needsAvailabilityNotice,
  overlappingWindow,
  subtractIntervals,
  wallClockOf,
  type AvailabilityWindow,
} from "./availability.js";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const none = new Set<string>();
const window = (weekday: number, start: string, end: string, endsNextDay = false): AvailabilityWindow => {
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { weekday, startMinute: minute(start), endMinute: minute(end), endsNextDay };
};

describe("wall clocks and instants", () => {
  it("round-trips an ordinary time in New York (EST and EDT)", () => {
    expect(iso(instantOfWallClock(at("2026-01-15T09:00:00Z"), "America/New_York"))).toBe("2026-01-15T14:00:00.000Z");
    expect(iso(instantOfWallClock(at("2026-07-15T09:00:00Z"), "America/New_York"))).toBe("2026-07-15T13:00:00.000Z");
    expect(iso(wallClockOf(at("2026-07-15T13:00:00Z"), "America/New_York"))).toBe("2026-07-15T09:00:00.000Z");
  });

  it("moves a time skipped by the spring-forward jump forward, and takes the earlier of a repeated one", () => {
    // 2026-03-08 02:30 doesn't exist in New York: it is 03:30 EDT (07:30Z).
    expect(iso(instantOfWallClock(at("2026-03-08T02:30:00Z"), "America/New_York"))).toBe("2026-03-08T07:30:00.000Z");
    // 2026-11-01 01:30 happens twice: the first (EDT, 05:30Z).
    expect(iso(instantOfWallClock(at("2026-11-01T01:30:00Z"), "America/New_York"))).toBe("2026-11-01T05:30:00.000Z");
  });
});

describe("expanding weekly windows", () => {
  it("gives a New York window on the DST change day its shorter length", () => {
    // Sunday 2026-03-08: 01:00-05:00 local is 06:00Z-09:00Z (three hours, the clock jumped).
    const [interval] = expandWindows(
      [window(7, "01:00", "05:00")],
      none,
      "America/New_York",
      "2026-03-08",
      "2026-03-08",
    );
    expect(iso(interval!.start)).toBe("2026-03-08T06:00:00.000Z");
    expect(iso(interval!.end)).toBe("2026-03-08T09:00:00.000Z");
    // The same window a week later is four hours, in EDT.
    const [later] = expandWindows([window(7, "01:00", "05:00")], none, "America/New_York", "2026-03-15", "2026-03-15");
    expect(iso(later!.start)).toBe("2026-03-15T05:00:00.000Z");
    expect(later!.end - later!.start).toBe(4 * 3_600_000);
  });

  it("runs a window across midnight into the next day, and a date off cancels the windows starting on it", () => {
    const friday = [window(5, "22:00", "02:00", true)];
    const [interval] = expandWindows(friday, none, "Europe/Madrid", "2026-06-12", "2026-06-12");
    expect(iso(interval!.start)).toBe("2026-06-12T20:00:00.000Z");
    expect(iso(interval!.end)).toBe("2026-06-13T00:00:00.000Z");
    expect(expandWindows(friday, new Set(["2026-06-12"]), "Europe/Madrid", "2026-06-12", "2026-06-12")).toEqual([]);
  });

  it("takes booked sessions out of free windows", () => {
    const free = [{ start: 0, end: 100 }];
    expect(subtractIntervals(free, [{ start: 20, end: 40 }])).toEqual([
      { start: 0, end: 20 },
      { start: 40, end: 100 },
    ]);
    expect(subtractIntervals(free, [{ start: -10, end: 200 }])).toEqual([]);
  });
});

describe("the card's Available today", () => {
  // Mondays 09:00-12:00 and Fridays 22:00-02:00 in New York.
  const windows = [window(1, "09:00", "12:00"), window(5, "22:00", "02:00", true)];
  const zone = "America/New_York";

  it("is true before and during today's window and false once it ended, until the mentor's midnight", () => {
    const before = availableToday(windows, none, zone, at("2026-06-15T12:00:00Z")); // Mon 08:00 EDT
    expect(before.isAvailable).toBe(true);
    expect(iso(before.changesAt)).toBe("2026-06-15T16:00:00.000Z"); // the window's end, 12:00 EDT
    const lastMinute = availableToday(windows, none, zone, at("2026-06-15T15:59:00Z"));
    expect(lastMinute.isAvailable).toBe(true);
    const after = availableToday(windows, none, zone, at("2026-06-15T16:00:00Z")); // 12:00 EDT: ended
    expect(after.isAvailable).toBe(false);
    expect(iso(after.changesAt)).toBe("2026-06-16T04:00:00.000Z"); // New York's midnight
  });

  it("counts today in the mentor's zone, not UTC's", () => {
    // Sunday 23:00 in New York is already Monday in UTC: the Monday window isn't today yet.
    expect(availableToday(windows, none, zone, at("2026-06-15T03:00:00Z")).isAvailable).toBe(false);
  });

  it("counts the small hours of a window that began the day before", () => {
    // Saturday 01:00 EDT: Friday's window runs to 02:00.
    const small = availableToday(windows, none, zone, at("2026-06-13T05:00:00Z"));
    expect(small.isAvailable).toBe(true);
    expect(iso(small.changesAt)).toBe("2026-06-13T06:00:00.000Z");
    expect(availableToday(windows, none, zone, at("2026-06-13T06:00:00Z")).isAvailable).toBe(false);
  });

  it("is false on a date off", () => {
    expect(availableToday(windows, new Set(["2026-06-15"]), zone, at("2026-06-15T12:00:00Z")).isAvailable).toBe(false);
  });
});

describe("the booking dialog's notice", () => {
  const availability = {
    hasWindows: true,
    freeWindows: [{ start: 1000, end: 5000 }],
    busy: [{ start: 6000, end: 7000 }],
    horizonEnd: 100_000,
  };

  it("is shown outside the free windows and over another session, not inside a window", () => {
    expect(needsAvailabilityNotice(availability, 1000, 5000)).toBe(false);
    expect(needsAvailabilityNotice(availability, 4000, 5500)).toBe(true);
    expect(needsAvailabilityNotice(availability, 6500, 6600)).toBe(true);
    expect(needsAvailabilityNotice({ ...availability, hasWindows: false }, 8000, 9000)).toBe(false);
    expect(needsAvailabilityNotice({ ...availability, hasWindows: false }, 6500, 9000)).toBe(true);
    expect(needsAvailabilityNotice(availability, 200_000, 201_000)).toBe(false);
  });
});

describe("overlapping windows", () => {
  it("are found on the same day, across midnight and across the week's end", () => {
    expect(overlappingWindow([window(1, "09:00", "12:00"), window(1, "13:00", "15:00")])).toBe(-1);
    expect(overlappingWindow([window(1, "09:00", "12:00"), window(1, "11:00", "15:00")])).toBe(1);
    expect(overlappingWindow([window(1, "22:00", "02:00", true), window(2, "01:00", "03:00")])).toBe(1);
    expect(overlappingWindow([window(7, "22:00", "02:00", true), window(1, "01:00", "03:00")])).toBe(1);
    expect(overlappingWindow([window(1, "09:00", "12:00"), window(1, "12:00", "15:00")])).toBe(-1);
  });
});
