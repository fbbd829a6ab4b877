import { Trans, useLingui } from "@lingui/react/macro";
import { Compass } from "lucide-react";
import { Link } from "wouter";
import { PageMessage } from "../../components/page-states";
import { buttonClass } from "../../components/ui/button";
import { usePageHead } from "../head";

export default function NotFoundPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`404 Page Not Found`,
    description: t`The page you are looking for doesn't exist.`,
    status: 404,
    noindex: true,
  });
  return (
    <PageMessage
      icon={Compass}
      title={t`404 Page Not Found`}
      actions={
        <Link href="/" className={buttonClass("primary")}>
          <Trans>Go Home</Trans>
        </Link>
      }
    >
      <Trans>The page you are looking for doesn&apos;t exist or has moved.</Trans>
    </PageMessage>
  );
}
