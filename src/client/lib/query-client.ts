import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { keyToUrl, toApiError, type Fetcher } from "./api";

/** Data never goes stale, doesn't refetch on focus, isn't polled and isn't retried (spec 9). */
export function createQueryClient(fetcher: Fetcher): QueryClient {
  const queryFn: QueryFunction = async ({ queryKey, meta }) => {
    const response = await fetcher(keyToUrl(queryKey));
    if (response.status === 401 && meta?.on401 === "returnNull") return null;
    if (response.status < 200 || response.status >= 300) throw toApiError(response);
    return response.body ? (JSON.parse(response.body) as unknown) : null;
  };
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { on401?: "returnNull" | "throw" };
  }
}
