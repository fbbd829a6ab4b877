import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** Minutes a reset link works for (auth's password-reset.service.ts keeps the token that long). */
export const RESET_LINK_MINUTES = 60;

interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
  /** The account's language (users.locale); none (an address without an account) is English. */
  locale?: string | null;
}

type Texts = ReturnType<typeof mailTexts>;

const greeting = (t: Texts, user: Recipient) => {
  const name = user.firstName?.trim();
  return name ? t("Hi {name},", { name }) : t("Hi there,");
};
const reason = (t: Texts) =>
  t("You get this email because someone asked to reset the password of this account at Trade Skills Academy.");

/** The reset link (security: always sent, no unsubscribe). The token is in the link only. */
export function passwordResetEmail(ctx: MailContext, user: Recipient, token: string) {
  const locale = recipientLocale(user);
  const t = mailTexts(locale);
  const link = appLink(ctx, `/reset-password?token=${encodeURIComponent(token)}`);
  const minutes = RESET_LINK_MINUTES;
  return renderEmail({
    to: user.email,
    kind: "password-reset",
    category: "security",
    userId: user.id,
    subject: t("Reset your Trade Skills Academy password"),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("Choose a new password. The link works for {minutes} minutes.", { minutes })}
        heading={t("Reset your password")}
        footer={{ reason: reason(t), contactEmail: ctx.contactEmail }}
      >
        <Paragraph>{greeting(t, user)}</Paragraph>
        <Paragraph>
          {t(
            "We got a request to reset your password. Choose a new one with the button below. The link works for {minutes} minutes and only once.",
            { minutes },
          )}
        </Paragraph>
        <Action href={link}>{t("Choose a new password")}</Action>
        <Paragraph>
          {t("Or open this address in your browser:")} <span style={{ wordBreak: "break-all" }}>{link}</span>
        </Paragraph>
        <Paragraph>
          {t("If you didn't ask for this, you can ignore this email: your password stays the same.")}
        </Paragraph>
      </EmailLayout>
    ),
  });
}

/**
 * For an account that signs in only through the organisation's provider (no password here): what
 * to do instead of a reset link. Without a configured provider name it says "your organisation
 * account", in the recipient's language.
 */
export function resetOidcEmail(ctx: MailContext, user: Recipient, providerName: string | null) {
  const locale = recipientLocale(user);
  const t = mailTexts(locale);
  const provider = providerName ?? t("your organisation account");
  return renderEmail({
    to: user.email,
    kind: "password-reset-oidc",
    category: "security",
    userId: user.id,
    subject: t("Signing in to Trade Skills Academy"),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("Your account signs in with {provider}, not a password.", { provider })}
        heading={t("Your account has no password here")}
        footer={{ reason: reason(t), contactEmail: ctx.contactEmail }}
      >
        <Paragraph>{greeting(t, user)}</Paragraph>
        <Paragraph>
          {t(
            "We got a request to reset your password, but your account doesn't use a password at Trade Skills Academy. You sign in with {provider}.",
            { provider },
          )}
        </Paragraph>
        <Action href={appLink(ctx, "/login")}>{t("Sign in with {provider}", { provider })}</Action>
        <Paragraph>
          {t(
            "If you can't sign in there, the people who run {provider} for you can help. If you didn't ask for this, you can ignore this email.",
            { provider },
          )}
        </Paragraph>
      </EmailLayout>
    ),
  });
}
