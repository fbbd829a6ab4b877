import { AdminLayout } from "../../../features/admin/AdminLayout";
import { BookingsManager } from "../../../features/admin-manage/BookingsManager";
import { adminQueries } from "../../../features/admin-manage/queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.bookings({}));
}

export default function AdminBookingsPage() {
  return (
    <AdminLayout title="Mentor Bookings" roles={["admin"]}>
      <BookingsManager />
    </AdminLayout>
  );
}
