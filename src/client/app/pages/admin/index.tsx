import { useQuery } from "@tanstack/react-query";
import { AdminLayout } from "../../layout/AdminLayout";
import { STAFF_ROLES } from "../../layout/AdminGate";
import { staffQueries } from "../../../features/courses/queries";
import { StaffOverview } from "../../../features/courses/StaffOverview";
import { useAuth } from "../../../features/auth/use-auth";
import type { PrefetchContext } from "../../routes";
import { AuditSection } from "../../../features/teams/staff/StaffAudit";
import { AtRiskSection } from "../../../features/at-risk/staff/AtRiskSection";
import { atRiskQueries } from "../../../features/at-risk/queries";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (!user || !STAFF_ROLES.includes(user.role)) return;
  await Promise.all([
    queryClient.prefetchQuery(staffQueries.courses()),
    queryClient.prefetchQuery(staffQueries.pendingSubmissions()),
    queryClient.prefetchQuery(atRiskQueries.list(1)),
  ]);
}

export default function AdminOverviewPage() {
  const { user } = useAuth();
  const isStaff = Boolean(user && STAFF_ROLES.includes(user.role));
  const courses = useQuery({ ...staffQueries.courses(), enabled: isStaff });
  const pending = useQuery({ ...staffQueries.pendingSubmissions(), enabled: isStaff });

  return (
    <AdminLayout title="Staff Overview">
      <StaffOverview
        firstName={user?.firstName || "there"}
        isAdmin={user?.role === "admin"}
        courses={courses.isError ? null : courses.data}
        pendingCount={pending.isError ? null : pending.data?.length}
      />
      {isStaff && <AtRiskSection />}
      {user?.role === "admin" && <AuditSection />}
    </AdminLayout>
  );
}
