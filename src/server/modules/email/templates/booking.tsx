import type { EmailAttachment } from "../../../../db/schema/index.js";
import type { EmailToSend } from "../email.service.js";
import { Action, Details, EmailLayout, Paragraph } from "./layout.js";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "../../../../shared/rules/locale.js";
import { personName } from "../../../../shared/rules/people.js";
import { appLink, mailTexts, recipientLocale, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

/** What every booking notice says about the session. */
export interface BookingNotice {
  booking: {
    id: string;
    scheduledAt: Date;
    duration: number;
    topic: string | null;
    notes: string | null;
    /** The student's IANA zone at booking; UTC when unknown. */
    timeZone: string | null;
  };
  /**
   * The mentor: `email` is the address staff typed; with an account (issue 26) its address and
   * language are used instead.
   */
  mentor: {
    name: string;
    email: string | null;
    userId?: string | null;
    accountEmail?: string | null;
    locale?: string | null;
  };
  student: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    /** The student's language (users.locale); null is English. */
    locale?: string | null;
  };
}

type Kind =
  | "booking-made"
  | "booking-cancelled"
  | "booking-reminder"
  | "booking-reminder-soon"
  | "booking-confirmed"
  | "booking-moved"
  | "booking-proposal"
  | "booking-proposal-declined"
  | "booking-mentor-cancelled"
  | "booking-link-changed";

/** The kinds the person may turn off (the "bookings" notice): the reminders. */
const isReminder = (kind: Kind) => kind === "booking-reminder" || kind === "booking-reminder-soon";

/** Where a booking's mail to the mentor goes: their account's address, else the one staff typed. */
export const mentorAddress = (mentor: BookingNotice["mentor"]) => mentor.accountEmail ?? mentor.email ?? null;

/**
 * "Tuesday, December 1, 2026 at 9:00 AM" in a zone (an unknown zone falls back to UTC), in a
 * locale's words ("martes, 1 de diciembre de 2026, 9:00 a.m." in Spanish).
 */
export function formatSessionTime(date: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const tag = INTL_LOCALE[locale];
  try {
    return new Intl.DateTimeFormat(tag, { dateStyle: "full", timeStyle: "short", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(tag, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(date);
  }
}

function sessionRows(
  { booking, mentor, student }: BookingNotice,
  forMentor: boolean,
  locale: Locale,
): [string, string][] {
  const t = mailTexts(locale);
  const zone = booking.timeZone || "UTC";
  const rows: [string, string][] = [forMentor ? [t("Student"), personName(student)] : [t("Mentor"), mentor.name]];
  if (zone !== "UTC")
    rows.push([t("Date and time ({zone})", { zone }), formatSessionTime(booking.scheduledAt, zone, locale)]);
  rows.push([t("Date and time (UTC)"), formatSessionTime(booking.scheduledAt, "UTC", locale)]);
  rows.push([t("Duration"), t("{duration} minutes", { duration: booking.duration })]);
  rows.push([t("Topic"), booking.topic || t("Not given")]);
  if (booking.notes) rows.push([t("Notes"), booking.notes]);
  return rows;
}

/** Each notice's texts; `other` is the other person of the session (the mentor, or the student). */
function copy(kind: Kind, locale: Locale, other: string) {
  const t = mailTexts(locale);
  switch (kind) {
    case "booking-made":
      return {
        subject: t("Mentorship session booked with {other}", { other }),
        heading: t("Your session is booked"),
        intro: t("Your mentorship session with {other} is booked. The calendar invitation is attached.", { other }),
      };
    case "booking-cancelled":
      return {
        subject: t("Mentorship session with {other} cancelled", { other }),
        heading: t("Your session is cancelled"),
        intro: t(
          "Your mentorship session with {other} has been cancelled. The attached calendar update removes it from your calendar.",
          { other },
        ),
      };
    case "booking-reminder":
      return {
        subject: t("Reminder: mentorship session with {other} tomorrow", { other }),
        heading: t("Your session is tomorrow"),
        intro: t("A reminder: your mentorship session with {other} starts in 24 hours.", { other }),
      };
    case "booking-reminder-soon":
      return {
        subject: t("Your mentorship session with {other} starts in 1 hour", { other }),
        heading: t("Your session starts soon"),
        intro: t("A reminder: your mentorship session with {other} starts in 1 hour.", { other }),
      };
    case "booking-confirmed":
      return {
        subject: t("{other} confirmed your mentorship session", { other }),
        heading: t("Your session is confirmed"),
        intro: t("{other} confirmed your mentorship session. The updated calendar invitation is attached.", { other }),
      };
    case "booking-moved":
      return {
        subject: t("Mentorship session with {other} moved", { other }),
        heading: t("Your session has a new time"),
        intro: t("Your mentorship session with {other} has a new time. The updated calendar invitation is attached.", {
          other,
        }),
      };
    case "booking-proposal":
      return {
        subject: t("{other} proposes another time for your session", { other }),
        heading: t("A new time is proposed"),
        intro: t("{other} proposes another time for your mentorship session. Accept it or decline it below.", {
          other,
        }),
      };
    case "booking-proposal-declined":
      return {
        subject: t("{other} declined the time you proposed", { other }),
        heading: t("Your proposal was declined"),
        intro: t("{other} declined the time you proposed; the session stays at its time.", { other }),
      };
    case "booking-link-changed":
      return {
        subject: t("New meeting link for your session with {other}", { other }),
        heading: t("Your session has a new meeting link"),
        intro: t(
          "{other} changed the meeting link of your mentorship session. The updated calendar invitation is attached.",
          { other },
        ),
      };
    case "booking-mentor-cancelled":
      return {
        subject: t("Mentorship session with {other} cancelled", { other }),
        heading: t("Your session is cancelled"),
        intro: t(
          "{other} cancelled your mentorship session. The attached calendar update removes it from your calendar.",
          {
            other,
          },
        ),
      };
  }
}

/** What a session's email adds: the meeting link, the mentor's message, a proposal's time and answer links. */
export interface SessionExtra {
  calendar?: (locale: Locale, forMentor: boolean) => EmailAttachment;
  sendAfter?: Date;
  ref?: string;
  /** Per recipient, so one person's reminder is kept once: suffixed with ":student" or ":mentor". */
  dedupeKey?: string;
  /** Who gets it (both by default). */
  to?: "both" | "student" | "mentor";
  meetingUrl?: string;
  message?: string | null;
  proposal?: { scheduledAt: Date; duration: number; acceptUrl: string; declineUrl: string };
}

/**
 * One booking notice for the student and, when the mentor has an address (their account's, else
 * the one staff typed), for the mentor; `extra.to` narrows it to one side. Confirmations,
 * cancellations, moves and proposals are transactional (issue 23): always sent, without
 * List-Unsubscribe, so a cancellation always withdraws the calendar event. The reminders are the
 * optional "bookings" notice (each person's own choice, when they have an account) and their
 * unsubscribe stops that notice only. Each copy is in its reader's language (a mentor without an
 * account reads English). The calendar file is made per language and reader
 * (`calendar(locale, forMentor)`), so each copy's invitation reads as its email does and names the other person.
 */
export async function bookingEmails(
  ctx: MailContext,
  kind: Kind,
  notice: BookingNotice,
  extra: SessionExtra = {},
): Promise<EmailToSend[]> {
  const reminder = isReminder(kind);
  const common = {
    kind,
    ...(extra.sendAfter ? { sendAfter: extra.sendAfter } : {}),
    ...(extra.ref ? { ref: extra.ref } : {}),
  };
  const attach = (locale: Locale, forMentor: boolean) =>
    extra.calendar ? { attachments: [extra.calendar(locale, forMentor)] } : {};
  const body = (locale: Locale, forMentor: boolean, intro: string) => {
    const t = mailTexts(locale);
    const zone = forMentor ? null : notice.booking.timeZone;
    return (
      <>
        <Paragraph>{intro}</Paragraph>
        {extra.message ? <Paragraph>{t("Message: {message}", { message: extra.message })}</Paragraph> : null}
        <Details rows={sessionRows(notice, forMentor, locale)} />
        {extra.proposal ? (
          <>
            <Details
              rows={[
                ...(zone && zone !== "UTC"
                  ? [
                      [
                        t("Proposed time ({zone})", { zone }),
                        formatSessionTime(extra.proposal.scheduledAt, zone, locale),
                      ] as [string, string],
                    ]
                  : []),
                [t("Proposed time (UTC)"), formatSessionTime(extra.proposal.scheduledAt, "UTC", locale)],
                [t("Duration"), t("{duration} minutes", { duration: extra.proposal.duration })],
              ]}
            />
            <Action href={extra.proposal.acceptUrl}>{t("Accept the new time")}</Action>
            <Action href={extra.proposal.declineUrl}>{t("Decline the new time")}</Action>
          </>
        ) : null}
        {extra.meetingUrl ? (
          <Paragraph>
            {t("Meeting link (opens 15 minutes before the start): {url}", { url: extra.meetingUrl })}
          </Paragraph>
        ) : null}
      </>
    );
  };
  const messages: Promise<EmailToSend>[] = [];
  if (extra.to !== "mentor") {
    const studentLocale = recipientLocale(notice.student);
    const unsubscribe = reminder
      ? unsubscribeLinks(ctx, { list: "notices", userId: notice.student.id, notice: "bookings" })
      : undefined;
    const t = mailTexts(studentLocale);
    const text = copy(kind, studentLocale, notice.mentor.name);
    messages.push(
      renderEmail({
        ...common,
        ...(extra.dedupeKey ? { dedupeKey: `${extra.dedupeKey}:student` } : {}),
        ...attach(studentLocale, false),
        category: reminder ? ("notice" as const) : ("account" as const),
        to: notice.student.email,
        userId: notice.student.id,
        ...(unsubscribe ? { unsubscribe } : {}),
        subject: text.subject,
        element: (
          <EmailLayout
            locale={studentLocale}
            preview={text.intro}
            heading={text.heading}
            footer={{
              reason: t("You get this email because you booked a mentorship session at Trade Skills Academy."),
              ...(unsubscribe ? { unsubscribeUrl: unsubscribe.page } : {}),
              contactEmail: ctx.contactEmail,
            }}
          >
            {body(studentLocale, false, text.intro)}
            {extra.proposal ? null : <Action href={appLink(ctx, "/dashboard")}>{t("See your sessions")}</Action>}
          </EmailLayout>
        ),
      }),
    );
  }
  const address = mentorAddress(notice.mentor);
  if (address && extra.to !== "student") {
    const mentorLocale = notice.mentor.accountEmail ? recipientLocale(notice.mentor) : DEFAULT_LOCALE;
    const mentorUserId = notice.mentor.accountEmail ? (notice.mentor.userId ?? undefined) : undefined;
    const unsubscribe =
      reminder && mentorUserId
        ? unsubscribeLinks(ctx, { list: "notices", userId: mentorUserId, notice: "bookings" })
        : undefined;
    const forMentor = copy(kind, mentorLocale, personName(notice.student));
    messages.push(
      renderEmail({
        ...common,
        ...(extra.dedupeKey ? { dedupeKey: `${extra.dedupeKey}:mentor` } : {}),
        ...attach(mentorLocale, true),
        category: reminder ? ("notice" as const) : ("account" as const),
        to: address,
        ...(mentorUserId ? { userId: mentorUserId } : {}),
        ...(unsubscribe ? { unsubscribe } : {}),
        subject: forMentor.subject,
        element: (
          <EmailLayout
            locale={mentorLocale}
            preview={forMentor.intro}
            heading={forMentor.heading}
            footer={{
              reason: mailTexts(mentorLocale)(
                "You get this email because you mentor at Trade Skills Academy and this session was booked with you.",
              ),
              ...(unsubscribe ? { unsubscribeUrl: unsubscribe.page } : {}),
              contactEmail: ctx.contactEmail,
            }}
          >
            {body(mentorLocale, true, forMentor.intro)}
            {mentorUserId ? (
              <Action href={appLink(ctx, "/mentor")}>{mailTexts(mentorLocale)("See your sessions")}</Action>
            ) : null}
          </EmailLayout>
        ),
      }),
    );
  }
  return Promise.all(messages);
}
