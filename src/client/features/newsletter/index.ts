// The newsletter's screens: confirming a subscription (pages/newsletter-confirm.tsx), the
// subscribers and sends (pages/admin/newsletter.tsx), and "Send to subscribers", which the blog
// manager uses: the one thing other features may take from here. The sign-up form itself is the
// blog's (features/blog/NewsletterForm.tsx).
export { SendToSubscribers } from "./SendToSubscribers";
