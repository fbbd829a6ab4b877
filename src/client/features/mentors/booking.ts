/**
 * The booking form (spec 5): scheduledAt in the future, sent as an ISO date-time; duration one
 * of 30, 60, 90, 120 minutes (60 by default); topic and notes optional. The rules themselves
 * (durations, limits, the past-date message) are the server's, in shared/rules/mentors.ts.
 */
import {
  BOOKING_DURATIONS,
  DEFAULT_BOOKING_DURATION,
  SCHEDULED_IN_PAST_MESSAGE,
  type BookingDuration,
} from "../../../shared/rules/mentors";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export const MISSING_DATE_MESSAGE = "Please choose a date and time.";

const DURATION_LABELS: Record<BookingDuration, string> = {
  30: "30 minutes",
  60: "1 hour",
  90: "1.5 hours",
  120: "2 hours",
};

/** The same labels, to show in the page's language (`i18n._(DURATION_MESSAGES[value])`). */
export const DURATION_MESSAGES: Record<BookingDuration, MessageDescriptor> = {
  30: msg`30 minutes`,
  60: msg`1 hour`,
  90: msg`1.5 hours`,
  120: msg`2 hours`,
};

/**
 * The form's own messages in the page's language: validateScheduledAt answers in English (the
 * server's words); the dialog shows them through this table.
 */
export const BOOKING_FORM_MESSAGES: Record<string, MessageDescriptor> = {
  [MISSING_DATE_MESSAGE]: msg`Please choose a date and time.`,
  [SCHEDULED_IN_PAST_MESSAGE]: msg`Scheduled date must be in the future`,
};

/** Select options; none has an empty value (spec 5). */
export const DURATION_OPTIONS = BOOKING_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] }));

export interface BookingForm {
  /** A datetime-local value ("2025-03-04T15:30"), in the browser's time zone. */
  scheduledAt: string;
  duration: number;
  topic: string;
  notes: string;
}

export interface BookingRequest {
  scheduledAt: string;
  duration: number;
  topic: string | null;
  notes: string | null;
  /** Beside the spec's payload: the browser's IANA zone, so the booking's emails show local time. */
  timeZone?: string;
}

/** The browser's IANA time zone ("America/Mexico_City"); undefined when it can't say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const emptyBookingForm = (): BookingForm => ({
  scheduledAt: "",
  duration: DEFAULT_BOOKING_DURATION,
  topic: "",
  notes: "",
});

const pad = (value: number) => String(value).padStart(2, "0");

/** A moment as a datetime-local value in the local time zone, to the minute (the input's min). */
export function toDateTimeLocal(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value read as local time; null when it isn't one. */
export function parseDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds);
  // Reject overflow such as 2025-02-31, which Date would roll into March.
  if (date.getMonth() !== month! - 1 || date.getDate() !== day) return null;
  return date;
}

/** The message to show for the chosen time, or null when it can be sent. */
export function validateScheduledAt(value: string, now: Date): string | null {
  const date = parseDateTimeLocal(value);
  if (!date) return MISSING_DATE_MESSAGE;
  return date.getTime() > now.getTime() ? null : SCHEDULED_IN_PAST_MESSAGE;
}

/** The POST body, or the message explaining why the form can't be sent yet. */
export function toBookingRequest(
  form: BookingForm,
  now: Date,
  /** The browser's by default; null sends none. */
  timeZone: string | null = browserTimeZone() ?? null,
): { ok: true; body: BookingRequest } | { ok: false; error: string } {
  const error = validateScheduledAt(form.scheduledAt, now);
  if (error) return { ok: false, error };
  return {
    ok: true,
    body: {
      scheduledAt: parseDateTimeLocal(form.scheduledAt)!.toISOString(),
      duration: form.duration,
      topic: form.topic.trim() || null,
      notes: form.notes.trim() || null,
      ...(timeZone ? { timeZone } : {}),
    },
  };
}
