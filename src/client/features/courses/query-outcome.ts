import type { EnsureQueryDataOptions, QueryClient, QueryKey, UseQueryResult } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";

/**
 * "Not found" that survives the server render. The server sends only successful queries to
 * the browser, and useQuery retries a failed one on mount, so a 404 from a prefetch would
 * render as loading. The prefetch stores null for a 404 instead: the server renders the
 * "not found" screen (with status 404) and the browser hydrates the same screen.
 */
export async function ensureOrMarkMissing<T>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, QueryKey>,
): Promise<T | null> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      queryClient.setQueryData<T | null>(options.queryKey, null);
    }
    return null;
  }
}

export type Outcome<T> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error"; error: Error; httpStatus: number | null }
  | { status: "ready"; data: T };

/** A query's state for a page: loading, missing (404 or stored null), another error, or its data. */
export function queryOutcome<T>(query: UseQueryResult<T>): Outcome<T> {
  if (query.data === null) return { status: "missing" };
  if (query.data !== undefined) return { status: "ready", data: query.data };
  if (query.error) {
    const httpStatus = query.error instanceof ApiError ? query.error.status : null;
    return httpStatus === 404 ? { status: "missing" } : { status: "error", error: query.error, httpStatus };
  }
  return { status: "loading" };
}
