import { SCHEDULED_IN_PAST_MESSAGE, type bookingBody } from "../../../shared/contracts/mentors.js";
import type { z } from "zod";
import type { Executor } from "../../../db/types.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toIcs } from "./ics.js";
import * as queries from "./mentors.queries.js";

export const listMentors = (db: Executor) => queries.listMentors(db);
export const listAvailableMentors = (db: Executor) => queries.listAvailableMentors(db);
export const listUserBookings = (db: Executor, userId: string) => queries.listUserBookings(db, userId);

/**
 * Books a session. The spec limits a booking only by its body (a future time, one of the
 * durations): any existing mentor can be booked, whether or not they are available today
 * (isAvailable is display-only), and sessions may overlap.
 */
export async function bookMentorSession(
  db: Executor,
  userId: string,
  mentorId: string,
  input: z.output<typeof bookingBody>,
  now = new Date(),
) {
  const mentor = isUuid(mentorId) ? await queries.findMentor(db, mentorId) : undefined;
  if (!mentor) throw notFound("Mentor");
  const scheduledAt = parseScheduledAt(input.scheduledAt);
  if (scheduledAt.getTime() <= now.getTime()) {
    throw badRequest(SCHEDULED_IN_PAST_MESSAGE, [{ path: "body.scheduledAt", message: SCHEDULED_IN_PAST_MESSAGE }]);
  }
  const row = await queries.insertBooking(db, {
    userId,
    mentorId: mentor.id,
    scheduledAt,
    endsAt: new Date(scheduledAt.getTime() + input.duration * 60 * 1000),
    duration: input.duration,
    topic: input.topic || null,
    notes: input.notes || null,
  });
  return (await queries.findUserBooking(db, userId, row.id))!;
}

/**
 * The booking body's ISO date-time (validated by bookingBody: "Z", "±HH:MM" or no zone at all).
 * One without a zone is UTC: "Z" is appended, so the server's own zone never matters.
 */
export function parseScheduledAt(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

export async function getUserBooking(db: Executor, userId: string, bookingId: string) {
  const booking = isUuid(bookingId) ? await queries.findUserBooking(db, userId, bookingId) : undefined;
  if (!booking) throw notFound("Booking");
  return booking;
}

/** A student cancels their own upcoming session; the slot opens for others at once. */
export async function cancelBooking(db: Executor, userId: string, bookingId: string, now = new Date()) {
  const booking = await getUserBooking(db, userId, bookingId);
  const cancelled = await queries.cancelUpcomingBooking(db, userId, booking.id, now);
  if (!cancelled) {
    throw conflict(
      booking.status === "cancelled" ? "This session is already cancelled" : "Only upcoming sessions can be cancelled",
    );
  }
  return getUserBooking(db, userId, bookingId);
}

/** The booking as a calendar file for the student's own calendar app. */
export async function bookingCalendar(db: Executor, userId: string, bookingId: string, publicUrl: URL) {
  const booking = await getUserBooking(db, userId, bookingId);
  const start = booking.scheduledAt;
  return toIcs({
    uid: `${booking.id}@${publicUrl.host}`,
    start,
    end: new Date(start.getTime() + booking.duration * 60 * 1000),
    summary: `Mentorship session with ${booking.mentor.name}`,
    description: [booking.topic && `Topic: ${booking.topic}`, booking.notes].filter(Boolean).join("\n"),
    url: new URL("/dashboard", publicUrl).toString(),
  });
}
