import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

/** How many submissions the digest lists by name; the rest are counted. */
export const DIGEST_LIST_MAX = 25;

export interface WaitingSubmission {
  studentName: string;
  projectTitle: string;
  courseTitle: string;
  submittedAt: Date;
}

/** Instructors' and admins' daily digest of submissions waiting for review. */
export function reviewDigestEmail(
  ctx: MailContext,
  data: {
    recipient: { id: string; email: string };
    waiting: WaitingSubmission[];
    total: number;
    sendAfter: Date;
  },
) {
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.recipient.id });
  const count = data.total === 1 ? "1 submission is" : `${data.total} submissions are`;
  const rest = data.total - Math.min(data.waiting.length, DIGEST_LIST_MAX);
  return renderEmail({
    to: data.recipient.email,
    kind: "review-digest",
    category: "notice",
    userId: data.recipient.id,
    sendAfter: data.sendAfter,
    ref: "digest:reviews",
    unsubscribe,
    subject: `${count} waiting for review`,
    element: (
      <EmailLayout
        preview={`${count} waiting for review.`}
        heading="Submissions waiting for review"
        footer={{
          reason: "You get this daily digest because you review projects at Trade Skills Academy.",
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>{count} waiting for review:</Paragraph>
        {data.waiting.slice(0, DIGEST_LIST_MAX).map((item, index) => (
          <Paragraph key={index}>
            • {item.projectTitle} ({item.courseTitle}) by {item.studentName}, submitted{" "}
            {item.submittedAt.toISOString().slice(0, 16).replace("T", " ")} UTC
          </Paragraph>
        ))}
        {rest > 0 ? <Paragraph>…and {rest} more.</Paragraph> : null}
        <Action href={appLink(ctx, "/admin/reviews")}>Open the review queue</Action>
      </EmailLayout>
    ),
  });
}
