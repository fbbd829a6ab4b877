import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { PageLoading } from "../../components/page-states";
import { resetTokenQueryOptions } from "../../features/auth/password-reset";
import type { PrefetchContext } from "../routes";
import { usePageHead } from "../head";
import { later } from "../later";

// The form's code comes after the page's (later.tsx): the server renders the form, and its
// submit button stays disabled until the form's script has run, as before.
const ResetPassword = later(() =>
  import("../../features/auth/password-reset-forms").then((module) => module.ResetPassword),
);

export async function prefetch({ queryClient, search }: PrefetchContext) {
  const token = search.get("token");
  if (token) await queryClient.prefetchQuery(resetTokenQueryOptions(token));
}

export default function ResetPasswordPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Choose a new password`,
    description: t`Choose a new password for your Trade Skills Academy account.`,
    noindex: true,
  });
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const status = useQuery({ ...resetTokenQueryOptions(token), enabled: token !== "" });
  // A check that failed (not an answer that the link is dead) still offers the form: the
  // server judges the link again when the new password is sent.
  const isLinkValid = token !== "" && (status.data?.isValid ?? status.isError);
  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-14">
      {token !== "" && status.isPending ? (
        <PageLoading label={t`Checking your reset link`} className="h-80" />
      ) : (
        <ResetPassword key={token} token={token} isLinkValid={isLinkValid} />
      )}
    </div>
  );
}
