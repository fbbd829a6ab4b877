/**
 * The query cache a server-rendered page was rendered with, sent to the browser in the HTML.
 *
 * TanStack Query sends only successful queries by default, and useQuery retries a failed one when
 * it mounts. A page whose prefetch failed (a 404 "Course not found", a 403 for a lesson) would then
 * render its error screen on the server and a skeleton in the browser, and ask the API again. So
 * failed queries travel too: their ApiError as status and message, rebuilt as the same ApiError in
 * the browser. Each such error is "held": useQuery does not retry it on mount (see
 * `retryOnMount` in query-client.ts) while the page that was rendered with it stays on screen.
 * Once the last component using the query unmounts (the visitor moved on), the hold ends, and a
 * later visit asks the API again as usual, since signing in or enrolling can change the answer.
 */
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { ApiError } from "./api";

/** An error as it travels in the page: an API answer's status and message, or just a message. */
interface WireError {
  status: number | null;
  message: string;
}

const held = new WeakSet<object>();

/** False for a failed query the page was rendered with, while that page is still shown. */
export function mayRetryOnMount(query: Query): boolean {
  const error: unknown = query.state.error;
  return !(typeof error === "object" && error !== null && held.has(error));
}

/**
 * Holds the errors now in the cache (see above). The server calls it after the prefetch, so the
 * page renders its error states instead of loading ones; the browser, through hydratePageState.
 */
export function holdFailedQueries(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    const error: unknown = query.state.error;
    if (query.state.status === "error" && typeof error === "object" && error !== null) held.add(error);
  }
  cache.subscribe((event) => {
    if (event.type !== "observerRemoved" || event.query.getObserversCount() > 0) return;
    const error: unknown = event.query.state.error;
    if (typeof error === "object" && error !== null) held.delete(error);
  });
}

function toWire(error: unknown): WireError | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof Error) return { status: null, message: error.message };
  return { status: null, message: typeof error === "string" ? error : "Unknown error" };
}

function fromWire(error: unknown): Error | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, message } = error as Partial<WireError>;
  const text = typeof message === "string" ? message : "";
  return typeof status === "number" ? new ApiError(status, text) : new Error(text);
}

/**
 * The server's side: the successful and the failed queries as JSON, with "<" escaped so the text
 * can sit in a script element.
 */
export function serializePageState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "error",
  });
  const queries = state.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      error: toWire(query.state.error),
      fetchFailureReason: toWire(query.state.fetchFailureReason),
    },
  }));
  return JSON.stringify({ ...state, queries }).replace(/</g, "\\u003c");
}

/** The browser's side: fills the cache from the page's JSON, failed queries included and held. */
export function hydratePageState(queryClient: QueryClient, json: string | null | undefined) {
  if (!json) return;
  const parsed = JSON.parse(json) as DehydratedState;
  const queries = parsed.queries.map((query) => {
    if (query.state.status !== "error") return query;
    const error = fromWire(query.state.error);
    // One object for both, as after a failed fetch in the browser.
    const reason = query.state.fetchFailureReason === null ? null : error;
    return { ...query, state: { ...query.state, error, fetchFailureReason: reason } };
  });
  hydrate(queryClient, { ...parsed, queries });
  holdFailedQueries(queryClient);
}
