import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, recipientLocale, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

/** How many submissions the digest lists by name; the rest are counted. */
export const DIGEST_LIST_MAX = 25;

export interface WaitingSubmission {
  studentName: string;
  projectTitle: string;
  courseTitle: string;
  submittedAt: Date;
}

/** Instructors' and admins' daily digest of submissions waiting for review, in the reviewer's language. */
export function reviewDigestEmail(
  ctx: MailContext,
  data: {
    recipient: { id: string; email: string; locale?: string | null };
    waiting: WaitingSubmission[];
    total: number;
    sendAfter: Date;
  },
) {
  const locale = recipientLocale(data.recipient);
  const t = mailTexts(locale);
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.recipient.id, notice: "reviewDigest" });
  const count = data.total;
  const rest = data.total - Math.min(data.waiting.length, DIGEST_LIST_MAX);
  return renderEmail({
    to: data.recipient.email,
    kind: "review-digest",
    category: "notice",
    userId: data.recipient.id,
    sendAfter: data.sendAfter,
    ref: "digest:reviews",
    unsubscribe,
    subject: t("{count, plural, one {1 submission is} other {{count} submissions are}} waiting for review", { count }),
    element: (
      <EmailLayout
        locale={locale}
        preview={t("{count, plural, one {1 submission is} other {{count} submissions are}} waiting for review.", {
          count,
        })}
        heading={t("Submissions waiting for review")}
        footer={{
          reason: t("You get this daily digest because you review projects at Trade Skills Academy."),
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          {t("{count, plural, one {1 submission is} other {{count} submissions are}} waiting for review:", { count })}
        </Paragraph>
        {data.waiting.slice(0, DIGEST_LIST_MAX).map((item, index) => (
          <Paragraph key={index}>
            {t("• {project} ({course}) by {student}, submitted {when} UTC", {
              project: item.projectTitle,
              course: item.courseTitle,
              student: item.studentName,
              when: item.submittedAt.toISOString().slice(0, 16).replace("T", " "),
            })}
          </Paragraph>
        ))}
        {rest > 0 ? <Paragraph>{t("…and {rest} more.", { rest })}</Paragraph> : null}
        <Action href={appLink(ctx, "/admin/reviews")}>{t("Open the review queue")}</Action>
      </EmailLayout>
    ),
  });
}
