import { said } from "../messages.js";
/**
 * Booking rules (spec 5) both sides apply: a session lasts 30, 60, 90 or 120 minutes (60 by
 * default), starts in the future, and its topic and notes have a length limit. The server
 * enforces them; the booking dialog offers and checks the same.
 */

export const BOOKING_DURATIONS = [30, 60, 90, 120] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];
export const DEFAULT_BOOKING_DURATION: BookingDuration = 60;
export const DURATION_MESSAGE = said("Duration must be 30, 60, 90 or 120 minutes");

export const TOPIC_MAX = 200;
export const NOTES_MAX = 2000;

/** A session's life (issue 26): a mentor's message to the student, their private note, a rating's comment. */
export const MESSAGE_MAX = 1000;
export const MENTOR_NOTE_MAX = 4000;
export const RATING_COMMENT_MAX = 1000;

export const SCHEDULED_IN_PAST_MESSAGE = said("Scheduled date must be in the future");

export const isBookingDuration = (value: number): value is BookingDuration =>
  (BOOKING_DURATIONS as readonly number[]).includes(value);

export const TIME_ZONE_MESSAGE = said("Time zone must be an IANA time zone such as America/Mexico_City");

/** An IANA zone name Intl knows ("America/Mexico_City", "UTC"); offsets and abbreviations are refused. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
