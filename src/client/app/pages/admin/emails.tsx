import { EmailOutbox } from "../../../features/email/EmailOutbox";
import { adminQueries } from "../../../lib/admin-queries";
import { AdminLayout } from "../../layout/AdminLayout";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.emails());
}

export default function AdminEmailsPage() {
  return (
    <AdminLayout title="Emails" roles={["admin"]}>
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        Every message the academy sends waits here first. Failed messages are retried after 1, 5 and 30 minutes and 2
        hours; after that they can be resent from here.
      </p>
      <EmailOutbox />
    </AdminLayout>
  );
}
