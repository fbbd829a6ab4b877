import { Trans, useLingui } from "@lingui/react/macro";
import { AdminLayout } from "../../layout/AdminLayout";
import { StaffAudit, teamQueries } from "../../../features/teams";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(teamQueries.audit(1));
}

export default function AdminAuditPage() {
  const { t } = useLingui();
  return (
    <AdminLayout title={t`Audit`} roles={["admin"]}>
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        <Trans>
          Every time staff open a student&apos;s submission, project file or quiz attempts, it is recorded here.
        </Trans>
      </p>
      <StaffAudit />
    </AdminLayout>
  );
}
