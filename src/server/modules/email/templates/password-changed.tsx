import { appLink, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** After a password reset (security: always sent, no unsubscribe). */
export function passwordChangedEmail(ctx: MailContext, user: { id: string; email: string; firstName: string | null }) {
  return renderEmail({
    to: user.email,
    kind: "password-changed",
    category: "security",
    userId: user.id,
    subject: "Your Trade Skills Academy password was changed",
    element: (
      <EmailLayout
        preview="Your password was just changed, and every device was signed out."
        heading="Your password was changed"
        footer={{
          reason: "You get this email because the password of your Trade Skills Academy account was changed.",
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>Hi {user.firstName?.trim() || "there"},</Paragraph>
        <Paragraph>
          The password of your Trade Skills Academy account was just changed with a reset link. For your safety, every
          device that was signed in has been signed out. Sign in again with your new password.
        </Paragraph>
        <Action href={appLink(ctx, "/login")}>Sign in</Action>
        <Paragraph>
          If you didn't change it, reset your password now at {appLink(ctx, "/forgot-password")} and write to us at{" "}
          {ctx.contactEmail}.
        </Paragraph>
      </EmailLayout>
    ),
  });
}
