// Outgoing email: the transactional outbox (email.service.ts), the worker that sends it in every
// app process (worker.ts), the SMTP transport (transport.ts), the templates (templates/) and
// signed unsubscribe links (unsubscribe.ts). email.staff.routes.ts serves /api/admin/emails.
// Other modules use it through this file only: render a template, then enqueueEmail(tx, message)
// inside the transaction of the event that causes it.
export {
  countEmailsByStatus,
  enqueueEmail,
  enqueueEmailOrDiscard,
  enqueueOrReplaceEmail,
  replacePendingEmail,
  OUTBOX_CHANNEL,
  voidPendingEmails,
  type EmailToSend,
} from "./email.service.js";
export { EmailWorker, MAX_TRIES, messageIdFor, RETRY_DELAYS_SECONDS } from "./worker.js";
export { smtpTransport, type MailTransport, type OutgoingMessage } from "./transport.js";
export { readUnsubscribeToken, unsubscribeToken, type UnsubscribeTarget } from "./unsubscribe.js";
export { appLink, renderEmail, unsubscribeHeaders, unsubscribeLinks, type MailContext } from "./templates/render.js";
export { Action, Details, EmailLayout, Paragraph } from "./templates/layout.js";
export { welcomeEmail } from "./templates/welcome.js";
export { passwordResetEmail, resetOidcEmail, RESET_LINK_MINUTES } from "./templates/password-reset.js";
export { passwordChangedEmail } from "./templates/password-changed.js";
export { unsubscribeNewsletter } from "./preferences.service.js";
export { bookingEmails, formatSessionTime, type BookingNotice, type SessionExtra } from "./templates/booking.js";
export { mentorMailCapEmail } from "./templates/mentor-mail-cap.js";
export { projectReviewedEmail } from "./templates/project-reviewed.js";
export { certificateIssuedEmail } from "./templates/certificate-issued.js";
export { cohortInvitationEmail } from "./templates/cohort-invitation.js";
export { mentorInvitationEmail } from "./templates/mentor-invitation.js";
export { outcomeFollowUpEmail } from "./templates/outcome-follow-up.js";
export { DIGEST_LIST_MAX, reviewDigestEmail, type WaitingSubmission } from "./templates/review-digest.js";
export { newsletterConfirmEmail } from "./templates/newsletter-confirm.js";
export { newsletterPostEmail, type NewsletterPost } from "./templates/newsletter-post.js";
export { listEmails, resendEmail } from "./email.service.js";
export {
  AT_RISK_DIGEST_LIST_MAX,
  atRiskDigestEmail,
  nudgeDraftText,
  nudgeEmail,
  type NewlyAtRisk,
} from "./templates/at-risk.js";
export { isOptedOut } from "./preferences.service.js";
