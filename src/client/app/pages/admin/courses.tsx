import { AdminLayout } from "../../../features/admin/AdminLayout";

export default function AdminPage() {
  return (
    <AdminLayout title="Courses">
      <p className="text-ink-muted">Coming soon.</p>
    </AdminLayout>
  );
}
