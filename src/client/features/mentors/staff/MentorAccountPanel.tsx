import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/form";
import type { MentorAccount } from "../../../../shared/contracts/mentor-accounts";
import type { Wire } from "../../../lib/queries";
import { useAdminMutation } from "../../../lib/use-admin-mutation";

type Account = Wire<MentorAccount>;

const accountQuery = (mentorId: string) =>
  queryOptions<Account>({ queryKey: ["/api/admin/mentors", mentorId, "account"] });

/**
 * A mentor's account (issue 26): the user who signs in as the mentor (an existing account, found
 * by email; their role becomes mentor), and the changes the mentor asked for to their public
 * profile, to approve or reject. Invitations by email are the invitations module's (not here).
 */
export function MentorAccountPanel({ mentorId, name }: { mentorId: string; name: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const account = useQuery(accountQuery(mentorId));
  const invalidates = [`/api/admin/mentors`, "/api/mentors"];
  const link = useAdminMutation<string, Account>({
    request: (value) => ({ method: "PUT", url: `/api/admin/mentors/${mentorId}/account`, body: { email: value } }),
    invalidates,
    success: (result) => ({
      title: "Account Linked",
      description: `${result.account?.email} now signs in as ${name}.`,
    }),
    errorTitle: "Link Failed",
    onSuccess: () => setEmail(""),
  });
  const unlink = useAdminMutation<void, Account>({
    request: () => ({ method: "DELETE", url: `/api/admin/mentors/${mentorId}/account` }),
    invalidates,
    success: () => ({ title: "Account Unlinked", description: `${name} has no account now.` }),
    errorTitle: "Unlink Failed",
  });
  const decide = useAdminMutation<"approve" | "reject", Account>({
    request: (decision) => ({ method: "POST", url: `/api/admin/mentors/${mentorId}/profile-changes/${decision}` }),
    invalidates,
    success: (_result, decision) => ({
      title: decision === "approve" ? "Changes Approved" : "Changes Rejected",
      description:
        decision === "approve" ? `${name}'s public profile shows them now.` : `${name}'s profile stays as it was.`,
    }),
    errorTitle: "Decision Failed",
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    link.mutate(email);
  }

  const data = account.data;
  if (!data) return null;
  return (
    <div className="mt-3 space-y-3 border-t border-line pt-3 text-sm">
      {data.account ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="break-all">
            Signs in as <strong>{data.account.email}</strong>
          </p>
          <Button variant="outline" size="sm" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
            Unlink account
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor={`${id}-email`}>Link an account by email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              required
              value={email}
              placeholder="mentor@example.org"
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={link.isPending}>
            Link account
          </Button>
        </form>
      )}
      {data.pending && (
        <div className="rounded-lg bg-amber-50 p-3">
          <p className="font-semibold">Profile changes waiting for approval</p>
          {data.pending.bio !== undefined && <p className="mt-1 break-words whitespace-pre-line">{data.pending.bio}</p>}
          {data.pending.expertise && <p className="mt-1">Expertise: {data.pending.expertise.join(", ")}</p>}
          {data.pending.imageUrl !== undefined && (
            <p className="mt-1 break-all">Photo: {data.pending.imageUrl ?? "none"}</p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => decide.mutate("approve")} disabled={decide.isPending}>
              Approve changes
            </Button>
            <Button size="sm" variant="outline" onClick={() => decide.mutate("reject")} disabled={decide.isPending}>
              Reject changes
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
