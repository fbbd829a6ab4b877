import { appLink, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/**
 * Double opt-in: the only message an unconfirmed address ever gets. It carries no unsubscribe:
 * not pressing the button is the way out, and nothing else follows.
 */
export function newsletterConfirmEmail(ctx: MailContext, data: { email: string; token: string }) {
  const link = appLink(ctx, `/newsletter/confirm?token=${encodeURIComponent(data.token)}`);
  return renderEmail({
    to: data.email,
    kind: "newsletter-confirm",
    category: "account",
    subject: "Confirm your Trade Skills Academy newsletter subscription",
    element: (
      <EmailLayout
        preview="One click to start getting trade tips, career advice and student stories."
        heading="Please confirm your subscription"
        footer={{
          reason:
            "You get this email because someone entered this address in the newsletter form at Trade Skills Academy. If it wasn't you, ignore it: you won't hear from us again.",
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          Thanks for signing up for the Trade Skills Academy newsletter: trade tips, career advice and stories from our
          students.
        </Paragraph>
        <Paragraph>Press the button to confirm that this is your address.</Paragraph>
        <Action href={link}>Confirm subscription</Action>
        <Paragraph>Or open this link: {link}</Paragraph>
      </EmailLayout>
    ),
  });
}
