import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card, CardBody } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { AdminLayout } from "../../layout/AdminLayout";
import { EarlierSubmissions } from "../../../features/projects/EarlierSubmissions";
import { adminQueries, type WireStaffSubmission } from "../../../lib/admin-queries";
import { ReviewForm } from "../../../features/projects/ReviewForm";
import {
  Requirements,
  ReviewSummary,
  SubmissionHeader,
  SubmittedWork,
} from "../../../features/projects/SubmissionDetails";
import { prefetchData, queryOutcome } from "../../../lib/query-outcome";
import { useAuth } from "../../../features/auth/use-auth";
import { usePageHead } from "../../head";
import type { PrefetchContext } from "../../routes";

const isStaff = (role: string | undefined) => role === "instructor" || role === "admin";

export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  if (!isStaff(user?.role) || !params.id) return;
  // A 404 is stored as null, so the "not found" screen (and its status) survives hydration.
  await prefetchData(queryClient, adminQueries.submission(params.id));
}

const backLink = (
  <Link href="/admin/reviews" className={buttonClass("outline", "sm")}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Reviews
  </Link>
);

function ReviewSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading submission" className="grid gap-5">
      <Skeleton className="h-32 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

function NotFoundHead() {
  usePageHead({
    title: "Submission Not Found",
    description: "This submission doesn't exist.",
    noindex: true,
    status: 404,
  });
  return null;
}

function Submission({ query }: { query: UseQueryResult<WireStaffSubmission> }) {
  const outcome = queryOutcome(query);
  const submission = outcome.status === "ready" ? outcome.data : undefined;

  if (outcome.status === "missing") {
    return (
      <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-14 text-center">
        <NotFoundHead />
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <SearchX className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-4 text-ink-muted">
          This submission doesn&apos;t exist or was removed. The review queue lists every submission.
        </p>
      </div>
    );
  }
  if (outcome.status === "error") {
    return (
      <div role="alert" className="rounded-[var(--radius-card)] border border-line bg-surface p-6 text-center">
        <p className="font-semibold">We couldn&apos;t load this submission.</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!submission) return <ReviewSkeleton />;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid min-w-0 gap-5">
        <SubmissionHeader submission={submission} />
        <Card>
          <CardBody className="grid gap-8 sm:p-7">
            <SubmittedWork submission={submission} />
            <Requirements requirements={submission.project.requirements} />
          </CardBody>
        </Card>
        <EarlierSubmissions submission={submission} />
      </div>
      <Card className="min-w-0 lg:sticky lg:top-24">
        <CardBody className="sm:p-7">
          {submission.status === "pending" ? (
            <ReviewForm key={submission.id} submission={submission} />
          ) : (
            <ReviewSummary submission={submission} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default function ReviewPage({ params }: { params: Record<string, string> }) {
  const { user } = useAuth();
  const query = useQuery({ ...adminQueries.submission(params.id ?? ""), enabled: isStaff(user?.role) });
  const title = queryOutcome(query).status === "missing" ? "Submission Not Found" : "Review Submission";
  return (
    <AdminLayout title={title} actions={backLink}>
      <Submission query={query} />
    </AdminLayout>
  );
}
