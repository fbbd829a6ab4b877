/**
 * A mentor's availability (issue 26): weekly windows written in the mentor's IANA zone, and dates
 * off. Pure time arithmetic with Intl only (no date library): the server expands windows into
 * instants for the card and the booking dialog, and the dialog checks a chosen time with the
 * same functions.
 *
 * A window starts on an ISO weekday (1 Monday ... 7 Sunday) at a minute of the day and ends at a
 * minute of that day, or of the next when endsNextDay. Wall-clock times are turned into instants
 * the way Temporal's "compatible" disambiguation does: a time skipped by a daylight-saving jump
 * moves forward by the jump (02:30 on a spring-forward day is 03:30), and a time that happens
 * twice (fall back) is the earlier one. A date off cancels the windows that start on it.
 */

export interface AvailabilityWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
  endsNextDay: boolean;
}

/** An interval of instants, epoch milliseconds, start included, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone, as epoch milliseconds of the same wall clock in UTC. */
export function wallClockOf(instant: number, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  const ms = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(values.year!, values.month! - 1, values.day, values.hour, values.minute, values.second) + ms;
}

/** The instant a wall-clock time (given as epoch milliseconds of the same wall clock in UTC) names in a zone. */
export function instantOfWallClock(wallClock: number, timeZone: string): number {
  const offsetBefore = wallClockOf(wallClock - DAY, timeZone) - (wallClock - DAY);
  const offsetAfter = wallClockOf(wallClock + DAY, timeZone) - (wallClock + DAY);
  const candidates = [wallClock - offsetBefore, wallClock - offsetAfter].filter(
    (instant) => wallClockOf(instant, timeZone) === wallClock,
  );
  // Twice (fall back): the earlier. Never (spring forward): forward by the jump, with the offset before it.
  return candidates.length > 0 ? Math.min(...candidates) : wallClock - offsetBefore;
}

/** "2026-03-08": the date of an instant in a zone. */
export function dateIn(instant: number, timeZone: string): string {
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 10);
}

/** The ISO weekday (1 Monday ... 7 Sunday) of a date "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The date a number of days after date ("YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant a date's midnight (the start of that day) is in a zone. */
export function startOfDate(date: string, timeZone: string): number {
  return instantOfWallClock(Date.parse(`${date}T00:00:00Z`), timeZone);
}

/**
 * The windows that start on the dates from `fromDate` to `toDate` (inclusive, the zone's dates),
 * as instants in start order; dates off skipped. A window whose wall-clock end falls before its
 * start once both are instants (a daylight-saving jump inside a short window) is left out.
 */
export function expandWindows(
  windows: readonly AvailabilityWindow[],
  datesOff: ReadonlySet<string>,
  timeZone: string,
  fromDate: string,
  toDate: string,
): Interval[] {
  const intervals: Interval[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    if (datesOff.has(date)) continue;
    const weekday = weekdayOf(date);
    const midnight = Date.parse(`${date}T00:00:00Z`);
    for (const window of windows) {
      if (window.weekday !== weekday) continue;
      const start = instantOfWallClock(midnight + window.startMinute * MINUTE, timeZone);
      const end = instantOfWallClock(midnight + (window.endsNextDay ? DAY : 0) + window.endMinute * MINUTE, timeZone);
      if (end > start) intervals.push({ start, end });
    }
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/** Sorted intervals with touching or overlapping ones joined (Monday's 24:00 is Tuesday's 00:00). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Intervals with the busy ones taken out (what is left of each, in order). */
export function subtractIntervals(free: readonly Interval[], busy: readonly Interval[]): Interval[] {
  let result = [...free];
  for (const taken of busy) {
    result = result.flatMap((interval) => {
      if (taken.end <= interval.start || taken.start >= interval.end) return [interval];
      const parts: Interval[] = [];
      if (taken.start > interval.start) parts.push({ start: interval.start, end: taken.start });
      if (taken.end < interval.end) parts.push({ start: taken.end, end: interval.end });
      return parts;
    });
  }
  return result;
}

/**
 * Whether the mentor counts as available today (the public card's "Available today"): some of a
 * window is still ahead before the end of today, today being the date in the mentor's zone.
 * Also when that answer may change next (a window's end, or the mentor's next midnight), so a
 * cached card never outlives it.
 */
export function availableToday(
  windows: readonly AvailabilityWindow[],
  datesOff: ReadonlySet<string>,
  timeZone: string,
  now: number,
): { isAvailable: boolean; changesAt: number } {
  const today = dateIn(now, timeZone);
  const endOfToday = startOfDate(addDays(today, 1), timeZone);
  // Yesterday's windows across midnight reach into today.
  const ahead = expandWindows(windows, datesOff, timeZone, addDays(today, -1), today).filter(
    (interval) => interval.end > now && interval.start < endOfToday,
  );
  const changesAt = Math.min(endOfToday, ...ahead.map((interval) => interval.end));
  return { isAvailable: ahead.length > 0, changesAt };
}

/** Whether [start, end) lies wholly inside one of the intervals. */
export const isWithin = (intervals: readonly Interval[], start: number, end: number): boolean =>
  intervals.some((interval) => interval.start <= start && end <= interval.end);

/** Whether [start, end) overlaps any of the intervals. */
export const overlapsAny = (intervals: readonly Interval[], start: number, end: number): boolean =>
  intervals.some((interval) => interval.start < end && start < interval.end);

/**
 * Whether a chosen session time needs the dialog's gentle notice: outside the mentor's free
 * windows (when they have windows and the time is within the horizon the windows were expanded
 * for), or overlapping another of their sessions.
 */
export function needsAvailabilityNotice(
  availability: {
    hasWindows: boolean;
    freeWindows: readonly Interval[];
    busy: readonly Interval[];
    horizonEnd: number;
  },
  start: number,
  end: number,
): boolean {
  if (overlapsAny(availability.busy, start, end)) return true;
  if (!availability.hasWindows || start >= availability.horizonEnd) return false;
  return !isWithin(availability.freeWindows, start, end);
}

// Checking a set of windows (the editor and the server say the same)

export const MAX_WINDOWS = 50;
export const MAX_DATES_OFF = 200;

/** "09:30" for a minute of the day (1440 is "24:00"). */
export const minuteToTime = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The minute of the day of "HH:MM" ("24:00" is 1440), or undefined. */
export function timeToMinute(time: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 1440 ? minute : undefined;
}

/** Minutes of the week a window covers, from Monday 00:00 (may run past the week's end). */
const weekSpan = (window: AvailabilityWindow) => {
  const start = (window.weekday - 1) * 1440 + window.startMinute;
  const end = (window.weekday - 1 + (window.endsNextDay ? 1 : 0)) * 1440 + window.endMinute;
  return { start, end };
};

/** The index of a window that overlaps an earlier one in the list (the week wraps round), or -1. */
export function overlappingWindow(windows: readonly AvailabilityWindow[]): number {
  const WEEK = 7 * 1440;
  for (let i = 0; i < windows.length; i++) {
    const a = weekSpan(windows[i]!);
    for (let j = 0; j < i; j++) {
      const b = weekSpan(windows[j]!);
      for (const shift of [-WEEK, 0, WEEK]) {
        if (a.start < b.end + shift && b.start + shift < a.end) return i;
      }
    }
  }
  return -1;
}
