import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { keyToUrl, toApiError, type Fetcher } from "./api";
import { mayRetryOnMount } from "./page-state";
import { siteSettingsQueryOptions } from "./site-settings";

/**
 * Data never goes stale, doesn't refetch on focus, isn't polled and isn't retried (spec 9). A query
 * that failed while the server rendered the page isn't asked again as the page hydrates (page-state.ts).
 */
export function createQueryClient(fetcher: Fetcher): QueryClient {
  const queryFn: QueryFunction = async ({ queryKey, meta }) => {
    const response = await fetcher(keyToUrl(queryKey));
    if (response.status === 401 && meta?.on401 === "returnNull") return null;
    if (response.status < 200 || response.status >= 300) throw toApiError(response);
    return response.body ? (JSON.parse(response.body) as unknown) : null;
  };
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryOnMount: mayRetryOnMount,
      },
      mutations: { retry: false },
    },
  });
  // The site's settings come only with the page: keep them for the whole visit.
  queryClient.setQueryDefaults(siteSettingsQueryOptions.queryKey, { gcTime: Infinity });
  return queryClient;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { on401?: "returnNull" | "throw" };
  }
}
