import { Action, Details, EmailLayout, Paragraph } from "./layout.js";
import { appLink, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

const statusText = { approved: "Approved", needs_revision: "Needs revision" } as const;
const gradeText = { excellent: "Excellent", pass: "Pass", fail: "Fail" } as const;

/** Sent to the student when an instructor reviews a submission: status, grade, feedback, link. */
export function projectReviewedEmail(
  ctx: MailContext,
  data: {
    student: { id: string; email: string; firstName: string | null };
    project: { id: string; title: string };
    review: {
      status: "approved" | "needs_revision";
      grade: "excellent" | "pass" | "fail" | null;
      feedback: string | null;
    };
    submissionId: string;
  },
) {
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.student.id });
  const isApproved = data.review.status === "approved";
  const intro = isApproved
    ? `Good news: your project "${data.project.title}" was approved.`
    : `Your project "${data.project.title}" was reviewed and needs a revision. You can submit it again.`;
  return renderEmail({
    to: data.student.email,
    kind: "project-reviewed",
    category: "notice",
    userId: data.student.id,
    dedupeKey: `review:${data.submissionId}`,
    unsubscribe,
    subject: `Your project "${data.project.title}" was reviewed: ${statusText[data.review.status]}`,
    element: (
      <EmailLayout
        preview={intro}
        heading={isApproved ? "Your project was approved" : "Your project needs a revision"}
        footer={{
          reason: "You get this email because you submitted a project at Trade Skills Academy.",
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>Hello {data.student.firstName?.trim() || "there"},</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Details
          rows={[
            ["Project", data.project.title],
            ["Status", statusText[data.review.status]],
            ["Grade", data.review.grade ? gradeText[data.review.grade] : "Not graded"],
            ["Feedback", data.review.feedback || "No written feedback"],
          ]}
        />
        <Action href={appLink(ctx, `/project/${data.project.id}`)}>Open the project</Action>
      </EmailLayout>
    ),
  });
}
