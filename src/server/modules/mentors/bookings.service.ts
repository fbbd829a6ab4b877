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
import { givenName, personName } from "../../../shared/rules/people.js";
import { serverText } from "../../i18n/catalog.js";
import type { BookingLimits } from "../../config.js";
import {
  bookingEmails,
  enqueueEmail,
  mentorMailCapEmail,
  voidPendingEmails,
  type EmailToSend,
  type MailContext,
} from "../email/index.js";
import { icsContentType, toIcs } from "./ics.js";
import * as queries from "./bookings.queries.js";
import { getMentor } from "./mentors.service.js";

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
    await enqueueBookingNotices(tx, mail, limits, row.id, "booking-made", now);
    return row.id;
  });
  return (await queries.findUserBooking(db, userId, id))!;
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

/** A reminder goes this long before a session; a session booked closer than this gets none. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** The outbox ref of a booking's reminders (student's and mentor's), to void them together. */
export const reminderRef = (bookingId: string) => `booking:${bookingId}:reminder`;

/**
 * The event's SEQUENCE by the booking's state: 0 as booked, 1 once cancelled (the mailed CANCEL and
 * the download agree, so a calendar that imported either keeps the newer).
 */
const calendarSequence = (status: string) => (status === "cancelled" ? 1 : 0);

/** The calendar invitation's UID: the same for the invitation, its cancellation and the download. */
const calendarUid = (bookingId: string, publicUrl: URL) => `${bookingId}@${publicUrl.host}`;

/**
 * The calendar event's title and description, in a locale (the topic and notes as written). The
 * title names the other person: the mentor in the student's calendar, the student's first name
 * in the mentor's (`student`).
 */
function calendarTexts(
  locale: Locale,
  mentorName: string,
  booking: { topic: string | null; notes: string | null },
  student?: { firstName: string | null; lastName: string | null; email: string },
): { summary: string; description: string } {
  return {
    summary: student
      ? serverText(locale, "Mentorship session with {student}", {
          student: student.firstName?.trim() || personName(student),
        })
      : serverText(locale, "Mentorship session with {mentor}", { mentor: mentorName }),
    description: [booking.topic && serverText(locale, "Topic: {topic}", { topic: booking.topic }), booking.notes]
      .filter(Boolean)
      .join("\n"),
  };
}

/**
 * The booking's emails for an event, in the caller's transaction. "booking-made" also schedules
 * the reminders 24 h ahead (none when the session is closer than that); "booking-cancelled"
 * voids the pending reminders first. The invitation's SEQUENCE is 0, its cancellation's 1, so
 * calendar apps apply the cancellation to the event they hold (same UID). Each email's
 * invitation is in that email's language.
 */
async function enqueueBookingNotices(
  tx: Executor,
  mail: MailContext,
  limits: BookingLimits,
  bookingId: string,
  kind: "booking-made" | "booking-cancelled",
  now: Date,
) {
  const notice = await queries.findBookingNotice(tx, bookingId);
  if (!notice) return;
  const { booking } = notice;
  const method = kind === "booking-made" ? "REQUEST" : "CANCEL";
  const calendar = (locale: Locale, forMentor: boolean) => ({
    filename: method === "REQUEST" ? "invite.ics" : "cancel.ics",
    contentType: icsContentType(method),
    content: toIcs({
      ...calendarTexts(locale, notice.mentor.name, booking, forMentor ? notice.student : undefined),
      uid: calendarUid(booking.id, mail.publicUrl),
      method,
      sequence: calendarSequence(method === "REQUEST" ? "confirmed" : "cancelled"),
      stamp: now,
      start: booking.scheduledAt,
      end: booking.endsAt,
      url: new URL("/dashboard", mail.publicUrl).toString(),
      organizer: { name: "Trade Skills Academy", email: mail.contactEmail },
      attendees: [
        {
          name: personName(notice.student),
          email: notice.student.email,
        },
        ...(notice.mentor.email ? [{ name: notice.mentor.name, email: notice.mentor.email }] : []),
      ],
    }),
  });
  if (kind === "booking-cancelled") await voidPendingEmails(tx, reminderRef(booking.id));
  const messages = await bookingEmails(mail, kind, notice, { calendar });
  const remindAt = new Date(booking.scheduledAt.getTime() - REMINDER_LEAD_MS);
  if (kind === "booking-made" && remindAt.getTime() > now.getTime()) {
    messages.push(
      ...(await bookingEmails(mail, "booking-reminder", notice, { sendAfter: remindAt, ref: reminderRef(booking.id) })),
    );
  }
  for (const message of messages) {
    const toMentor = !message.userId && message.to === notice.mentor.email;
    if (!toMentor || (await mayMailMentor(tx, mail, limits, notice.mentor, message, now))) {
      await enqueueEmail(tx, message);
    }
  }
}

/**
 * Whether a booking mail may go to the mentor: at most mentorDailyMailCap a day (the UTC day it
 * is sent on: today for a notice, the reminder's day for a reminder), counted atomically in the
 * caller's transaction. The one mail past the cap alerts the admins instead (without admins, the
 * contact address), once per mentor and day; later ones of that day are dropped quietly. The
 * student's own copies are never capped.
 */
async function mayMailMentor(
  tx: Executor,
  mail: MailContext,
  limits: BookingLimits,
  mentor: { id: string; name: string },
  message: EmailToSend,
  now: Date,
) {
  const cap = limits.mentorDailyMailCap;
  const day = (message.sendAfter ?? now).toISOString().slice(0, 10);
  const place = await queries.countMentorMail(tx, mentor.id, day, cap);
  if (place !== undefined && place <= cap) return true;
  if (place === cap + 1) {
    const admins = await queries.listAdmins(tx);
    const recipients = admins.length > 0 ? admins : [{ email: mail.contactEmail }];
    for (const recipient of recipients) {
      await enqueueEmail(tx, await mentorMailCapEmail(mail, { recipient, mentor, day, cap }));
    }
  }
  return false;
}

/**
 * The booking body's ISO date-time (validated by bookingBody: "Z", "±HH:MM" or no zone at all).
 * One without a zone is UTC: "Z" is appended, so the server's own zone never matters.
 */
export function parseScheduledAt(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

export const listUserBookings = (db: Executor, userId: string) => queries.listUserBookings(db, userId);

export async function getUserBooking(db: Executor, userId: string, bookingId: string) {
  const booking = isUuid(bookingId) ? await queries.findUserBooking(db, userId, bookingId) : undefined;
  if (!booking) throw notFound("Booking");
  return booking;
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
    await enqueueBookingNotices(tx, mail, limits, booking.id, "booking-cancelled", now);
  });
  return getUserBooking(db, userId, bookingId);
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
  const booking = await getUserBooking(db, userId, bookingId);
  return toIcs({
    uid: calendarUid(booking.id, publicUrl),
    sequence: calendarSequence(booking.status),
    status: booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    start: booking.scheduledAt,
    // The end stored with the booking, computed once when it was made.
    end: booking.endsAt,
    ...calendarTexts(locale, booking.mentor.name, booking),
    url: new URL("/dashboard", publicUrl).toString(),
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
      if (status === "cancelled" && current.status === "scheduled") {
        await enqueueBookingNotices(tx, mail, limits, id, "booking-cancelled", now);
      } else if (status !== "scheduled") {
        await voidPendingEmails(tx, reminderRef(id));
      }
      const delta = Number(status === "completed") - Number(current.status === "completed");
      if (delta !== 0) await queries.addToSessionCount(tx, current.mentorId, delta, now);
      return delta !== 0;
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
