/** What pages use of email: the dashboard's Email settings and the unsubscribe page's form. */
export { EmailSettings } from "./EmailSettings";
export { UnsubscribeForm } from "./UnsubscribeForm";
export { emailPreferencesQueryOptions } from "./email-preferences";
