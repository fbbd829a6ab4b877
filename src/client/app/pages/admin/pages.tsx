import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { tableClass } from "../../../components/ui/table";
import { adminQueries } from "../../../lib/admin-queries";
import { queryOutcome } from "../../../lib/query-outcome";
import { AdminLayout } from "../../layout/AdminLayout";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.sitePages());
}

const updated = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));

/**
 * /admin/pages: the academy's own pages (About Us, the Privacy Policy…, the footer's links), each
 * in English and Spanish. The set is fixed; each page is edited at /admin/pages/{slug}.
 */
export default function AdminSitePagesPage() {
  const query = useQuery(adminQueries.sitePages());
  const outcome = queryOutcome(query);
  return (
    <AdminLayout title="Pages" roles={["admin"]}>
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        The pages the footer links to, in English and Spanish. Their text is Markdown: headings, lists, bold, links and
        tables. Saving publishes the change at once.
      </p>
      {outcome.status === "ready" ? (
        <div className={tableClass.wrapper}>
          <table className={tableClass.table}>
            <thead className={tableClass.head}>
              <tr>
                <th scope="col" className={tableClass.th}>
                  Page
                </th>
                <th scope="col" className={tableClass.th}>
                  Spanish title
                </th>
                <th scope="col" className={tableClass.th}>
                  Updated (UTC)
                </th>
                <th scope="col" className={tableClass.th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={tableClass.body}>
              {outcome.data.map((page) => (
                <tr key={page.slug} className={tableClass.row}>
                  <td data-label="Page" className={`${tableClass.cell} font-semibold`}>
                    {page.titleEn}
                  </td>
                  <td data-label="Spanish title" lang="es" className={tableClass.cell}>
                    {page.titleEs}
                  </td>
                  <td data-label="Updated (UTC)" className={tableClass.cell}>
                    {updated(page.updatedAt)}
                  </td>
                  <td className={`${tableClass.cell} max-sm:justify-end max-sm:before:content-none`}>
                    <span className="flex flex-wrap justify-end gap-2">
                      <Link
                        href={`/admin/pages/${page.slug}`}
                        className={buttonClass("outline", "sm")}
                        aria-label={`Edit ${page.titleEn}`}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                      </Link>
                      <a
                        href={`/pages/${page.slug}`}
                        className={buttonClass("ghost", "sm")}
                        aria-label={`View ${page.titleEn}`}
                      >
                        <ExternalLink className="h-4 w-4" aria-hidden="true" /> View
                      </a>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : outcome.status === "loading" ? (
        <div aria-busy="true" aria-label="Loading pages" className="grid gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <p role="alert" className="font-semibold text-danger">
          The pages couldn&apos;t be loaded. Reload the page to try again.
        </p>
      )}
    </AdminLayout>
  );
}
