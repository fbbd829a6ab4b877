import { useSearch } from "wouter";
import { ConfirmSubscription } from "../../features/newsletter/ConfirmSubscription";
import { usePageHead } from "../head";

/** /newsletter/confirm?token=…: the link of the newsletter's confirmation email. */
export default function NewsletterConfirmPage() {
  usePageHead({
    title: "Confirm Your Subscription",
    description: "Confirm your Trade Skills Academy newsletter subscription.",
    noindex: true,
  });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return <ConfirmSubscription token={token} />;
}
