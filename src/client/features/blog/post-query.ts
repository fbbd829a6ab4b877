import { useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { queries, type WireBlogPost } from "../../lib/queries";

/**
 * Loads a post for the server render. A missing post is remembered as null: errors aren't sent
 * to the browser with the page's data, and without this the browser's first render (loading)
 * would not match the server's "Article Not Found".
 */
export async function prefetchPost(queryClient: QueryClient, id: string) {
  const options = queries.blogPost(id);
  try {
    await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      queryClient.setQueryData<WireBlogPost | null>([...options.queryKey], null);
    }
  }
}

/** The post, null when it doesn't exist (or couldn't load), undefined while loading. */
export function usePost(id: string): { post: WireBlogPost | null | undefined; isMissing: boolean } {
  const query = useQuery(queries.blogPost(id));
  const data = query.data as WireBlogPost | null | undefined;
  if (query.isError || data === null) return { post: null, isMissing: true };
  return { post: data, isMissing: false };
}
