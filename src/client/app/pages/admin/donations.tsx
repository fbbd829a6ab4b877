import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { AdminLayout } from "../../layout/AdminLayout";
import { DonationsTable } from "../../../features/donations/DonationsTable";
import { ListState } from "../../../components/staff/ListState";
import { adminQueries } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.donations());
}

function Donations() {
  const query = useQuery(adminQueries.donations());
  return (
    <ListState query={query} label="donations">
      {(donations) => <DonationsTable donations={donations} />}
    </ListState>
  );
}

export default function AdminDonationsPage() {
  return (
    <AdminLayout
      title="Donations"
      roles={["admin"]}
      actions={
        <a href="/api/admin/donations.csv" download="donations.csv" className={buttonClass("outline")}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
        </a>
      }
    >
      <Donations />
    </AdminLayout>
  );
}
