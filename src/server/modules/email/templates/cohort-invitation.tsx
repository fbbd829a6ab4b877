import type { Locale } from "../../../../shared/rules/locale.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, renderEmail, type MailContext } from "./render.js";

/**
 * An invitation to join a course's cohort, sent to an address with no account (issue 24): a
 * sign-up link that carries the invitation's token and opens the course afterwards. In the
 * language the inviter chose (their page's by default). The token is in the link only.
 */
export function cohortInvitationEmail(
  ctx: MailContext,
  data: {
    email: string;
    locale: Locale;
    token: string;
    courseId: string;
    courseTitle: string;
    cohortName: string;
    inviterName: string;
    days: number;
  },
) {
  const t = mailTexts(data.locale);
  const course = data.courseTitle;
  const cohort = data.cohortName;
  const returnTo = `/courses/${data.courseId}`;
  const link = appLink(
    ctx,
    `/login?mode=register&invitation=${encodeURIComponent(data.token)}&returnTo=${encodeURIComponent(returnTo)}`,
  );
  return renderEmail({
    to: data.email,
    kind: "cohort-invitation",
    category: "account",
    subject: t("You are invited to {course} at Trade Skills Academy", { course }),
    element: (
      <EmailLayout
        locale={data.locale}
        preview={t("{name} invited you to join {cohort}.", { name: data.inviterName, cohort })}
        heading={t("Join {course}", { course })}
        footer={{
          reason: t("You get this email because staff at Trade Skills Academy invited this address to a course."),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t("{name} invited you to join {cohort}, a group of students taking {course} together.", {
            name: data.inviterName,
            cohort,
            course,
          })}
        </Paragraph>
        <Paragraph>
          {t(
            "Create your free account with this email address and you will be enrolled straight away. The link works for {days} days, once.",
            { days: data.days },
          )}
        </Paragraph>
        <Action href={link}>{t("Create your account")}</Action>
      </EmailLayout>
    ),
  });
}
