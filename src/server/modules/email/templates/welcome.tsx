import { appLink, renderEmail, unsubscribeLinks, type MailContext } from "./render.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** Sent at sign-up: welcome, first steps, a link to the courses. */
export function welcomeEmail(ctx: MailContext, user: { id: string; email: string; firstName: string | null }) {
  const unsubscribe = unsubscribeLinks(ctx, { list: "notices", userId: user.id });
  const name = user.firstName?.trim() || "there";
  return renderEmail({
    to: user.email,
    kind: "welcome",
    category: "account",
    userId: user.id,
    unsubscribe,
    subject: "Welcome to Trade Skills Academy",
    element: (
      <EmailLayout
        preview="Your account is ready. Here is how to get started."
        heading={`Welcome, ${name}!`}
        footer={{
          reason: "You get this email because you created an account at Trade Skills Academy.",
          unsubscribeUrl: unsubscribe.page,
          contactEmail: ctx.contactEmail,
        }}
      >
        <Paragraph>Your account is ready. Here are three first steps:</Paragraph>
        <Paragraph>
          1. Pick a course that interests you: carpentry, urban gardening, financial literacy, auto mechanics or
          culinary arts.
        </Paragraph>
        <Paragraph>2. Enrol and start the first lesson. Your dashboard keeps track of your progress.</Paragraph>
        <Paragraph>3. Book a free session with a mentor when you want advice from someone in the trade.</Paragraph>
        <Action href={appLink(ctx, "/courses")}>Browse courses</Action>
      </EmailLayout>
    ),
  });
}
