import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** After a password reset (security: always sent, no unsubscribe). In the account's language. */
export function passwordChangedEmail(
  ctx: MailContext,
  user: { id: string; email: string; firstName: string | null; locale?: string | null },
) {
  const locale = recipientLocale(user);
  const t = mailTexts(locale);
  const name = user.firstName?.trim();
  return renderEmail({
    to: user.email,
    kind: "password-changed",
    category: "security",
    userId: user.id,
    subject: t("Your Trade Skills Academy password was changed"),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("Your password was just changed, and every device was signed out.")}
        heading={t("Your password was changed")}
        footer={{
          reason: t("You get this email because the password of your Trade Skills Academy account was changed."),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>{name ? t("Hi {name},", { name }) : t("Hi there,")}</Paragraph>
        <Paragraph>
          {t(
            "The password of your Trade Skills Academy account was just changed with a reset link. For your safety, every device that was signed in has been signed out. Sign in again with your new password.",
          )}
        </Paragraph>
        <Action href={appLink(ctx, "/login")}>{t("Sign in")}</Action>
        <Paragraph>
          {t("If you didn't change it, reset your password now at {link} and write to us at {email}.", {
            link: appLink(ctx, "/forgot-password"),
            email: ctx.contactEmail,
          })}
        </Paragraph>
      </EmailLayout>
    ),
  });
}
