import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";

/**
 * To an admin, once per mentor and day: the mentor's booking mails for that day (UTC) reached
 * MENTOR_DAILY_MAIL_CAP, so the mentor gets no more of them that day. In the admin's language.
 * Without a stored admin (`recipient.id` absent), it goes to the academy's contact address.
 */
export function mentorMailCapEmail(
  ctx: MailContext,
  data: {
    recipient: { id?: string; email: string; locale?: string | null };
    mentor: { id: string; name: string };
    day: string;
    cap: number;
  },
) {
  const locale = recipientLocale(data.recipient);
  const t = mailTexts(locale);
  const values = { mentor: data.mentor.name, day: data.day, cap: data.cap };
  return renderEmail({
    to: data.recipient.email,
    kind: "mentor-mail-cap",
    category: "account",
    ...(data.recipient.id ? { userId: data.recipient.id } : {}),
    dedupeKey: `mentor-mail-cap:${data.mentor.id}:${data.day}:${data.recipient.id ?? "contact"}`,
    subject: t("Booking emails to {mentor} paused for {day}", values),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("{mentor} reached the limit of {cap} booking emails for {day} (UTC).", values)}
        heading={t("A mentor's booking emails reached the daily limit")}
        footer={{
          reason: t("You get this email because you are an admin at Trade Skills Academy."),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t(
            "{mentor} has had {cap} booking emails (new sessions, cancellations and reminders) for {day} (UTC). The mentor gets no more booking emails for that day; the bookings themselves are kept, and students still get their own emails.",
            values,
          )}
        </Paragraph>
        <Paragraph>
          {t("Many bookings in one day may be one student flooding the mentor's inbox. Check the bookings.")}
        </Paragraph>
        <Action href={appLink(ctx, "/admin/bookings")}>{t("Open the bookings")}</Action>
      </EmailLayout>
    ),
  });
}
