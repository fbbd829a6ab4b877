import { Action, Details, EmailLayout, Paragraph } from "./layout.js";
import { appLink, mailTexts, recipientLocale, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

const statusText = { approved: "Approved", needs_revision: "Needs revision" } as const;
const gradeText = { excellent: "Excellent", pass: "Pass", fail: "Fail" } as const;

/**
 * Sent to the student when an instructor reviews a submission: status, grade, feedback, link. In
 * the student's language; the project's title and the reviewer's feedback as written.
 */
export function projectReviewedEmail(
  ctx: MailContext,
  data: {
    student: { id: string; email: string; firstName: string | null; locale?: string | null };
    project: { id: string; title: string };
    review: {
      status: "approved" | "needs_revision";
      grade: "excellent" | "pass" | "fail" | null;
      feedback: string | null;
    };
    submissionId: string;
  },
) {
  const locale = recipientLocale(data.student);
  const t = mailTexts(locale);
  const title = data.project.title;
  const status = t(statusText[data.review.status]);
  const name = data.student.firstName?.trim();
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.student.id, notice: "reviews" });
  const isApproved = data.review.status === "approved";
  const intro = isApproved
    ? t('Good news: your project "{title}" was approved.', { title })
    : t('Your project "{title}" was reviewed and needs a revision. You can submit it again.', { title });
  return renderEmail({
    to: data.student.email,
    kind: "project-reviewed",
    category: "notice",
    userId: data.student.id,
    dedupeKey: `review:${data.submissionId}`,
    unsubscribe,
    subject: t('Your project "{title}" was reviewed: {status}', { title, status }),
    element: (
      <EmailLayout
        locale={locale}
        preview={intro}
        heading={isApproved ? t("Your project was approved") : t("Your project needs a revision")}
        footer={{
          reason: t("You get this email because you submitted a project at Trade Skills Academy."),
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>{name ? t("Hello {name},", { name }) : t("Hello there,")}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Details
          rows={[
            [t("Project"), title],
            [t("Status"), status],
            [t("Grade"), data.review.grade ? t(gradeText[data.review.grade]) : t("Not graded")],
            [t("Feedback"), data.review.feedback || t("No written feedback")],
          ]}
        />
        <Action href={appLink(ctx, `/project/${data.project.id}`)}>{t("Open the project")}</Action>
      </EmailLayout>
    ),
  });
}
