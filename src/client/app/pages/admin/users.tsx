import { AdminLayout } from "../../layout/AdminLayout";
import { adminQueries } from "../../../lib/admin-queries";
import { UserManager } from "../../../features/users/UserManager";
import { useAuth } from "../../../features/auth/use-auth";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.users({}));
}

export default function AdminUsersPage() {
  const { user } = useAuth();
  return (
    <AdminLayout title="Users" roles={["admin"]}>
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        Find people by name or email and choose what they can do: students learn, instructors review projects and edit
        courses, admins manage the whole academy.
      </p>
      {user && <UserManager currentUserId={user.id} />}
    </AdminLayout>
  );
}
