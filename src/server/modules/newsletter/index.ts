// The newsletter: double opt-in subscriptions (newsletter.routes.ts, /api/newsletter/*), and for
// admins the subscriber list, its CSV and sending a published blog post to every confirmed
// subscriber through the email outbox (newsletter.staff.routes.ts, under /api/admin).
// Unsubscribing is the email module's (its one-click route needs it, and email can't import this
// module): the same function is re-exported here for anyone who thinks of it as the newsletter's.
export { unsubscribeNewsletter } from "../email/index.js";
