import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { ListState } from "../../../components/staff/ListState";
import { buttonClass } from "../../../components/ui/button";
import { SendsList } from "../../../features/newsletter/SendsList";
import { SubscribersTable } from "../../../features/newsletter/SubscribersTable";
import { adminQueries } from "../../../lib/admin-queries";
import { AdminLayout } from "../../layout/AdminLayout";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") {
    await Promise.all([
      queryClient.prefetchQuery(adminQueries.subscribers()),
      queryClient.prefetchQuery(adminQueries.newsletterSends()),
    ]);
  }
}

function Sends() {
  const query = useQuery(adminQueries.newsletterSends());
  return (
    <ListState query={query} label="newsletter sends">
      {(sends) => <SendsList sends={sends} />}
    </ListState>
  );
}

function Subscribers() {
  const query = useQuery(adminQueries.subscribers());
  return (
    <ListState query={query} label="subscribers">
      {(subscribers) => <SubscribersTable subscribers={subscribers} />}
    </ListState>
  );
}

export default function AdminNewsletterPage() {
  return (
    <AdminLayout
      title="Newsletter"
      roles={["admin"]}
      actions={
        <a
          href="/api/admin/newsletter/subscribers.csv"
          download="newsletter-subscribers.csv"
          className={buttonClass("outline")}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
        </a>
      }
    >
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        Readers subscribe on the blog and confirm by email; only confirmed subscribers get posts. Send a published post
        from the Blog page.
      </p>
      <div className="grid gap-8">
        <section aria-labelledby="subscribers-title">
          <h2 id="subscribers-title" className="mb-3 text-xl font-bold">
            Subscribers
          </h2>
          <Subscribers />
        </section>
        <section aria-labelledby="sends-title">
          <h2 id="sends-title" className="mb-3 text-xl font-bold">
            Sends
          </h2>
          <Sends />
        </section>
      </div>
    </AdminLayout>
  );
}
