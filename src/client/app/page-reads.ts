import type { QueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "../../shared/contracts/auth";
import { matchRoute } from "./routes";

/**
 * The reads a page's prefetch makes, for `user`, ready to run against any query client: what
 * "Save for offline" copies along with the page (features/offline/saved-fetch.ts), so a read a
 * page adds to its prefetch is saved with it. Undefined for a page that prefetches nothing. The
 * pages import this when a save starts: no first load carries it.
 */
export async function pageReads(
  path: string,
  user: CurrentUser | null,
): Promise<((queryClient: QueryClient) => Promise<unknown>) | undefined> {
  const url = new URL(path, "http://localhost");
  const { route, params } = matchRoute(url.pathname);
  const { prefetch } = await route.load();
  return prefetch && ((queryClient) => prefetch({ queryClient, params, search: url.searchParams, user }));
}
