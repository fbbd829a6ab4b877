import { Action, EmailLayout, Paragraph } from "./layout.js";
import { appLink, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";

/** Sent once per certificate (its dedupe key is the certificate id): congratulations and its link. */
export function certificateIssuedEmail(
  ctx: MailContext,
  data: { student: { id: string; email: string; name: string }; certId: string; courseTitle: string },
) {
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: data.student.id });
  return renderEmail({
    to: data.student.email,
    kind: "certificate-issued",
    category: "notice",
    userId: data.student.id,
    dedupeKey: `certificate:${data.certId}`,
    unsubscribe,
    subject: `Congratulations! Your certificate for ${data.courseTitle}`,
    element: (
      <EmailLayout
        preview={`You finished ${data.courseTitle}. Your certificate is ready.`}
        heading={`Congratulations, ${data.student.name}!`}
        footer={{
          reason: "You get this email because you finished a course at Trade Skills Academy.",
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>
          You finished {data.courseTitle}. Your certificate {data.certId} is ready: anyone you share the link with can
          check that it is real.
        </Paragraph>
        <Action href={appLink(ctx, `/certificates/${data.certId}`)}>View your certificate</Action>
      </EmailLayout>
    ),
  });
}
