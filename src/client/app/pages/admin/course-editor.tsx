import { AdminLayout } from "../../../features/admin/AdminLayout";

export default function AdminPage() {
  return (
    <AdminLayout title="Edit Course">
      <p className="text-ink-muted">Coming soon.</p>
    </AdminLayout>
  );
}
