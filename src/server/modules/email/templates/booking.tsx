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
  mentor: { name: string; email: string | null };
  student: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    /** The student's language (users.locale); null is English. */
    locale?: string | null;
  };
}

type Kind = "booking-made" | "booking-cancelled" | "booking-reminder";

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
  }
}

/**
 * One booking notice for the student and, when the mentor has an email address, for the mentor.
 * The student's confirmation and cancellation are transactional (issue 23): always sent, without
 * List-Unsubscribe, so a cancellation always withdraws the calendar event. The student's reminder
 * is the optional "bookings" notice and its unsubscribe stops that notice only. The mentor's copy
 * is a working message to staff-managed addresses and carries none. The student's copy is in the student's
 * language; the mentor's in English (a mentor is no account, so has no language of their own).
 * The calendar file is made per language and reader (`calendar(locale, forMentor)`), so each
 * copy's invitation reads as its email does and names the other person.
 */
export async function bookingEmails(
  ctx: MailContext,
  kind: Kind,
  notice: BookingNotice,
  extra: {
    calendar?: (locale: Locale, forMentor: boolean) => EmailAttachment;
    sendAfter?: Date;
    ref?: string;
  } = {},
): Promise<EmailToSend[]> {
  const studentLocale = recipientLocale(notice.student);
  const mentorLocale = DEFAULT_LOCALE;
  const isNotice = kind === "booking-reminder";
  const unsubscribe = isNotice
    ? unsubscribeLinks(ctx, { list: "notices", userId: notice.student.id, notice: "bookings" })
    : undefined;
  const common = {
    kind,
    ...(extra.sendAfter ? { sendAfter: extra.sendAfter } : {}),
    ...(extra.ref ? { ref: extra.ref } : {}),
  };
  const attach = (locale: Locale, forMentor: boolean) =>
    extra.calendar ? { attachments: [extra.calendar(locale, forMentor)] } : {};
  const t = mailTexts(studentLocale);
  const text = copy(kind, studentLocale, notice.mentor.name);
  const messages = [
    renderEmail({
      ...common,
      ...attach(studentLocale, false),
      category: isNotice ? ("notice" as const) : ("account" as const),
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
          <Paragraph>{text.intro}</Paragraph>
          <Details rows={sessionRows(notice, false, studentLocale)} />
          <Action href={appLink(ctx, "/dashboard")}>{t("See your sessions")}</Action>
        </EmailLayout>
      ),
    }),
  ];
  if (notice.mentor.email) {
    const forMentor = copy(kind, mentorLocale, personName(notice.student));
    messages.push(
      renderEmail({
        ...common,
        ...attach(mentorLocale, true),
        category: isNotice ? ("notice" as const) : ("account" as const),
        to: notice.mentor.email,
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
              contactEmail: ctx.contactEmail,
            }}
          >
            <Paragraph>{forMentor.intro}</Paragraph>
            <Details rows={sessionRows(notice, true, mentorLocale)} />
          </EmailLayout>
        ),
      }),
    );
  }
  return Promise.all(messages);
}
