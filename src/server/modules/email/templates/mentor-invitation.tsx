import type { Locale } from "../../../../shared/rules/locale.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, renderEmail, type MailContext } from "./render.js";

/**
 * An invitation to sign up as a mentor, sent to an address with no account (issue 26): a sign-up
 * link that carries the invitation's token and opens the mentor's page afterwards. In the language
 * the admin chose (their page's by default). The token is in the link only.
 */
export function mentorInvitationEmail(
  ctx: MailContext,
  data: { email: string; locale: Locale; token: string; mentorName: string; inviterName: string; days: number },
) {
  const t = mailTexts(data.locale);
  const link = appLink(
    ctx,
    `/login?mode=register&invitation=${encodeURIComponent(data.token)}&returnTo=${encodeURIComponent("/mentor")}`,
  );
  return renderEmail({
    to: data.email,
    kind: "mentor-invitation",
    category: "account",
    subject: t("You are invited to mentor at Trade Skills Academy"),
    element: (
      <EmailLayout
        locale={data.locale}
        preview={t("{name} invited you to run your mentor profile, {mentor}.", {
          name: data.inviterName,
          mentor: data.mentorName,
        })}
        heading={t("Mentor at Trade Skills Academy")}
        footer={{
          reason: t("You get this email because staff at Trade Skills Academy invited this address to be a mentor."),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t(
            "{name} invited you to run your mentor profile, {mentor}: your sessions with students, the times you are free and your meeting link.",
            { name: data.inviterName, mentor: data.mentorName },
          )}
        </Paragraph>
        <Paragraph>
          {t(
            "Create your free account with this email address and it will be linked to your mentor profile. The link works for {days} days, once.",
            { days: data.days },
          )}
        </Paragraph>
        <Action href={link}>{t("Create your account")}</Action>
      </EmailLayout>
    ),
  });
}
