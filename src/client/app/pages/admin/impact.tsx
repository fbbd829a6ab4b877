import { useQuery } from "@tanstack/react-query";
import { AdminLayout } from "../../layout/AdminLayout";
import { STAFF_ROLES } from "../../layout/AdminGate";
import { staffQueries } from "../../../features/courses/queries";
import { useAuth } from "../../../features/auth/use-auth";
import { defaultImpactFilter, ImpactReport } from "../../../features/outcomes/staff/ImpactReport";
import { impactQueryOptions, publicFiguresQueryOptions } from "../../../features/outcomes/queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (!user || !STAFF_ROLES.includes(user.role)) return;
  await Promise.all([
    queryClient.prefetchQuery(staffQueries.courses()),
    queryClient.prefetchQuery(impactQueryOptions(defaultImpactFilter())),
    user.role === "admin" ? queryClient.prefetchQuery(publicFiguresQueryOptions()) : undefined,
  ]);
}

/** /admin/impact: outcomes for funders (issue 24); instructors see their own courses, admins all. */
export default function AdminImpactPage() {
  const { user } = useAuth();
  const isStaff = Boolean(user && STAFF_ROLES.includes(user.role));
  const courses = useQuery({ ...staffQueries.courses(), enabled: isStaff });
  return (
    <AdminLayout title="Impact">
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        What happened to students during and after their courses, for funders: the figures of any date range, by course,
        with a CSV of each.
      </p>
      <ImpactReport courses={courses.data ?? []} isAdmin={user?.role === "admin"} />
    </AdminLayout>
  );
}
