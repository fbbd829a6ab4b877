import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";
import { usePageHead } from "../head";
import { later } from "../later";

// The form's code comes after the page's (later.tsx); its button says it waits until then.
const VerifyCredentialForm = later(() =>
  import("../../features/credentials/VerifyCredentialForm").then((module) => module.VerifyCredentialForm),
);

/** /verify: anyone checks a Trade Skills Academy credential (issue 25). */
export default function VerifyPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Verify a credential`,
    description: t`Check that a Trade Skills Academy Open Badges credential is genuine, unchanged and not revoked.`,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-14">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <BadgeCheck className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <Trans>Verify a credential</Trans>
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        <Trans>
          Paste the Open Badges credential a graduate gave you, or choose its file. We check its signature, that it was
          issued by Trade Skills Academy and that it has not been revoked.
        </Trans>
      </p>
      <VerifyCredentialForm />
    </div>
  );
}
