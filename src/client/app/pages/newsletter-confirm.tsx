import { useLingui } from "@lingui/react/macro";
import { useSearch } from "wouter";
import { ConfirmSubscription } from "../../features/newsletter/ConfirmSubscription";
import { usePageHead } from "../head";

/** /newsletter/confirm?token=…: the link of the newsletter's confirmation email. */
export default function NewsletterConfirmPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Confirm Your Subscription`,
    description: t`Confirm your Trade Skills Academy newsletter subscription.`,
    noindex: true,
  });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return <ConfirmSubscription token={token} />;
}
