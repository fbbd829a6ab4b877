import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Link, useSearch } from "wouter";
import { PageMessage } from "../../components/page-states";
import { Button, buttonClass } from "../../components/ui/button";
import { LocalTime } from "../../components/ui/local-time";
import { usePageHead } from "../head";

/** The plain form's answer (server: mentors.routes.ts), which comes back here with its result. */
const FORM_ACTION = "/api/mentor-proposals/answer/form";

/**
 * /sessions/proposal?token=…&answer=accept|decline: the mentor's proposal email's links (issue 26).
 * It says which answer will be sent and posts it with one button, a real form that works before
 * the script has run (a mail scanner that only fetches the link answers nothing); the server
 * answers with this page again: ?result=accepted|declined&at=… or ?error=expired|used|invalid.
 */
export default function SessionProposalPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Answer your mentor's proposal`,
    description: t`Accept or decline the new time your mentor proposed.`,
    noindex: true,
  });
  const search = new URLSearchParams(useSearch());
  const token = search.get("token") ?? "";
  const answer = search.get("answer");
  const result = search.get("result");
  const at = search.get("at");
  const error = search.get("error");

  const dashboard = (
    <Link href="/dashboard" className={buttonClass("primary")}>
      <Trans>Go to Dashboard</Trans>
    </Link>
  );
  if (result === "accepted" || result === "declined") {
    return result === "accepted" ? (
      <PageMessage icon={CircleCheck} title={t`New time accepted`} actions={dashboard}>
        {at ? (
          <Trans>
            Your session is now on <LocalTime iso={at} withTime weekday />. Your mentor has been told.
          </Trans>
        ) : (
          <Trans>Your session has its new time. Your mentor has been told.</Trans>
        )}
      </PageMessage>
    ) : (
      <PageMessage title={t`New time declined`} actions={dashboard}>
        <Trans>Your session keeps its time. Your mentor has been told.</Trans>
      </PageMessage>
    );
  }
  if (error || !token || (answer !== "accept" && answer !== "decline")) {
    const text =
      error === "expired"
        ? t`This proposal is no longer open. Your dashboard shows your session's time.`
        : error === "used"
          ? t`This proposal has already been answered. Your dashboard shows your session's time.`
          : t`This link is not valid. Your dashboard shows your sessions.`;
    return (
      <PageMessage icon={CircleAlert} tone="danger" title={t`Link Not Valid`} actions={dashboard}>
        {text}
      </PageMessage>
    );
  }
  const accepting = answer === "accept";
  return (
    <PageMessage
      icon={accepting ? CircleCheck : undefined}
      title={accepting ? t`Accept the new time?` : t`Decline the new time?`}
      actions={
        <form method="post" action={FORM_ACTION}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="answer" value={answer} />
          <Button type="submit" variant={accepting ? "primary" : "outline"}>
            {accepting ? t`Accept the new time` : t`Decline the new time`}
          </Button>
        </form>
      }
    >
      {accepting ? (
        <Trans>Your session moves to the time your mentor proposed, and they are told.</Trans>
      ) : (
        <Trans>Your session keeps its time, and your mentor is told.</Trans>
      )}
    </PageMessage>
  );
}
