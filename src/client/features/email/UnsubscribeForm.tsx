import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, MailX } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiRequest, errorMessage } from "../../lib/api";
import { useLocale } from "../../lib/i18n";
import type { UnsubscribeResponse } from "./email-preferences";

/**
 * The footer link of optional mail lands here. Unsubscribing takes a press of the button (a POST
 * to the one-click address), so a link scanner that opens the page stops nobody's mail.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const { t } = useLingui();
  // The answer's message in the page's language (the List-Unsubscribe GET opens the page in the
  // person's language, which a visitor without our cookie would not otherwise get back).
  const locale = useLocale();
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiRequest<UnsubscribeResponse>(
        "POST",
        `/api/email/unsubscribe?token=${encodeURIComponent(token)}&lang=${locale}`,
      ),
  });

  if (unsubscribe.isSuccess) {
    return (
      <Card className="p-6 text-center" role="status">
        <CircleCheck className="mx-auto h-10 w-10 text-teal-700" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-bold">
          <Trans>You are unsubscribed</Trans>
        </h2>
        <p className="mt-2 text-ink-muted">{unsubscribe.data.message}</p>
      </Card>
    );
  }
  return (
    <Card className="p-6 text-center">
      <MailX className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
      <p className="mt-3 text-ink-muted">
        <Trans>Press the button to stop these emails. Security emails, such as password resets, still go.</Trans>
      </p>
      {!token && (
        <p className="mt-3 font-semibold" role="alert">
          <Trans>This link has no token. Use the unsubscribe link from your latest email.</Trans>
        </p>
      )}
      {unsubscribe.isError && (
        <p className="mt-3 font-semibold text-red-800" role="alert">
          {errorMessage(unsubscribe.error)}
        </p>
      )}
      <Button className="mt-5" onClick={() => unsubscribe.mutate()} disabled={!token || unsubscribe.isPending}>
        {unsubscribe.isPending ? t`Unsubscribing…` : t`Unsubscribe`}
      </Button>
    </Card>
  );
}
