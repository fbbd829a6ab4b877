import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

/** A list query's loading and error states; renders `children(data)` once it has arrived. */
export function ListState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, e.g. "blog posts". */
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={`Loading ${label}`} className="grid gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-20 w-full rounded-[var(--radius-card)]" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-[var(--radius-card)] border border-line bg-surface p-6 text-center">
        <p className="font-semibold">We couldn&apos;t load the {label}.</p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
