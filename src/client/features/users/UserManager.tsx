import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search, ShieldCheck, UserRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, Label, NativeSelect } from "../../components/ui/form";
import { ConfirmDialog } from "../../components/staff/ConfirmDialog";
import { personName } from "../../lib/format";
import { ListState } from "../../components/staff/ListState";
import { LocalTime } from "../../components/ui/local-time";
import { adminQueries, type Role, type UserFilters, type WireAdminUser } from "../../lib/admin-queries";
import { useAdminMutation } from "../../lib/use-admin-mutation";

/** The server's list limit (USER_LIST_LIMIT). */
const LIST_LIMIT = 200;

const ROLE_LABELS: Record<Role, string> = {
  student: "Student",
  instructor: "Instructor",
  admin: "Admin",
  mentor: "Mentor",
};
/** A mentor's role comes with linking their profile on the Mentors page, not from here. */
const ROLES: Role[] = ["student", "instructor", "admin"];
const WITH_ARTICLE: Record<Role, string> = {
  student: "a Student",
  instructor: "an Instructor",
  admin: "an Admin",
  mentor: "a Mentor",
};
const ROLE_TONES: Record<Role, BadgeTone> = {
  student: "neutral",
  instructor: "teal",
  admin: "brand",
  mentor: "success",
};
const ROLE_RIGHTS: Record<Role, string> = {
  mentor: "They will see their own sessions on the mentor page.",
  student: "They will lose access to the staff area.",
  instructor: "They will be able to review projects and edit courses.",
  admin: "They will be able to manage everything, including other people's roles.",
};

function UserRow({
  user,
  isSelf,
  pendingRole,
  onChoose,
}: {
  user: WireAdminUser;
  isSelf: boolean;
  pendingRole: Role | null;
  onChoose: (role: Role) => void;
}) {
  const name = personName(user);
  const selectId = `role-${user.id}`;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <UserRound className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-bold break-words">{name}</h2>
              <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
              {isSelf && <Badge tone="solid">You</Badge>}
            </div>
            {name !== user.email && <p className="text-sm break-all text-ink-muted">{user.email}</p>}
            <p className="text-sm text-ink-muted">
              Joined <LocalTime iso={user.createdAt} />
            </p>
          </div>
        </div>
        <div className="sm:w-56">
          <Label htmlFor={selectId} className="sr-only">
            Role for {name}
          </Label>
          <NativeSelect
            id={selectId}
            value={pendingRole ?? user.role}
            disabled={isSelf || user.role === "mentor"}
            aria-describedby={isSelf ? `${selectId}-note` : undefined}
            onChange={(event) => onChoose(event.target.value as Role)}
          >
            {(user.role === "mentor" ? [...ROLES, "mentor" as const] : ROLES).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
          {isSelf && (
            <p id={`${selectId}-note`} className="mt-1 text-sm text-ink-muted">
              You can&apos;t change your own role: another admin has to, so the academy always keeps one.
            </p>
          )}
        </div>
      </Card>
    </li>
  );
}

export function UserManager({ currentUserId }: { currentUserId: string }) {
  const id = useId();
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<UserFilters>({});
  const [pending, setPending] = useState<{ user: WireAdminUser; role: Role } | null>(null);
  const query = useQuery({ ...adminQueries.users(filters), placeholderData: keepPreviousData });
  const change = useAdminMutation<{ user: WireAdminUser; role: Role }, WireAdminUser>({
    request: ({ user, role }) => ({ method: "PATCH", url: `/api/admin/users/${user.id}/role`, body: { role } }),
    invalidates: ["/api/admin/users"],
    success: (saved) => ({
      title: "Role Updated",
      description: `${personName(saved)} is now ${WITH_ARTICLE[saved.role].toLowerCase()}.`,
    }),
    errorTitle: "Role Change Failed",
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, search: searchText.trim() || undefined }));
  };

  return (
    <>
      <form onSubmit={onSearch} role="search" className="mb-5 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <Label htmlFor={`${id}-search`}>Search users</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={searchText}
            placeholder="Name or email"
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect
            id={`${id}-role`}
            value={filters.role ?? "all"}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                role: event.target.value === "all" ? undefined : (event.target.value as Role),
              }))
            }
          >
            <option value="all">All roles</option>
            {[...ROLES, "mentor" as const].map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}s
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          <Search className="h-4 w-4" aria-hidden="true" /> Search
        </Button>
      </form>

      <ListState query={query} label="users">
        {(users) =>
          users.length === 0 ? (
            <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
              <Search className="h-10 w-10 text-ink-muted" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-bold">No users found</h2>
              <p className="mt-1 text-ink-muted">Try another name or email, or choose All roles.</p>
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-ink-muted" role="status">
                Showing {users.length} {users.length === 1 ? "user" : "users"}
                {users.length >= LIST_LIMIT ? ` (the newest ${LIST_LIMIT}: search to find others)` : ""}
              </p>
              <ul className="grid gap-3" aria-label="Users">
                {users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === currentUserId}
                    pendingRole={pending?.user.id === user.id ? pending.role : null}
                    onChoose={(role) => role !== user.role && setPending({ user, role })}
                  />
                ))}
              </ul>
            </>
          )
        }
      </ListState>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !change.isPending && setPending(null)}
        title="Change Role"
        description={
          pending ? `Make ${personName(pending.user)} ${WITH_ARTICLE[pending.role]}? ${ROLE_RIGHTS[pending.role]}` : ""
        }
        confirmLabel="Change Role"
        pendingLabel="Changing..."
        destructive={pending?.role === "student"}
        isPending={change.isPending}
        onConfirm={() => pending && change.mutate(pending, { onSettled: () => setPending(null) })}
      >
        <p className="flex items-start gap-2 rounded-[var(--radius-control)] bg-paper px-3 py-2 text-sm text-ink-muted">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
          The change applies at once, on their next page load.
        </p>
      </ConfirmDialog>
    </>
  );
}
