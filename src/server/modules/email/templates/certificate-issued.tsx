import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";

/**
 * Sent once per certificate (its dedupe key is the certificate id): congratulations and its link,
 * in the student's language (the course's title as authored). Transactional (issue 23): always
 * sent, no List-Unsubscribe.
 */
export function certificateIssuedEmail(
  ctx: MailContext,
  data: {
    student: { id: string; email: string; name: string; locale?: string | null };
    certId: string;
    courseTitle: string;
  },
) {
  const locale = recipientLocale(data.student);
  const t = mailTexts(locale);
  const course = data.courseTitle;
  return renderEmail({
    to: data.student.email,
    kind: "certificate-issued",
    category: "account",
    userId: data.student.id,
    dedupeKey: `certificate:${data.certId}`,
    subject: t("Congratulations! Your certificate for {course}", { course }),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("You finished {course}. Your certificate is ready.", { course })}
        heading={t("Congratulations, {name}!", { name: data.student.name })}
        footer={{
          reason: t("You get this email because you finished a course at Trade Skills Academy."),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t(
            "You finished {course}. Your certificate {certId} is ready: anyone you share the link with can check that it is real.",
            { course, certId: data.certId },
          )}
        </Paragraph>
        <Action href={appLink(ctx, `/certificates/${data.certId}`)}>{t("View your certificate")}</Action>
      </EmailLayout>
    ),
  });
}
