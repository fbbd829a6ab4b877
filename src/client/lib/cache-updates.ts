/**
 * How a write brings the query cache up to date: the one way in this client.
 *
 * 1. When a write succeeds, `invalidate(queryClient, reads)` marks what it changed stale: queries
 *    on screen refetch at once, the others when next shown. A read is either
 *    - a query's options (`queries.enrollments()`): that query, exactly; or
 *    - a URL (`"/api/admin/users"`): every query whose URL (its key joined with "/", as the
 *      default query function fetches it) is that URL or lies below it, whatever the filters:
 *      "/api/admin/users?role=admin", "/api/courses/7/modules".
 *    Query options come from lib/queries.ts (public reads) or a feature's queries.ts (staff
 *    reads); a URL names a family of reads, such as a list in all its filters.
 * 2. When the write answers with the new record and the screen must show it at once (a lesson's
 *    progress after Complete, an authoring save's course tree, a review), `putAnswer` puts that
 *    answer in the cache first; what else the write changed is still invalidated as in 1.
 *
 * Nothing else writes to the query cache, except the server render's seeding of the current
 * user and the site settings (entry-server.tsx).
 */
import type { DataTag, QueryClient, QueryKey } from "@tanstack/react-query";
import { keyToUrl } from "./api";

export type Read = string | { queryKey: QueryKey };

function covers(read: Read, url: string): boolean {
  if (typeof read !== "string") return url === keyToUrl(read.queryKey);
  return url === read || url.startsWith(`${read}/`) || url.startsWith(`${read}?`);
}

/**
 * Marks the reads stale and refetches those on screen (with `refetchInactive`, the others too:
 * a page visited earlier shows the change as soon as it comes back). Resolves once refetched.
 */
export function invalidate(
  queryClient: QueryClient,
  reads: readonly Read[],
  { refetchInactive = false }: { refetchInactive?: boolean } = {},
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const url = keyToUrl(query.queryKey);
      return reads.some((read) => covers(read, url));
    },
    refetchType: refetchInactive ? "all" : "active",
  });
}

/** Puts a write's answer in the cache as the query's data, for the screen to show at once. */
export function putAnswer<TData>(
  queryClient: QueryClient,
  query: { queryKey: DataTag<QueryKey, TData, Error> },
  data: TData,
): void {
  queryClient.setQueryData(query.queryKey, data);
}
