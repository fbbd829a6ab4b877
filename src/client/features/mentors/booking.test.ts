import { describe, expect, it } from "vitest";
import { SCHEDULED_IN_PAST_MESSAGE } from "../../../shared/rules/mentors";
import {
  DURATION_OPTIONS,
  MISSING_DATE_MESSAGE,
  emptyBookingForm,
  parseDateTimeLocal,
  toBookingRequest,
  toDateTimeLocal,
  validateScheduledAt,
} from "./booking";

describe("booking form rules", () => {
  it("offers the four durations with the spec's labels, none empty, 1 hour by default", () => {
    expect(DURATION_OPTIONS.map((option) => option.label)).toEqual(["30 minutes", "1 hour", "1.5 hours", "2 hours"]);
    expect(DURATION_OPTIONS.every((option) => String(option.value) !== "")).toBe(true);
    expect(emptyBookingForm().duration).toBe(60);
  });

  it("formats a moment as a local datetime-local value to the minute", () => {
    expect(toDateTimeLocal(new Date(2025, 2, 4, 9, 5, 59))).toBe("2025-03-04T09:05");
  });

  it("reads datetime-local values as local time and rejects impossible dates", () => {
    expect(parseDateTimeLocal("2025-03-04T15:30")?.getTime()).toBe(new Date(2025, 2, 4, 15, 30).getTime());
    expect(parseDateTimeLocal("2025-03-04T15:30:20")?.getSeconds()).toBe(20);
    expect(parseDateTimeLocal("2025-02-31T10:00")).toBeNull();
    expect(parseDateTimeLocal("")).toBeNull();
    expect(parseDateTimeLocal("tomorrow")).toBeNull();
  });

  it("accepts only times after now", () => {
    const now = new Date(2025, 2, 4, 12, 0, 30);
    expect(validateScheduledAt("", now)).toBe(MISSING_DATE_MESSAGE);
    expect(validateScheduledAt("2025-03-04T11:59", now)).toBe(SCHEDULED_IN_PAST_MESSAGE);
    // The current minute has already begun: it is not in the future any more.
    expect(validateScheduledAt("2025-03-04T12:00", now)).toBe(SCHEDULED_IN_PAST_MESSAGE);
    expect(validateScheduledAt("2025-03-04T12:01", now)).toBeNull();
  });

  it("builds the request with an ISO scheduledAt and optional topic and notes", () => {
    const now = new Date(2025, 2, 4, 12, 0);
    const form = { scheduledAt: "2025-03-05T15:30", duration: 90, topic: "  Apprenticeships ", notes: "   " };
    expect(toBookingRequest(form, now, "America/Mexico_City")).toEqual({
      ok: true,
      body: {
        scheduledAt: new Date(2025, 2, 5, 15, 30).toISOString(),
        duration: 90,
        topic: "Apprenticeships",
        notes: null,
        timeZone: "America/Mexico_City",
      },
    });
    // Without a zone the body is the spec's alone; by default it carries the browser's zone.
    expect(toBookingRequest(form, now, null)).toMatchObject({ ok: true, body: { notes: null } });
    expect(toBookingRequest(form, now, null)).not.toHaveProperty("body.timeZone");
    expect(toBookingRequest(form, now)).toMatchObject({
      body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
    expect(toBookingRequest({ ...form, scheduledAt: "2025-03-04T08:00" }, now)).toEqual({
      ok: false,
      error: SCHEDULED_IN_PAST_MESSAGE,
    });
  });
});
