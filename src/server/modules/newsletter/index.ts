// The newsletter: double opt-in subscriptions (newsletter.routes.ts, /api/newsletter/*), and for
// admins the subscriber list, its CSV and sending a published blog post to every confirmed
// subscriber through the email outbox (newsletter.staff.routes.ts, under /api/admin).
// Other modules use it through this file only: the unsubscribe route calls unsubscribeNewsletter.
export { unsubscribeNewsletter } from "./newsletter.service.js";
