import type { z } from "zod";
import {
  FUTURE_SESSION_MESSAGE,
  SCHEDULED_IN_PAST_MESSAGE,
  type bookingBody,
  type BookingStatus,
} from "../../../shared/contracts/mentors.js";
import { retryOnConflict } from "../../../db/retry.js";
import type { Database, Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import { badRequest, conflict, msg, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toCsv, type CsvColumn } from "../../lib/csv.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { givenName } from "../../../shared/rules/people.js";
import type { BookingLimits } from "../../config.js";
import type { MailContext } from "../email/index.js";
import { toIcs } from "./ics.js";
import * as queries from "./bookings.queries.js";
import { getMentor } from "./mentors.service.js";
import { calendarTexts, calendarUid, enqueueSessionNotices, resolveMeetingUrl, voidReminders } from "./notices.js";
import { decorateStudentBookings, parseScheduledAt } from "./sessions.service.js";
import * as sessionQueries from "./sessions.queries.js";

export { REMINDER_LEAD_MS, reminderRef, SOON_REMINDER_LEAD_MS, soonReminderRef } from "./notices.js";
export { parseScheduledAt } from "./sessions.service.js";

// Every rule about mentor bookings: a student books, lists, cancels and exports their own
// sessions; admins list every booking and set its status. Bookings may overlap (the spec allows
// it; migration 0003 dropped the exclusion constraints), so there is no slot to hold or free.
// Issue 20 limits how many upcoming sessions a student holds (in all and with one mentor) and how
// many booking mails one mentor gets a day (BookingLimits, from the settings).

export type BookingFilters = queries.BookingFilters;
type BookingRow = NonNullable<Awaited<ReturnType<typeof queries.findBooking>>>;

// A student's own bookings

/**
 * Books a session. The spec limits a booking by its body (a future time, one of the durations):
 * any existing mentor can be booked, whether or not they are available today (isAvailable is
 * display-only), and sessions may overlap. Issue 20 adds the student's allowance of upcoming
 * sessions (assertUpcomingAllowance), reserved in the booking's transaction.
 */
export async function bookMentorSession(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  userId: string,
  mentorId: string,
  input: z.output<typeof bookingBody>,
  now = new Date(),
) {
  const mentor = await getMentor(db, mentorId);
  const scheduledAt = parseScheduledAt(input.scheduledAt);
  if (scheduledAt.getTime() <= now.getTime()) {
    throw badRequest(SCHEDULED_IN_PAST_MESSAGE, [{ path: "body.scheduledAt", message: SCHEDULED_IN_PAST_MESSAGE }]);
  }
  const id = await db.transaction(async (tx) => {
    await assertUpcomingAllowance(tx, limits, userId, mentor.id, now);
    const row = await queries.insertBooking(tx, {
      userId,
      mentorId: mentor.id,
      scheduledAt,
      // The one place a session's end is computed: everything after reads the stored endsAt.
      endsAt: new Date(scheduledAt.getTime() + input.duration * 60_000),
      duration: input.duration,
      topic: input.topic || null,
      notes: input.notes || null,
      timeZone: input.timeZone ?? null,
    });
    // The notices are written with the booking, so they exist exactly when it does.
    await enqueueSessionNotices(tx, mail, limits, row.id, "booking-made", now);
    return row.id;
  });
  return getUserBooking(db, userId, id, now);
}

/**
 * Refuses (409) a booking that would give the student more upcoming sessions (scheduled, starting
 * after `now`) than the limits allow, in all or with this mentor. The student's row is locked
 * first, in the caller's transaction, so simultaneous bookings by one student count one after
 * another: each sees the sessions the ones before it committed, and no burst passes the limit.
 */
async function assertUpcomingAllowance(
  tx: Executor,
  limits: BookingLimits,
  userId: string,
  mentorId: string,
  now: Date,
) {
  await queries.lockStudent(tx, userId);
  const upcoming = await queries.countUpcoming(tx, userId, mentorId, now);
  if (upcoming.total >= limits.maxUpcoming) {
    throw conflict(
      msg("You already have {max} upcoming sessions, the most you can hold. Cancel one to book another.", {
        max: limits.maxUpcoming,
      }),
    );
  }
  if (upcoming.withMentor >= limits.maxUpcomingPerMentor) {
    throw conflict(
      msg(
        "You already have {max} upcoming sessions with this mentor, the most you can hold with one mentor. Cancel one to book another.",
        { max: limits.maxUpcomingPerMentor },
      ),
    );
  }
}

export async function listUserBookings(db: Executor, userId: string, now = new Date()) {
  return decorateStudentBookings(db, await queries.listUserBookings(db, userId), now);
}

/** The student's own booking (issue 26: with its confirmation, proposal, link and rating); 404 for another's. */
export async function getUserBooking(db: Executor, userId: string, bookingId: string, now = new Date()) {
  const booking = isUuid(bookingId) ? await queries.findUserBooking(db, userId, bookingId) : undefined;
  if (!booking) throw notFound("Booking");
  return (await decorateStudentBookings(db, [booking], now))[0]!;
}

/** A student cancels their own session before it starts; bookings may overlap, so no slot is freed. */
export async function cancelBooking(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  userId: string,
  bookingId: string,
  now = new Date(),
) {
  const booking = await getUserBooking(db, userId, bookingId);
  await db.transaction(async (tx) => {
    const cancelled = await queries.cancelUpcomingBooking(tx, userId, booking.id, now);
    if (!cancelled) {
      throw conflict(
        booking.status === "cancelled"
          ? "This session is already cancelled"
          : "Only upcoming sessions can be cancelled",
      );
    }
    await sessionQueries.supersedePending(tx, booking.id, now);
    await enqueueSessionNotices(tx, mail, limits, booking.id, "booking-cancelled", now);
  });
  return getUserBooking(db, userId, bookingId, now);
}

/**
 * The booking as a calendar file for the student's own calendar app, in the request's language. A
 * cancelled booking's says STATUS:CANCELLED with the cancellation's SEQUENCE, as its email did.
 */
export async function bookingCalendar(
  db: Executor,
  userId: string,
  bookingId: string,
  publicUrl: URL,
  locale: Locale = "en",
) {
  const booking = isUuid(bookingId) ? await queries.findUserBooking(db, userId, bookingId) : undefined;
  if (!booking) throw notFound("Booking");
  const link = resolveMeetingUrl(
    { meetingUrl: booking.sessionMeetingUrl, room: booking.room },
    booking.mentorMeetingUrl,
  );
  const sequence = await sessionQueries.findSequence(db, booking.id);
  return toIcs({
    uid: calendarUid(booking.id, publicUrl),
    sequence,
    ...(booking.status === "cancelled" ? {} : { location: link }),
    status: booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    start: booking.scheduledAt,
    // The end stored with the booking, computed once when it was made.
    end: booking.endsAt,
    ...calendarTexts(locale, booking.mentor.name, booking),
    url: booking.status === "cancelled" ? new URL("/dashboard", publicUrl).toString() : link,
  });
}

// Every booking, as admins manage them

export function listBookings(db: Executor, filters: BookingFilters, now = new Date()) {
  return queries.listBookings(db, filters, now);
}

export async function getBooking(db: Executor, id: string) {
  const booking = isUuid(id) ? await queries.findBooking(db, id) : undefined;
  if (!booking) throw notFound("Booking");
  return booking;
}

/** One booking for admins: with the outcome, the mentor's private note and the student's rating. */
export async function getBookingDetail(db: Executor, id: string) {
  const booking = await getBooking(db, id);
  const [outcome, ratings] = await Promise.all([
    queries.findBookingOutcome(db, booking.id),
    sessionQueries.listRatings(db, [booking.id]),
  ]);
  const rating = ratings[0];
  return {
    ...booking,
    confirmedAt: outcome?.confirmedAt ?? null,
    outcomeAt: outcome?.outcomeAt ?? null,
    mentorNote: outcome?.mentorNote ?? null,
    rating: rating ? { score: rating.score, comment: rating.comment, createdAt: rating.createdAt } : null,
  };
}

/**
 * Sets a booking's status. Completed and no-show are for sessions that have started. The
 * mentor's sessionCount follows the completed bookings, in the same transaction. A scheduled
 * session staff cancel sends the cancellation (and voids the reminders); one marked completed
 * or no-show needs no reminder any more. Staff reinstating a cancelled booking send nothing:
 * the app has no way to move a booking, and a reinstated one keeps no reminder. Reinstating a
 * session that has not started keeps to the student's allowance of upcoming sessions, as booking
 * does (409 beyond it).
 */
export async function setBookingStatus(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  limits: BookingLimits,
  id: string,
  status: BookingStatus,
  now = new Date(),
) {
  const parties = isUuid(id) ? await queries.findBookingParties(db, id) : undefined;
  if (!parties) throw notFound("Booking");
  const { mentorId } = parties;
  const countChanged = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      // Mentor first (its sessionCount may change), then the booking: two status changes of one
      // mentor's bookings queue on the mentor row instead of deadlocking. A reinstatement also
      // takes the student's allowance, between the two (as a booking does, before its row).
      await queries.lockMentor(tx, mentorId);
      const reinstating = status === "scheduled";
      if (reinstating) await queries.lockStudent(tx, parties.userId);
      const current = await queries.lockBooking(tx, id);
      if (!current) throw notFound("Booking");
      if (current.status === status) return false;
      if ((status === "completed" || status === "no_show") && current.scheduledAt.getTime() > now.getTime()) {
        throw conflict(FUTURE_SESSION_MESSAGE);
      }
      if (reinstating && current.scheduledAt.getTime() > now.getTime()) {
        await assertUpcomingAllowance(tx, limits, current.userId, current.mentorId, now);
      }
      await queries.updateBookingStatus(tx, id, status);
      if (status !== "scheduled") await sessionQueries.supersedePending(tx, id, now);
      if (status === "cancelled" && current.status === "scheduled") {
        await enqueueSessionNotices(tx, mail, limits, id, "booking-cancelled", now);
      } else if (status !== "scheduled") {
        await voidReminders(tx, id);
      }
      if (status === "completed" || status === "no_show") {
        await sessionQueries.updateBooking(tx, id, { outcomeAt: now });
      }
      const countChanged = status === "completed" || current.status === "completed";
      // sessionCount follows the completed sessions (computed, issue 26), in this transaction.
      if (countChanged) await sessionQueries.recomputeMentorFigures(tx, current.mentorId, now);
      return countChanged;
    }),
  );
  if (countChanged) await cache.invalidate("mentors");
  return getBooking(db, id);
}

const bookingColumns: CsvColumn<BookingRow>[] = [
  { header: "Scheduled at", value: (row) => row.scheduledAt },
  { header: "Ends at", value: (row) => row.endsAt },
  { header: "Duration (minutes)", value: (row) => row.duration },
  { header: "Status", value: (row) => row.status },
  { header: "Mentor", value: (row) => row.mentor.name },
  { header: "Student", value: (row) => givenName(row.student) },
  { header: "Student email", value: (row) => row.student.email },
  { header: "Topic", value: (row) => row.topic },
  { header: "Notes", value: (row) => row.notes },
  { header: "Booked at", value: (row) => row.createdAt },
  { header: "Booking ID", value: (row) => row.id },
  { header: "Mentor ID", value: (row) => row.mentor.id },
  { header: "Student ID", value: (row) => row.student.id },
];

export async function bookingsCsv(db: Executor, filters: BookingFilters, now = new Date()) {
  return toCsv(bookingColumns, await queries.listBookings(db, filters, now));
}
