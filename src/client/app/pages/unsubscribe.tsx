import { useSearch } from "wouter";
import { UnsubscribeForm } from "../../features/email";
import { usePageHead } from "../head";

/** /unsubscribe?token=…: the footer link of optional mail; works without signing in. */
export default function UnsubscribePage() {
  usePageHead({
    title: "Unsubscribe",
    description: "Stop optional emails from Trade Skills Academy.",
    noindex: true,
  });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="mb-6 text-center text-3xl font-bold">Unsubscribe</h1>
      <UnsubscribeForm token={token} />
    </div>
  );
}
