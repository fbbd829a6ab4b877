import type { EmailAttachment } from "../../../../db/schema/index.js";
import type { EmailToSend } from "../email.service.js";
import { Action, Details, EmailLayout, Paragraph } from "./layout.js";
import { appLink, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

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
  student: { id: string; email: string; firstName: string | null; lastName: string | null };
}

type Kind = "booking-made" | "booking-cancelled" | "booking-reminder";

/** "Tuesday, December 1, 2026 at 9:00 AM" in a zone (an unknown zone falls back to UTC). */
export function formatSessionTime(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(date);
  }
}

const studentName = (student: BookingNotice["student"]) =>
  [student.firstName, student.lastName].filter(Boolean).join(" ").trim() || student.email;

function sessionRows({ booking, mentor, student }: BookingNotice, forMentor: boolean): [string, string][] {
  const zone = booking.timeZone || "UTC";
  const rows: [string, string][] = [forMentor ? ["Student", studentName(student)] : ["Mentor", mentor.name]];
  if (zone !== "UTC") rows.push([`Date and time (${zone})`, formatSessionTime(booking.scheduledAt, zone)]);
  rows.push(["Date and time (UTC)", formatSessionTime(booking.scheduledAt, "UTC")]);
  rows.push(["Duration", `${booking.duration} minutes`]);
  rows.push(["Topic", booking.topic || "Not given"]);
  if (booking.notes) rows.push(["Notes", booking.notes]);
  return rows;
}

const copy: Record<Kind, { subject: (other: string) => string; heading: string; intro: (other: string) => string }> = {
  "booking-made": {
    subject: (other) => `Mentorship session booked with ${other}`,
    heading: "Your session is booked",
    intro: (other) => `Your mentorship session with ${other} is booked. The calendar invitation is attached.`,
  },
  "booking-cancelled": {
    subject: (other) => `Mentorship session with ${other} cancelled`,
    heading: "Your session is cancelled",
    intro: (other) =>
      `Your mentorship session with ${other} has been cancelled. The attached calendar update removes it from your calendar.`,
  },
  "booking-reminder": {
    subject: (other) => `Reminder: mentorship session with ${other} tomorrow`,
    heading: "Your session is tomorrow",
    intro: (other) => `A reminder: your mentorship session with ${other} starts in 24 hours.`,
  },
};

/**
 * One booking notice for the student and, when the mentor has an email address, for the mentor.
 * The student's copy honours their choices (userId, unsubscribe link); the mentor's is a working
 * message to staff-managed addresses and carries none.
 */
export async function bookingEmails(
  ctx: MailContext,
  kind: Kind,
  notice: BookingNotice,
  extra: { attachment?: EmailAttachment; sendAfter?: Date; ref?: string } = {},
): Promise<EmailToSend[]> {
  const text = copy[kind];
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: notice.student.id });
  const common = {
    kind,
    category: "notice" as const,
    ...(extra.attachment ? { attachments: [extra.attachment] } : {}),
    ...(extra.sendAfter ? { sendAfter: extra.sendAfter } : {}),
    ...(extra.ref ? { ref: extra.ref } : {}),
  };
  const messages = [
    renderEmail({
      ...common,
      to: notice.student.email,
      userId: notice.student.id,
      unsubscribe,
      subject: text.subject(notice.mentor.name),
      element: (
        <EmailLayout
          preview={text.intro(notice.mentor.name)}
          heading={text.heading}
          footer={{
            reason: "You get this email because you booked a mentorship session at Trade Skills Academy.",
            unsubscribeUrl: unsubscribe.page,
            contactEmail: ctx.contactEmail,
          }}
        >
          <Paragraph>{text.intro(notice.mentor.name)}</Paragraph>
          <Details rows={sessionRows(notice, false)} />
          <Action href={appLink(ctx, "/dashboard")}>See your sessions</Action>
        </EmailLayout>
      ),
    }),
  ];
  if (notice.mentor.email) {
    const student = studentName(notice.student);
    messages.push(
      renderEmail({
        ...common,
        to: notice.mentor.email,
        subject: text.subject(student),
        element: (
          <EmailLayout
            preview={text.intro(student)}
            heading={text.heading}
            footer={{
              reason:
                "You get this email because you mentor at Trade Skills Academy and this session was booked with you.",
              contactEmail: ctx.contactEmail,
            }}
          >
            <Paragraph>{text.intro(student)}</Paragraph>
            <Details rows={sessionRows(notice, true)} />
          </EmailLayout>
        ),
      }),
    );
  }
  return Promise.all(messages);
}
