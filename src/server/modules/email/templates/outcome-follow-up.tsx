import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, recipientLocale, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

/**
 * An outcome follow-up (issue 24): 6 or 12 months after a certificate, one email with a link to a
 * short form that opens without signing in. The link carries a one-time token (kept hashed) and
 * works for `linkDays` days. An optional notice ("followUps"): it honours the student's choice and
 * carries List-Unsubscribe.
 */
export function outcomeFollowUpEmail(
  ctx: MailContext,
  data: {
    student: { id: string; email: string; firstName: string | null; locale?: string | null };
    followUpId: string;
    token: string;
    courseTitle: string;
    months: number;
    linkDays: number;
  },
) {
  const locale = recipientLocale(data.student);
  const t = mailTexts(locale);
  const course = data.courseTitle;
  const name = data.student.firstName?.trim();
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.student.id, notice: "followUps" });
  const link = appLink(ctx, `/outcomes/${data.followUpId}?token=${encodeURIComponent(data.token)}`);
  return renderEmail({
    to: data.student.email,
    kind: "outcome-follow-up",
    category: "notice",
    userId: data.student.id,
    dedupeKey: `follow-up:${data.followUpId}`,
    unsubscribe,
    subject: t("How are things going since {course}?", { course }),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("Five short questions about work and study since you finished {course}.", { course })}
        heading={t("How are things going since {course}?", { course })}
        footer={{
          reason: t("You get this email because you finished a course at Trade Skills Academy."),
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>{name ? t("Hello {name},", { name }) : t("Hello there,")}</Paragraph>
        <Paragraph>
          {t(
            "You finished {course} {months} months ago. Would you tell us whether you are working or studying now? It takes a minute, and it helps the academy keep its courses free.",
            { course, months: data.months },
          )}
        </Paragraph>
        <Action href={link}>{t("Answer five short questions")}</Action>
        <Paragraph>
          {t("The link works once, for {days} days, without signing in. You can also answer from your dashboard.", {
            days: data.linkDays,
          })}
        </Paragraph>
      </EmailLayout>
    ),
  });
}
