import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { ApiError } from "../../lib/api";
import { FollowUpView } from "../../features/outcomes/FollowUpView";
import { followUpQueryOptions } from "../../features/outcomes/queries";
import type { PrefetchContext } from "../routes";
import { usePageHead } from "../head";

/*
 * /outcomes/:id?token=…: the follow-up's form from the emailed link (issue 24). It opens without
 * signing in and shows only the student's first name and the course (a shared phone). The form
 * is a plain one: it posts to the API without script and comes back here thanked (?answered=1) or
 * with what was wrong (?error=…). A used or expired link (410) says so and what to do instead.
 */

export async function prefetch({ queryClient, params, search }: PrefetchContext) {
  const token = search.get("token");
  if (token && params.id) await queryClient.prefetchQuery(followUpQueryOptions(params.id, token));
}

export default function OutcomesPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui();
  const search = new URLSearchParams(useSearch());
  const id = params.id ?? "";
  const token = search.get("token") ?? "";
  const error = search.get("error");
  const isAnswered = search.get("answered") === "1";
  const form = useQuery({ ...followUpQueryOptions(id, token), enabled: token !== "" && !isAnswered });
  const failure = form.error instanceof ApiError ? form.error : undefined;
  usePageHead({
    title: t`After your course`,
    description: t`A few short questions about work and study after your course.`,
    noindex: true,
    ...(failure ? { status: failure.status } : {}),
  });
  return (
    <FollowUpView id={id} token={token} error={error} isAnswered={isAnswered} failure={failure} form={form.data} />
  );
}
