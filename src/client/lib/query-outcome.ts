import type { EnsureQueryDataOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * For a prefetch that needs the data to go on (a lesson's course, say): the data, or null when the
 * call failed. The failure stays in the cache and reaches the browser with the page
 * (page-state.ts), so the page renders the same "not found" or error screen on both sides.
 */
export async function prefetchData<T>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, QueryKey>,
): Promise<T | null> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch {
    return null;
  }
}

type Outcome<T> =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error"; error: Error; httpStatus: number | null }
  | { status: "ready"; data: T };

/** A query's state for a page: loading, missing (404), another error, or its data. */
export function queryOutcome<T>(query: { data: T | undefined; error: Error | null }): Outcome<T> {
  if (query.data !== undefined) return { status: "ready", data: query.data };
  if (query.error) {
    const httpStatus = query.error instanceof ApiError ? query.error.status : null;
    return httpStatus === 404 ? { status: "missing" } : { status: "error", error: query.error, httpStatus };
  }
  return { status: "loading" };
}
