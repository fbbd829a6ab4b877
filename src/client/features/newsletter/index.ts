// The newsletter: confirming a subscription, admins' subscriber list, sends and their progress,
// and the blog manager's "Send to subscribers". The sign-up form itself is the blog's
// (features/blog/NewsletterForm).
export { ConfirmSubscription } from "./ConfirmSubscription";
export { SendsList } from "./SendsList";
export { SendToSubscribers } from "./SendToSubscribers";
export { SubscribersTable } from "./SubscribersTable";
