import { queryOptions, useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input, Label, NativeSelect } from "../../../components/ui/form";
import type { MentorAccount } from "../../../../shared/contracts/mentor-accounts";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../../../shared/rules/locale";
import { useIntlLocale, useLocale } from "../../../lib/i18n";
import type { Wire } from "../../../lib/queries";
import { useAdminMutation } from "../../../lib/use-admin-mutation";

type Account = Wire<MentorAccount>;

const accountQuery = (mentorId: string) =>
  queryOptions<Account>({ queryKey: ["/api/admin/mentors", mentorId, "account"] });

/**
 * A mentor's account (issue 26): the user who signs in as the mentor, linked by email (an
 * existing account at once, its role becomes mentor; an address without one gets an invitation
 * to sign up, in the language chosen), and the changes the mentor asked for to their public
 * profile, to approve or reject.
 */
export function MentorAccountPanel({ mentorId, name }: { mentorId: string; name: string }) {
  const { t } = useLingui();
  const id = useId();
  const intl = useIntlLocale();
  const pageLocale = useLocale();
  const [email, setEmail] = useState("");
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const account = useQuery(accountQuery(mentorId));
  const invalidates = [`/api/admin/mentors`, "/api/mentors"];
  const link = useAdminMutation<{ email: string; locale: Locale }, Account>({
    request: (body) => ({ method: "PUT", url: `/api/admin/mentors/${mentorId}/account`, body }),
    invalidates,
    success: (result) =>
      result.account
        ? { title: t`Account Linked`, description: t`${result.account.email} now signs in as ${name}.` }
        : {
            title: t`Invitation Sent`,
            description: t`${result.invitation?.email ?? ""} has no account yet: they got an email to sign up as ${name}.`,
          },
    errorTitle: t`Link Failed`,
    onSuccess: () => setEmail(""),
  });
  const unlink = useAdminMutation<void, Account>({
    request: () => ({ method: "DELETE", url: `/api/admin/mentors/${mentorId}/account` }),
    invalidates,
    success: () => ({ title: t`Account Unlinked`, description: t`${name} has no account now.` }),
    errorTitle: t`Unlink Failed`,
  });
  const decide = useAdminMutation<"approve" | "reject", Account>({
    request: (decision) => ({ method: "POST", url: `/api/admin/mentors/${mentorId}/profile-changes/${decision}` }),
    invalidates,
    success: (_result, decision) => ({
      title: decision === "approve" ? t`Changes Approved` : t`Changes Rejected`,
      description:
        decision === "approve" ? t`${name}'s public profile shows them now.` : t`${name}'s profile stays as it was.`,
    }),
    errorTitle: t`Decision Failed`,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    link.mutate({ email, locale });
  }

  const data = account.data;
  if (!data) return null;
  const invitation = data.invitation;
  const formatDate = (value: string) => new Intl.DateTimeFormat(intl, { dateStyle: "medium" }).format(new Date(value));
  return (
    <div className="mt-3 space-y-3 border-t border-line pt-3 text-sm">
      {data.account ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="break-all">
            <Trans>
              Signs in as <strong>{data.account.email}</strong>
            </Trans>
          </p>
          <Button variant="outline" size="sm" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
            <Trans>Unlink account</Trans>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-2">
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <Label htmlFor={`${id}-email`}>
                <Trans>Link an account by email</Trans>
              </Label>
              <Input
                id={`${id}-email`}
                type="email"
                required
                value={email}
                placeholder="mentor@example.org"
                aria-describedby={`${id}-email-hint`}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-locale`}>
                <Trans>Language of the invitation</Trans>
              </Label>
              <NativeSelect
                id={`${id}-locale`}
                value={locale}
                onChange={(event) => setLocale(event.target.value as Locale)}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" size="sm" disabled={link.isPending}>
              <Trans>Link or invite</Trans>
            </Button>
          </div>
          <p id={`${id}-email-hint`} className="text-ink-muted">
            <Trans>
              An existing account is linked at once. An address without an account gets an email to sign up; the new
              account becomes this mentor&apos;s.
            </Trans>
          </p>
          {invitation && <InvitationLine email={invitation.email} until={formatDate(invitation.expiresAt)} />}
        </form>
      )}
      {data.pending && (
        <div className="rounded-lg bg-amber-50 p-3">
          <p className="font-semibold">
            <Trans>Profile changes waiting for approval</Trans>
          </p>
          {data.pending.bio !== undefined && <p className="mt-1 break-words whitespace-pre-line">{data.pending.bio}</p>}
          {data.pending.expertise && (
            <p className="mt-1">
              <Trans>Expertise: {data.pending.expertise.join(", ")}</Trans>
            </p>
          )}
          {data.pending.imageUrl !== undefined && (
            <p className="mt-1 break-all">
              {data.pending.imageUrl ? <Trans>Photo: {data.pending.imageUrl}</Trans> : <Trans>Photo: none</Trans>}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => decide.mutate("approve")} disabled={decide.isPending}>
              <Trans>Approve changes</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => decide.mutate("reject")} disabled={decide.isPending}>
              <Trans>Reject changes</Trans>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function InvitationLine({ email, until }: { email: string; until: string }) {
  return (
    <p className="break-all">
      <Trans>
        Invitation sent to <strong>{email}</strong>, open until {until}.
      </Trans>
    </p>
  );
}
