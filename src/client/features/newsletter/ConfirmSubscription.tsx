import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { PageMessage } from "../../components/page-states";
import { buttonClass } from "../../components/ui/button";
import { apiRequest, errorMessage } from "../../lib/api";

/** CONFIRM_INVALID_MESSAGE (shared/rules/newsletter.ts), in the page's language. */
const confirmInvalidMessage = msg`This confirmation link is invalid or no longer works. Subscribe again to get a new one.`;

/**
 * Confirms a newsletter subscription from the emailed link. The browser posts the token once the
 * page is showing, so a mail scanner that only fetches the link confirms nobody.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const { i18n, t } = useLingui();
  const confirm = useMutation({
    mutationFn: (value: string) => apiRequest<{ message: string }>("POST", "/api/newsletter/confirm", { token: value }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const blogLink = (
    <Link href="/blog" className={buttonClass("primary")}>
      <Trans>Read the Blog</Trans>
    </Link>
  );
  if (!token || confirm.isError) {
    return (
      <PageMessage icon={CircleAlert} tone="danger" title={t`Link Not Valid`} actions={blogLink}>
        {token ? errorMessage(confirm.error) : i18n._(confirmInvalidMessage)}
      </PageMessage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageMessage icon={CircleCheck} title={t`Subscription Confirmed`} actions={blogLink}>
        {confirm.data.message}
      </PageMessage>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <PageMessage icon={MailCheck} title={t`Confirming Your Subscription`} actions={null}>
        <Trans>One moment while we confirm your address...</Trans>
      </PageMessage>
    </div>
  );
}
