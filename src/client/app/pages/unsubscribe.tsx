import { Trans, useLingui } from "@lingui/react/macro";
import { useSearch } from "wouter";
import { UnsubscribeForm } from "../../features/email";
import { usePageHead } from "../head";

/** /unsubscribe?token=…: the footer link of optional mail; works without signing in. */
export default function UnsubscribePage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Unsubscribe`,
    description: t`Stop optional emails from Trade Skills Academy.`,
    noindex: true,
  });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="mb-6 text-center text-3xl font-bold">
        <Trans>Unsubscribe</Trans>
      </h1>
      <UnsubscribeForm token={token} />
    </div>
  );
}
