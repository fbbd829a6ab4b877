/**
 * Booking rules (spec 5) both sides apply: a session lasts 30, 60, 90 or 120 minutes (60 by
 * default), starts in the future, and its topic and notes have a length limit. The server
 * enforces them; the booking dialog offers and checks the same.
 */

export const BOOKING_DURATIONS = [30, 60, 90, 120] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];
export const DEFAULT_BOOKING_DURATION: BookingDuration = 60;
export const DURATION_MESSAGE = "Duration must be 30, 60, 90 or 120 minutes";

export const TOPIC_MAX = 200;
export const NOTES_MAX = 2000;

export const SCHEDULED_IN_PAST_MESSAGE = "Scheduled date must be in the future";

export const isBookingDuration = (value: number): value is BookingDuration =>
  (BOOKING_DURATIONS as readonly number[]).includes(value);
