import { Trans, useLingui } from "@lingui/react/macro";
import { useSearch } from "wouter";
import { adminQueries } from "../../../lib/admin-queries";
import { CertificateManager, certificateFiltersOf } from "../../../features/credentials/staff/CertificateManager";
import { AdminLayout } from "../../layout/AdminLayout";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, search, user }: PrefetchContext) {
  if (user?.role !== "admin") return;
  const filters = certificateFiltersOf(search);
  await queryClient.prefetchQuery(adminQueries.certificates(filters.search || undefined, filters.status));
}

/** Admins find certificates and revoke one with a reason (issue 25). */
export default function AdminCertificatesPage() {
  const { t } = useLingui();
  const filters = certificateFiltersOf(new URLSearchParams(useSearch()));
  return (
    <AdminLayout title={t`Certificates`} roles={["admin"]}>
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        <Trans>
          Find a certificate by its ID, the student or the course. Revoke one that was issued in error or can&apos;t
          stand: its public page, PDF and credential then show it as revoked.
        </Trans>
      </p>
      {/* Keyed by the address: a new search starts the form from it. */}
      <CertificateManager key={`${filters.search}|${filters.status}`} filters={filters} />
    </AdminLayout>
  );
}
