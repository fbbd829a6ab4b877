import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/**
 * Double opt-in: the only message an unconfirmed address ever gets. It carries no unsubscribe:
 * not pressing the button is the way out, and nothing else follows. In the language the visitor
 * subscribed in (the subscriber's locale).
 */
export function newsletterConfirmEmail(
  ctx: MailContext,
  data: { email: string; token: string; locale?: string | null },
) {
  const locale = recipientLocale(data);
  const t = mailTexts(locale);
  const link = appLink(ctx, `/newsletter/confirm?token=${encodeURIComponent(data.token)}`);
  return renderEmail({
    to: data.email,
    kind: "newsletter-confirm",
    category: "account",
    subject: t("Confirm your Trade Skills Academy newsletter subscription"),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("One click to start getting trade tips, career advice and student stories.")}
        heading={t("Please confirm your subscription")}
        footer={{
          reason: t(
            "You get this email because someone entered this address in the newsletter form at Trade Skills Academy. If it wasn't you, ignore it: you won't hear from us again.",
          ),
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t(
            "Thanks for signing up for the Trade Skills Academy newsletter: trade tips, career advice and stories from our students.",
          )}
        </Paragraph>
        <Paragraph>{t("Press the button to confirm that this is your address.")}</Paragraph>
        <Action href={link}>{t("Confirm subscription")}</Action>
        <Paragraph>{t("Or open this link: {link}", { link })}</Paragraph>
      </EmailLayout>
    ),
  });
}
