import { AdminLayout } from "../../layout/AdminLayout";
import { BookingsManager } from "../../../features/mentors/BookingsManager";
import { adminQueries } from "../../../lib/admin-queries";
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
