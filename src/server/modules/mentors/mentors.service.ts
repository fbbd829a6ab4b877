import { SCHEDULED_IN_PAST_MESSAGE, type bookingBody } from "../../../shared/contracts/mentors.js";
import type { z } from "zod";
import type { Database, Executor } from "../../../db/types.js";
import { badRequest, conflict, isExclusionViolation, notFound, pgConstraint } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toIcs } from "./ics.js";
import { retryOnConflict } from "../../../db/retry.js";
import * as queries from "./mentors.queries.js";

/** How far ahead a session can be booked. */
export const MAX_BOOKING_AHEAD_DAYS = 365;
export const MENTOR_BUSY_MESSAGE = "This mentor is already booked at that time. Please choose another time.";
export const STUDENT_BUSY_MESSAGE = "You already have a session booked at that time.";

export const listMentors = (db: Executor) => queries.listMentors(db);
export const listAvailableMentors = (db: Executor) => queries.listAvailableMentors(db);
export const listUserBookings = (db: Executor, userId: string) => queries.listUserBookings(db, userId);

/**
 * Books a session. Overlaps are refused by the database's exclusion constraints (one per
 * mentor, one per student), so two concurrent requests for one slot can't both succeed.
 * The mentor row lock makes a mentor's bookings queue instead of deadlocking on those
 * constraints; a deadlock across mentors (one student, two mentors) is retried.
 */
export async function bookMentorSession(
  db: Database,
  userId: string,
  mentorId: string,
  input: z.output<typeof bookingBody>,
  now = new Date(),
) {
  const mentor = isUuid(mentorId) ? await queries.findMentor(db, mentorId) : undefined;
  if (!mentor) throw notFound("Mentor");
  const scheduledAt = new Date(input.scheduledAt);
  if (scheduledAt.getTime() <= now.getTime()) {
    throw badRequest(SCHEDULED_IN_PAST_MESSAGE, [{ path: "body.scheduledAt", message: SCHEDULED_IN_PAST_MESSAGE }]);
  }
  if (scheduledAt.getTime() > now.getTime() + MAX_BOOKING_AHEAD_DAYS * 24 * 60 * 60 * 1000) {
    const message = "Sessions can be booked up to a year ahead";
    throw badRequest(message, [{ path: "body.scheduledAt", message }]);
  }
  if (!mentor.isAvailable) throw conflict(`${mentor.name} is not taking bookings right now`);
  try {
    const id = await retryOnConflict(() =>
      db.transaction(async (tx) => {
        const locked = await queries.lockMentor(tx, mentor.id);
        if (!locked?.isAvailable) throw conflict(`${mentor.name} is not taking bookings right now`);
        const row = await queries.insertBooking(tx, {
          userId,
          mentorId: mentor.id,
          scheduledAt,
          endsAt: new Date(scheduledAt.getTime() + input.duration * 60 * 1000),
          duration: input.duration,
          topic: input.topic || null,
          notes: input.notes || null,
        });
        return row.id;
      }),
    );
    return (await queries.findUserBooking(db, userId, id))!;
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw conflict(pgConstraint(error)?.includes("student") ? STUDENT_BUSY_MESSAGE : MENTOR_BUSY_MESSAGE);
    }
    throw error;
  }
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
