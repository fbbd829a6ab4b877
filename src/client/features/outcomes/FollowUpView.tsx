import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Link2Off } from "lucide-react";
import type { FollowUpForm } from "../../../shared/contracts/outcomes";
import { PageLoading, PageMessage } from "../../components/page-states";
import { Button, buttonClass } from "../../components/ui/button";
import type { ApiError } from "../../lib/api";
import { OutcomeFields } from "./OutcomeFields";
import { followUpFormPath } from "./queries";

/**
 * The follow-up link's page (issue 24): thanks after answering, what to do with a dead link, or
 * the form, which posts without script. Only the first name and the course show (a shared phone).
 */
export function FollowUpView({
  id,
  token,
  error,
  isAnswered,
  failure,
  form,
}: {
  id: string;
  token: string;
  error: string | null;
  isAnswered: boolean;
  failure: ApiError | undefined;
  form: FollowUpForm | undefined;
}) {
  const { t } = useLingui();
  const dashboard = (
    <a href="/dashboard" className={buttonClass("primary")}>
      <Trans>Go to your dashboard</Trans>
    </a>
  );

  if (isAnswered) {
    return (
      <PageMessage icon={CheckCircle2} title={t`Thank you!`} actions={dashboard}>
        <Trans>
          Your answers were saved. They help the academy show funders what the courses lead to. You can see or correct
          them on your dashboard.
        </Trans>
      </PageMessage>
    );
  }
  if (token === "" || (failure && failure.status !== 410)) {
    return (
      <PageMessage icon={Link2Off} title={t`This link does not work`} actions={dashboard}>
        <Trans>Open the link from your email exactly as it came, or sign in and answer from your dashboard.</Trans>
      </PageMessage>
    );
  }
  if (failure) {
    const message =
      typeof failure.body?.message === "string" ? failure.body.message : t`This link can't be used any more.`;
    return (
      <PageMessage icon={Link2Off} title={t`This link can't be used any more`} actions={dashboard}>
        {message}
      </PageMessage>
    );
  }
  if (!form) return <PageLoading label={t`Opening your questions`} className="h-80" />;

  const { firstName, courseTitle, months } = form;
  const errorText =
    error === "hourlyWage"
      ? t`The hourly wage must be a number above 0 and at most 500, for example 17.50.`
      : error === "link"
        ? t`This link can't be used any more. Sign in and answer from your dashboard.`
        : error
          ? t`Please answer both questions at the top.`
          : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {firstName ? t`Hello ${firstName}, how are things going?` : t`How are things going?`}
      </h1>
      <p className="mt-3 text-ink-muted">
        <Trans>
          You finished {courseTitle} {months} months ago. Five short questions: are you working or studying now?
        </Trans>
      </p>
      {errorText && (
        <p role="alert" className="mt-5 rounded-lg bg-danger-soft px-3 py-2 font-medium text-danger">
          {errorText}
        </p>
      )}
      <form method="post" action={followUpFormPath(id)} className="mt-6 space-y-6">
        <input type="hidden" name="token" value={token} />
        <OutcomeFields idPrefix="follow-up" />
        <Button type="submit" className="w-full sm:w-auto">
          <Trans>Send my answers</Trans>
        </Button>
        <p className="text-sm text-ink-muted">
          <Trans>This link works once. After sending, you can see or correct your answers on your dashboard.</Trans>
        </p>
      </form>
    </div>
  );
}
