import { FUTURE_SESSION_MESSAGE, type BookingStatus } from "../../../shared/contracts/admin.js";
import { retryOnConflict } from "../../../db/retry.js";
import type { Database, Executor } from "../../../db/types.js";
import { conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import type { CacheInvalidator } from "./content.service.js";
import { toCsv, type CsvColumn } from "./csv.js";
import * as queries from "./bookings.queries.js";

type BookingRow = NonNullable<Awaited<ReturnType<typeof queries.findBooking>>>;

export function listBookings(db: Executor, filters: queries.BookingFilters, now = new Date()) {
  return queries.listBookings(db, filters, now);
}

export async function getBooking(db: Executor, id: string) {
  const booking = isUuid(id) ? await queries.findBooking(db, id) : undefined;
  if (!booking) throw notFound("Booking");
  return booking;
}

/**
 * Sets a booking's status. Completed and no-show are for sessions that have started. The
 * mentor's sessionCount follows the completed bookings, in the same transaction.
 */
export async function setBookingStatus(
  db: Database,
  cache: CacheInvalidator,
  id: string,
  status: BookingStatus,
  now = new Date(),
) {
  const mentorId = isUuid(id) ? await queries.findBookingMentorId(db, id) : undefined;
  if (!mentorId) throw notFound("Booking");
  const countChanged = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      // Mentor first (its sessionCount may change), then the booking: two status changes of one
      // mentor's bookings queue on the mentor row instead of deadlocking.
      await queries.lockMentor(tx, mentorId);
      const current = await queries.lockBooking(tx, id);
      if (!current) throw notFound("Booking");
      if (current.status === status) return false;
      if ((status === "completed" || status === "no_show") && current.scheduledAt.getTime() > now.getTime()) {
        throw conflict(FUTURE_SESSION_MESSAGE);
      }
      await queries.updateBookingStatus(tx, id, status);
      const delta = Number(status === "completed") - Number(current.status === "completed");
      if (delta !== 0) await queries.addToSessionCount(tx, current.mentorId, delta, now);
      return delta !== 0;
    }),
  );
  if (countChanged) await cache.invalidate("mentors");
  return getBooking(db, id);
}

const studentName = (row: BookingRow) =>
  [row.student.firstName, row.student.lastName].filter(Boolean).join(" ") || null;

const bookingColumns: CsvColumn<BookingRow>[] = [
  { header: "Scheduled at", value: (row) => row.scheduledAt },
  { header: "Ends at", value: (row) => row.endsAt },
  { header: "Duration (minutes)", value: (row) => row.duration },
  { header: "Status", value: (row) => row.status },
  { header: "Mentor", value: (row) => row.mentor.name },
  { header: "Student", value: studentName },
  { header: "Student email", value: (row) => row.student.email },
  { header: "Topic", value: (row) => row.topic },
  { header: "Notes", value: (row) => row.notes },
  { header: "Booked at", value: (row) => row.createdAt },
  { header: "Booking ID", value: (row) => row.id },
  { header: "Mentor ID", value: (row) => row.mentor.id },
  { header: "Student ID", value: (row) => row.student.id },
];

export async function bookingsCsv(db: Executor, filters: queries.BookingFilters, now = new Date()) {
  return toCsv(bookingColumns, await queries.listBookings(db, filters, now));
}
