import { useMutation } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { PageMessage } from "../../components/page-states";
import { buttonClass } from "../../components/ui/button";
import { apiRequest, errorMessage } from "../../lib/api";
import { CONFIRM_INVALID_MESSAGE } from "../../../shared/rules/newsletter";

/**
 * Confirms a newsletter subscription from the emailed link. The browser posts the token once the
 * page is showing, so a mail scanner that only fetches the link confirms nobody.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const confirm = useMutation({
    mutationFn: (value: string) => apiRequest<{ message: string }>("POST", "/api/newsletter/confirm", { token: value }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const blogLink = (
    <Link href="/blog" className={buttonClass("primary")}>
      Read the Blog
    </Link>
  );
  if (!token || confirm.isError) {
    return (
      <PageMessage icon={CircleAlert} tone="danger" title="Link Not Valid" actions={blogLink}>
        {token ? errorMessage(confirm.error) : CONFIRM_INVALID_MESSAGE}
      </PageMessage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageMessage icon={CircleCheck} title="Subscription Confirmed" actions={blogLink}>
        {confirm.data.message}
      </PageMessage>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <PageMessage icon={MailCheck} title="Confirming Your Subscription" actions={null}>
        One moment while we confirm your address...
      </PageMessage>
    </div>
  );
}
