import type { Executor } from "../../../db/types.js";
import { LINK_LEAD_MS } from "../../../shared/contracts/mentor-sessions.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { personName } from "../../../shared/rules/people.js";
import type { BookingLimits } from "../../config.js";
import { serverText } from "../../i18n/catalog.js";
import {
  bookingEmails,
  enqueueEmail,
  formatSessionTime,
  isOptedOut,
  mentorMailCapEmail,
  voidPendingEmails,
  type EmailToSend,
  type MailContext,
  type SessionExtra,
} from "../email/index.js";
import { canPush, queuePush, voidPendingPushes } from "../push/index.js";
import { icsContentType, toIcs } from "./ics.js";
import * as bookingQueries from "./bookings.queries.js";
import * as queries from "./sessions.queries.js";

/*
 * A session's emails, calendar updates and reminders (issues 19, 20, 23, 26), written in the
 * transaction of the change that causes them. Every change raises the booking's ics_sequence
 * before its notice, so each .ics carries the same UID and a higher SEQUENCE than the last.
 */

/** The 24-hour reminder goes this long before a session; a session booked closer gets none. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** The second reminder (push, else email) goes this long before. */
export const SOON_REMINDER_LEAD_MS = 60 * 60 * 1000;

/** The outbox ref of a booking's 24-hour reminders (both people's). */
export const reminderRef = (bookingId: string) => `booking:${bookingId}:reminder`;
/** The outbox ref of a booking's 1-hour reminders (both people's, push and email). */
export const soonReminderRef = (bookingId: string) => `booking:${bookingId}:reminder-1h`;

/** The calendar invitation's UID: the same for the invitation, its updates, its cancellation and the download. */
export const calendarUid = (bookingId: string, publicUrl: URL) => `${bookingId}@${publicUrl.host}`;

/** The session's meeting link: the session's own, else the mentor's, else its Jitsi room. */
export const resolveMeetingUrl = (booking: { meetingUrl: string | null; room: string }, mentorUrl: string | null) =>
  booking.meetingUrl ?? mentorUrl ?? `https://meet.jit.si/${booking.room}`;

/** The link as a response shows it: only from 15 minutes before the start until the end. */
export function linkWindow(
  booking: { meetingUrl: string | null; room: string; scheduledAt: Date; endsAt: Date; status: string },
  mentorUrl: string | null,
  now: Date,
) {
  const linkOpensAt = new Date(booking.scheduledAt.getTime() - LINK_LEAD_MS);
  const open =
    booking.status !== "cancelled" &&
    now.getTime() >= linkOpensAt.getTime() &&
    now.getTime() < booking.endsAt.getTime();
  return { meetingUrl: open ? resolveMeetingUrl(booking, mentorUrl) : null, linkOpensAt };
}

/**
 * The calendar event's title and description, in a locale (the topic and notes as written). The
 * title names the other person: the mentor in the student's calendar, the student's first name
 * in the mentor's (`student`).
 */
export function calendarTexts(
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

export type SessionKind =
  | "booking-made"
  | "booking-cancelled"
  | "booking-confirmed"
  | "booking-moved"
  | "booking-proposal"
  | "booking-proposal-declined"
  | "booking-mentor-cancelled"
  | "booking-link-changed";

/** Whose the notice is: the other side of the one who acted. */
const audienceOf: Record<SessionKind, "both" | "student" | "mentor"> = {
  "booking-made": "both",
  "booking-cancelled": "both",
  "booking-confirmed": "student",
  "booking-moved": "both",
  "booking-proposal": "student",
  "booking-proposal-declined": "mentor",
  "booking-mentor-cancelled": "both",
  "booking-link-changed": "student",
};

const calendarMethod = (kind: SessionKind): "REQUEST" | "CANCEL" | undefined => {
  if (kind === "booking-cancelled" || kind === "booking-mentor-cancelled") return "CANCEL";
  if (
    kind === "booking-made" ||
    kind === "booking-confirmed" ||
    kind === "booking-moved" ||
    kind === "booking-link-changed"
  )
    return "REQUEST";
  return undefined;
};

/**
 * The booking's notice for a change, in the caller's transaction, after the change (the booking
 * row as it now stands, its sequence already raised): the email to the other side with the .ics
 * (REQUEST for a booking, confirmation or move, CANCEL for a cancellation), then the reminders
 * rescheduled (voided for a cancellation). Each email's invitation is in that email's language.
 */
export async function enqueueSessionNotices(
  tx: Executor,
  mail: MailContext,
  limits: BookingLimits,
  bookingId: string,
  kind: SessionKind,
  now: Date,
  extra: Pick<SessionExtra, "message" | "proposal"> = {},
) {
  const notice = await queries.findSessionNotice(tx, bookingId);
  if (!notice) return;
  const { booking } = notice;
  const method = calendarMethod(kind);
  const link = resolveMeetingUrl(booking, notice.mentor.meetingUrl);
  const calendar = method
    ? (locale: Locale, forMentor: boolean) => ({
        filename: method === "REQUEST" ? "invite.ics" : "cancel.ics",
        contentType: icsContentType(method),
        content: toIcs({
          ...calendarTexts(locale, notice.mentor.name, booking, forMentor ? notice.student : undefined),
          uid: calendarUid(booking.id, mail.publicUrl),
          method,
          sequence: booking.icsSequence,
          stamp: now,
          start: booking.scheduledAt,
          end: booking.endsAt,
          url: method === "REQUEST" ? link : new URL("/dashboard", mail.publicUrl).toString(),
          ...(method === "REQUEST" ? { location: link } : {}),
          organizer: { name: "Trade Skills Academy", email: mail.contactEmail },
          attendees: [
            { name: personName(notice.student), email: notice.student.email },
            ...(mentorAddressOf(notice.mentor)
              ? [{ name: notice.mentor.name, email: mentorAddressOf(notice.mentor)! }]
              : []),
          ],
        }),
      })
    : undefined;
  const messages = await bookingEmails(mail, kind, notice, {
    to: audienceOf[kind],
    ...(calendar ? { calendar } : {}),
    ...(method === "REQUEST" ? { meetingUrl: link } : {}),
    ...(extra.message ? { message: extra.message } : {}),
    ...(extra.proposal ? { proposal: extra.proposal } : {}),
  });
  await enqueueMessages(tx, mail, limits, notice.mentor, messages, now);
  if (method === "CANCEL") await voidReminders(tx, booking.id);
  else if (kind === "booking-made" || kind === "booking-moved") await scheduleReminders(tx, mail, limits, notice, now);
}

const mentorAddressOf = (mentor: { accountEmail: string | null; email: string | null }) =>
  mentor.accountEmail ?? mentor.email;

type SessionNotice = NonNullable<Awaited<ReturnType<typeof queries.findSessionNotice>>>;

/** Voids both people's pending reminders of a booking, of both kinds (emails and pushes). */
export async function voidReminders(tx: Executor, bookingId: string) {
  for (const ref of [reminderRef(bookingId), soonReminderRef(bookingId)]) {
    await voidPendingEmails(tx, ref);
    await voidPendingPushes(tx, ref);
  }
}

/**
 * Whether a due email is a 1-hour reminder whose person can take a push now: the push queued
 * with it goes instead, and the email is not sent. Asked by the email worker at send time, so
 * someone who allowed notifications after booking gets the push alone, and someone who withdrew
 * them gets the email.
 */
export async function remindedByPush(db: Executor, row: { kind: string; userId: string | null; ref: string | null }) {
  if (row.kind !== "booking-reminder-soon" || row.userId === null || row.ref === null) return false;
  // A push that no device took (an expired subscription, a service down for good): the email goes.
  if (await queries.pushEndedUndelivered(db, row.ref, row.userId)) return false;
  return canPush(db, row.userId);
}

/**
 * When a push ends with no device taking it: for a 1-hour reminder, the email held back for it
 * goes after all (the push worker calls this; the email worker then finds the push undelivered).
 */
export async function remindByEmailInstead(db: Executor, push: { ref: string | null; userId: string }) {
  const bookingId = push.ref && /^booking:([0-9a-f-]{36}):reminder-1h$/.exec(push.ref)?.[1];
  if (bookingId) await queries.reviveSoonReminderEmail(db, push.ref!, bookingId, push.userId);
}

/**
 * The session's reminders, from its current time: the 24-hour email to both people, and 1 hour
 * before, for each person, an email and (for a person with an account) a push. Which of the two
 * goes is decided when they fall due: the email worker holds the email back for a person who has
 * a live push subscription then (remindedByPush), and a push finds no subscription otherwise.
 * Earlier reminders of the booking are voided first; each email is kept once per booking, kind,
 * person and start time (its dedupe key), so scheduling twice for the same time adds nothing.
 * A person who turned the "bookings" notice off gets neither (the outbox drops their emails).
 * Every reminder email to the mentor counts toward their daily mail cap, the 1-hour one too: a
 * flood of bookings would otherwise flood them with those.
 */
export async function scheduleReminders(
  tx: Executor,
  mail: MailContext,
  limits: BookingLimits,
  notice: SessionNotice,
  now: Date,
) {
  const { booking } = notice;
  await voidReminders(tx, booking.id);
  const ref = reminderRef(booking.id);
  const link = resolveMeetingUrl(booking, notice.mentor.meetingUrl);
  const at = booking.scheduledAt.toISOString();
  const messages: EmailToSend[] = [];
  const dayBefore = new Date(booking.scheduledAt.getTime() - REMINDER_LEAD_MS);
  if (dayBefore.getTime() > now.getTime()) {
    messages.push(
      ...(await bookingEmails(mail, "booking-reminder", notice, {
        sendAfter: dayBefore,
        ref,
        dedupeKey: `${ref}:24h:${at}`,
        meetingUrl: link,
      })),
    );
  }
  const hourBefore = new Date(booking.scheduledAt.getTime() - SOON_REMINDER_LEAD_MS);
  if (hourBefore.getTime() > now.getTime()) {
    const soonRef = soonReminderRef(booking.id);
    const people: { side: "student" | "mentor"; userId: string | null; locale: string | null; other: string }[] = [
      {
        side: "student",
        userId: notice.student.id,
        locale: notice.student.locale,
        other: notice.mentor.name,
      },
      {
        side: "mentor",
        userId: notice.mentor.userId,
        locale: notice.mentor.locale,
        other: notice.student.firstName?.trim() || personName(notice.student),
      },
    ];
    for (const person of people) {
      if (person.userId && !(await isOptedOut(tx, person.userId, "booking-reminder-soon"))) {
        const locale = person.locale === "es" ? "es" : "en";
        const zone = person.side === "student" ? booking.timeZone || "UTC" : notice.mentor.timeZone;
        await queuePush(tx, {
          userId: person.userId,
          ref: soonRef,
          sendAfter: hourBefore,
          ttlSeconds: 3600,
          payload: {
            title: serverText(locale, "Mentorship session in 1 hour"),
            body: serverText(locale, "Your session with {other} starts at {time}.", {
              other: person.other,
              time: formatSessionTime(booking.scheduledAt, zone, locale),
            }),
            url: person.side === "student" ? "/dashboard" : "/mentor",
            tag: `booking:${booking.id}`,
          },
        });
      }
      messages.push(
        ...(await bookingEmails(mail, "booking-reminder-soon", notice, {
          to: person.side,
          sendAfter: hourBefore,
          ref: soonRef,
          dedupeKey: `${soonRef}:${at}`,
          meetingUrl: link,
        })),
      );
    }
  }
  await enqueueMessages(tx, mail, limits, notice.mentor, messages, now);
}

async function enqueueMessages(
  tx: Executor,
  mail: MailContext,
  limits: BookingLimits,
  mentor: SessionNotice["mentor"],
  messages: EmailToSend[],
  now: Date,
) {
  const address = mentorAddressOf(mentor);
  for (const message of messages) {
    const toMentor = address !== null && message.to === address;
    if (!toMentor || (await mayMailMentor(tx, mail, limits, mentor, message, now))) {
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
  const place = await bookingQueries.countMentorMail(tx, mentor.id, day, cap);
  if (place !== undefined && place <= cap) return true;
  if (place === cap + 1) {
    const admins = await bookingQueries.listAdmins(tx);
    const recipients = admins.length > 0 ? admins : [{ email: mail.contactEmail }];
    for (const recipient of recipients) {
      await enqueueEmail(tx, await mentorMailCapEmail(mail, { recipient, mentor, day, cap }));
    }
  }
  return false;
}
