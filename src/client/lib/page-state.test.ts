import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError, errorMessage, type Fetcher } from "./api";
import { hydratePageState, holdFailedQueries, serializePageState } from "./page-state";
import { queries } from "./queries";
import { createQueryClient } from "./query-client";
import { prefetchData, queryOutcome } from "./query-outcome";
import { siteSettingsQueryOptions } from "./site-settings";

const COURSE = { id: "c-1", title: "Carpentry <Basics>" };

/** The API as the server's fetcher sees it: one course, a 404 for any other, a 500 for the blog. */
const api: Fetcher = async (path) => {
  if (path === "/api/courses/c-1") return { status: 200, statusText: "OK", body: JSON.stringify(COURSE) };
  if (path === "/api/blog") return { status: 500, statusText: "Internal Server Error", body: "" };
  return { status: 404, statusText: "Not Found", body: JSON.stringify({ message: "Course not found" }) };
};

/** What the server does for a page: prefetch, hold the failures, render, serialize. */
async function serverPage() {
  const server = createQueryClient(api);
  server.setQueryData(siteSettingsQueryOptions.queryKey, { contactEmail: "team@academy.example.org", year: 2026 });
  expect(await prefetchData(server, queries.course("c-1"))).toEqual(COURSE);
  expect(await prefetchData(server, queries.course("missing"))).toBeNull();
  await server.prefetchQuery(queries.blog());
  holdFailedQueries(server);
  return { server, json: serializePageState(server) };
}

function browser(json: string) {
  const fetcher = vi.fn<Fetcher>(api);
  const client = createQueryClient(fetcher);
  hydratePageState(client, json);
  return { client, fetcher };
}

/** Mounts a component's worth of useQuery: the first render's result, and the subscription. */
function mount(client: QueryClient, { queryKey }: { queryKey: readonly unknown[] }) {
  const options = { queryKey };
  const observer = new QueryObserver(client, options);
  // As useQuery does: the first render already shows a fetch the mount is about to start.
  const firstRender = observer.getOptimisticResult({
    ...client.defaultQueryOptions(options),
    _optimisticResults: "optimistic",
  });
  const unmount = observer.subscribe(() => undefined);
  return { firstRender, unmount, observer };
}

describe("page state", () => {
  it("renders a failed prefetch as its error on the server, not as loading", async () => {
    const { server } = await serverPage();
    const { firstRender } = mount(server, queries.course("missing"));
    expect(firstRender.status).toBe("error");
    expect(queryOutcome(firstRender)).toEqual({ status: "missing" });
  });

  it("sends failed queries with the page and rebuilds the same ApiError in the browser", async () => {
    const { json } = await serverPage();
    expect(json).not.toContain("<");
    const { client } = browser(json);

    expect(client.getQueryData(queries.course("c-1").queryKey)).toEqual(COURSE);
    expect(client.getQueryData(siteSettingsQueryOptions.queryKey)).toEqual({
      contactEmail: "team@academy.example.org",
      year: 2026,
    });

    const missing = client.getQueryState(queries.course("missing").queryKey);
    expect(missing?.status).toBe("error");
    expect(missing?.error).toBeInstanceOf(ApiError);
    expect((missing?.error as ApiError).status).toBe(404);
    expect(missing?.error?.message).toBe('404: {"message":"Course not found"}');
    expect(errorMessage(missing?.error)).toBe("Course not found");
    expect(queryOutcome({ data: undefined, error: missing?.error ?? null })).toEqual({ status: "missing" });

    const failed = client.getQueryState(queries.blog().queryKey);
    expect(failed?.error).toBeInstanceOf(ApiError);
    expect(failed?.error?.message).toBe("500: Internal Server Error");
  });

  it("keeps an ApiError's parsed body through the page", async () => {
    const { json } = await serverPage();
    const { client } = browser(json);
    const missing = client.getQueryState(queries.course("missing").queryKey)?.error as ApiError;
    expect(missing.body).toEqual({ message: "Course not found" });
    const failed = client.getQueryState(queries.blog().queryKey)?.error as ApiError;
    expect(failed.body).toBeNull();
  });

  it("hydrates without asking the API again, for data and for errors alike", async () => {
    const { json } = await serverPage();
    const { client, fetcher } = browser(json);

    const found = mount(client, queries.course("c-1"));
    const missing = mount(client, queries.course("missing"));
    const failed = mount(client, queries.blog());

    expect(found.firstRender.status).toBe("success");
    expect(missing.firstRender.status).toBe("error");
    expect(missing.firstRender.fetchStatus).toBe("idle");
    expect(queryOutcome(failed.firstRender)).toMatchObject({ status: "error", httpStatus: 500 });
    // A second component on the same page reads the same error.
    expect(mount(client, queries.course("missing")).firstRender.status).toBe("error");
    await Promise.resolve();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("asks again once the page that was rendered with the error is left", async () => {
    const { json } = await serverPage();
    const { client, fetcher } = browser(json);

    const first = mount(client, queries.course("missing"));
    expect(fetcher).not.toHaveBeenCalled();
    first.unmount();

    // Back on the page later (after signing in or enrolling, say): the usual retry on mount.
    const again = mount(client, queries.course("missing"));
    expect(again.firstRender.status).toBe("pending");
    expect(fetcher).toHaveBeenCalledWith("/api/courses/missing");
    await vi.waitFor(() => expect(again.observer.getCurrentResult().status).toBe("error"));
  });

  it("keeps retrying on mount for errors that happen in the browser", async () => {
    const fetcher = vi.fn<Fetcher>(api);
    const client = createQueryClient(fetcher);
    hydratePageState(client, undefined);
    await client.prefetchQuery(queries.course("gone"));
    expect(fetcher).toHaveBeenCalledTimes(1);
    mount(client, queries.course("gone"));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("rebuilds errors that are not API answers as plain errors", () => {
    const server = createQueryClient(api);
    server.getQueryCache().build(
      server,
      { queryKey: ["/api/x"] },
      {
        ...server.getQueryCache().build(server, { queryKey: ["/api/y"] }).state,
        status: "error",
        error: new TypeError("Failed to fetch"),
        fetchFailureReason: new TypeError("Failed to fetch"),
      },
    );
    const { client } = browser(serializePageState(server));
    const error = client.getQueryState(["/api/x"])?.error;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error?.message).toBe("Failed to fetch");
    expect(queryOutcome({ data: undefined, error: error ?? null })).toMatchObject({
      status: "error",
      httpStatus: null,
    });
  });

  it("keeps the site settings for the whole visit", async () => {
    const { json } = await serverPage();
    const { client } = browser(json);
    const query = client.getQueryCache().find({ queryKey: siteSettingsQueryOptions.queryKey });
    expect(query?.gcTime).toBe(Infinity);
  });
});
