import { appLink, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** Minutes a reset link works for (auth's password-reset.service.ts keeps the token that long). */
export const RESET_LINK_MINUTES = 60;

interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
}

const greeting = (user: Recipient) => `Hi ${user.firstName?.trim() || "there"},`;
const reason =
  "You get this email because someone asked to reset the password of this account at Trade Skills Academy.";

/** The reset link (security: always sent, no unsubscribe). The token is in the link only. */
export function passwordResetEmail(ctx: MailContext, user: Recipient, token: string) {
  const link = appLink(ctx, `/reset-password?token=${encodeURIComponent(token)}`);
  return renderEmail({
    to: user.email,
    kind: "password-reset",
    category: "security",
    userId: user.id,
    subject: "Reset your Trade Skills Academy password",
    element: (
      <EmailLayout
        preview={`Choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`}
        heading="Reset your password"
        footer={{ reason, contactEmail: ctx.contactEmail }}
      >
        <Paragraph>{greeting(user)}</Paragraph>
        <Paragraph>
          We got a request to reset your password. Choose a new one with the button below. The link works for{" "}
          {RESET_LINK_MINUTES} minutes and only once.
        </Paragraph>
        <Action href={link}>Choose a new password</Action>
        <Paragraph>
          Or open this address in your browser: <span style={{ wordBreak: "break-all" }}>{link}</span>
        </Paragraph>
        <Paragraph>If you didn't ask for this, you can ignore this email: your password stays the same.</Paragraph>
      </EmailLayout>
    ),
  });
}

/**
 * For an account that signs in only through the organisation's provider (no password here): what
 * to do instead of a reset link.
 */
export function resetOidcEmail(ctx: MailContext, user: Recipient, providerName: string) {
  return renderEmail({
    to: user.email,
    kind: "password-reset-oidc",
    category: "security",
    userId: user.id,
    subject: "Signing in to Trade Skills Academy",
    element: (
      <EmailLayout
        preview={`Your account signs in with ${providerName}, not a password.`}
        heading="Your account has no password here"
        footer={{ reason, contactEmail: ctx.contactEmail }}
      >
        <Paragraph>{greeting(user)}</Paragraph>
        <Paragraph>
          We got a request to reset your password, but your account doesn't use a password at Trade Skills Academy. You
          sign in with {providerName}.
        </Paragraph>
        <Action href={appLink(ctx, "/login")}>Sign in with {providerName}</Action>
        <Paragraph>
          If you can't sign in there, the people who run {providerName} for you can help. If you didn't ask for this,
          you can ignore this email.
        </Paragraph>
      </EmailLayout>
    ),
  });
}
