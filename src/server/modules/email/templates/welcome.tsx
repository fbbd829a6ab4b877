import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/**
 * Sent at sign-up: welcome, first steps, a link to the courses. In the account's language.
 * Transactional: always sent, no List-Unsubscribe (issue 23).
 */
export function welcomeEmail(
  ctx: MailContext,
  user: { id: string; email: string; firstName: string | null; locale?: string | null },
) {
  const locale = recipientLocale(user);
  const t = mailTexts(locale);
  const name = user.firstName?.trim();
  return renderEmail({
    to: user.email,
    kind: "welcome",
    category: "account",
    userId: user.id,
    subject: t("Welcome to Trade Skills Academy"),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("Your account is ready. Here is how to get started.")}
        heading={name ? t("Welcome, {name}!", { name }) : t("Welcome, there!")}
        footer={{
          reason: t("You get this email because you created an account at Trade Skills Academy."),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>{t("Your account is ready. Here are three first steps:")}</Paragraph>
        <Paragraph>
          {t(
            "1. Pick a course that interests you: carpentry, urban gardening, financial literacy, auto mechanics or culinary arts.",
          )}
        </Paragraph>
        <Paragraph>{t("2. Enrol and start the first lesson. Your dashboard keeps track of your progress.")}</Paragraph>
        <Paragraph>
          {t("3. Book a free session with a mentor when you want advice from someone in the trade.")}
        </Paragraph>
        <Action href={appLink(ctx, "/courses")}>{t("Browse courses")}</Action>
      </EmailLayout>
    ),
  });
}
