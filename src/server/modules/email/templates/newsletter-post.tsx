import { appLink, mailTexts, recipientLocale, renderEmail, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";
import { contentLang, type Locale } from "../../../../shared/rules/locale.js";

export interface NewsletterPost {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  /** The language the post is written in; the academy's default when not stated. */
  language?: Locale | null;
}

/**
 * A published blog post, sent to one confirmed subscriber, with one-click unsubscribe. The post
 * is sent as its author wrote it, marked with its language (WCAG 3.1.2); the texts around it (preview without an excerpt, button,
 * footer) are in the subscriber's language.
 */
export function newsletterPostEmail(
  ctx: MailContext,
  data: {
    email: string;
    post: NewsletterPost;
    ref: string;
    unsubscribe: { oneClick: string; page: string };
    locale?: string | null;
  },
) {
  const locale = recipientLocale(data);
  const t = mailTexts(locale);
  const { post } = data;
  const lang = contentLang(post.language);
  // The body's paragraphs as the blog shows them: a line break starts a new one.
  const paragraphs = post.content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return renderEmail({
    to: data.email,
    kind: "newsletter",
    category: "newsletter",
    ref: data.ref,
    unsubscribe: data.unsubscribe,
    subject: post.title,
    element: (
      <EmailLayout
        locale={locale}
        preview={post.excerpt?.trim() || t("New on the Trade Skills Academy blog: {title}", { title: post.title })}
        heading={post.title}
        headingLang={lang}
        footer={{
          reason: t("You get this email because you subscribed to the Trade Skills Academy newsletter."),
          unsubscribeUrl: data.unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        {paragraphs.map((paragraph, index) => (
          <Paragraph key={index} lang={lang}>
            {paragraph}
          </Paragraph>
        ))}
        <Action href={appLink(ctx, `/blog/${post.id}`)}>{t("Read it on our blog")}</Action>
      </EmailLayout>
    ),
  });
}
