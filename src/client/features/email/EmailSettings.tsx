import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Switch } from "../../components/ui/switch";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { putAnswer } from "../../lib/cache-updates";
import { emailPreferencesQueryOptions, type EmailPreferences } from "./email-preferences";

/**
 * The notices' names and descriptions in the page's language, by key. The API answers them in the
 * request's language too, but the cached answer keeps the language it was fetched in, and the page
 * can switch language without fetching it again; a notice added on the server and not yet here
 * shows the server's wording.
 */
const noticeTexts: Record<string, { label: MessageDescriptor; description: MessageDescriptor }> = {
  bookings: {
    label: msg`Mentorship session reminders`,
    description: msg`Reminders the day before and 1 hour before a session. Confirmations and cancellations always go.`,
  },
  reviews: { label: msg`Project reviews`, description: msg`When an instructor reviews a project you submitted.` },
  followUps: {
    label: msg`Questions after a course`,
    description: msg`A few short questions 6 and 12 months after you finish a course.`,
  },
  reviewDigest: {
    label: msg`Submissions waiting for review`,
    description: msg`At most one digest a day listing the submissions waiting for review.`,
  },
  nudges: {
    label: msg`Check-ins from your instructors`,
    description: msg`A friendly message when you haven't been back to a course for a while.`,
  },
  atRiskDigest: {
    label: msg`Students at risk`,
    description: msg`At most one digest a day listing the students newly at risk in your courses.`,
  },
};

/**
 * The dashboard's "Email settings": a switch per optional notice (shared/rules/email.ts lists
 * them). Each switch saves at once; security mail (password reset, password changed) is not
 * listed because it always goes. The staff-only digest shows for instructors and admins. The page
 * may add a part below the list (the dashboard's "Reminders on this phone").
 */
export function EmailSettings({ isStaff, children }: { isStaff: boolean; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const labelOf = (notice: { key: string; label: string }) => {
    const texts = noticeTexts[notice.key];
    return texts ? i18n._(texts.label) : notice.label;
  };
  const descriptionOf = (notice: { key: string; description: string }) => {
    const texts = noticeTexts[notice.key];
    return texts ? i18n._(texts.description) : notice.description;
  };
  const queryClient = useQueryClient();
  const query = useQuery(emailPreferencesQueryOptions());
  const save = useMutation({
    mutationFn: (change: { key: string; isEnabled: boolean }) =>
      apiRequest<EmailPreferences>("PUT", "/api/user/email-preferences", {
        notices: { [change.key]: change.isEnabled },
      }),
    onSuccess: (saved, change) => {
      putAnswer(queryClient, emailPreferencesQueryOptions(), saved);
      const notice = saved.notices.find((entry) => entry.key === change.key);
      const label = notice ? labelOf(notice) : t`Notices`;
      toast({
        title: t`Email Settings Saved`,
        description: change.isEnabled ? t`${label}: on.` : t`${label}: off.`,
      });
    },
    onError: (error) => {
      toast({ title: t`Could Not Save`, description: errorMessage(error), variant: "destructive" });
    },
  });

  const notices = (query.data?.notices ?? []).filter((notice) => isStaff || !notice.staffOnly);
  return (
    <section aria-labelledby="email-settings-heading">
      <Card className="p-5">
        <h2 id="email-settings-heading" className="flex items-center gap-2 text-lg font-bold">
          <Mail className="h-5 w-5 text-brand-600" aria-hidden="true" />
          <Trans>Email settings</Trans>
        </h2>
        <p id="email-settings-note" className="mt-1 text-sm text-ink-muted">
          <Trans>Choose which notices we email you. Security emails, such as password resets, always go.</Trans>
        </p>
        {query.isPending ? (
          <p className="mt-4 text-sm text-ink-muted" role="status">
            <Trans>Loading your email settings…</Trans>
          </p>
        ) : query.isError ? (
          <div className="mt-4" role="alert">
            <p className="text-sm">
              <Trans>We couldn&apos;t load your email settings.</Trans> {errorMessage(query.error)}
            </p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : (
          <ul className="mt-4 space-y-4">
            {notices.map((notice) => {
              const id = `email-notice-${notice.key}`;
              return (
                <li key={notice.key} className="flex items-start justify-between gap-4">
                  <div className="min-w-0">
                    <label htmlFor={id} className="font-semibold">
                      {labelOf(notice)}
                    </label>
                    <p id={`${id}-description`} className="text-sm text-ink-muted">
                      {descriptionOf(notice)}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    checked={notice.isEnabled}
                    disabled={save.isPending}
                    aria-describedby={`${id}-description`}
                    onCheckedChange={(isEnabled) => save.mutate({ key: notice.key, isEnabled })}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {children}
      </Card>
    </section>
  );
}
