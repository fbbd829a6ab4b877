import { useQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { Button } from "../../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { AdminLayout } from "../../layout/AdminLayout";
import { adminQueries, QUEUE_STATUSES, type QueueStatus } from "../../../lib/admin-queries";
import { ReviewQueue, ReviewQueueSkeleton } from "../../../features/projects/ReviewQueue";
import type { PrefetchContext } from "../../routes";

const TAB_LABELS: Record<QueueStatus, string> = {
  pending: "Pending",
  needs_revision: "Needs revision",
  approved: "Approved",
  all: "All",
};

const isStaff = (role: string | undefined) => role === "instructor" || role === "admin";

function statusOf(search: URLSearchParams): QueueStatus {
  const value = search.get("status");
  return QUEUE_STATUSES.find((status) => status === value) ?? "pending";
}

export async function prefetch({ queryClient, search, user }: PrefetchContext) {
  if (!isStaff(user?.role)) return;
  await queryClient.prefetchQuery(adminQueries.submissions(statusOf(search)));
}

function Queue({ status }: { status: QueueStatus }) {
  const query = useQuery(adminQueries.submissions(status));
  if (query.isPending) return <ReviewQueueSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-[var(--radius-card)] border border-line bg-surface p-6 text-center">
        <p className="font-semibold">We couldn&apos;t load the submissions.</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <ReviewQueue status={status} submissions={query.data} />;
}

export default function ReviewsPage() {
  const [, navigate] = useLocation();
  const status = statusOf(new URLSearchParams(useSearch()));
  return (
    <AdminLayout title="Project Reviews">
      <p className="-mt-3 mb-5 max-w-2xl text-ink-muted">
        Read each student&apos;s work, approve it or ask for a revision, and leave feedback they can act on. Pending
        work is listed oldest first.
      </p>
      <Tabs
        value={status}
        onValueChange={(value) =>
          navigate(value === "pending" ? "/admin/reviews" : `/admin/reviews?status=${value}`, { replace: true })
        }
      >
        <TabsList aria-label="Filter submissions by status" className="sm:w-auto">
          {QUEUE_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <Queue status={status} />
        </TabsContent>
      </Tabs>
    </AdminLayout>
  );
}
