import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidate, putAnswer } from "./cache-updates";
import { queries, type WireProgress } from "./queries";

/** A cache holding these query keys, each with data, none stale. */
function cacheWith(keys: string[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, "data");
  return client;
}

const staleUrls = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey.join("/"));

describe("invalidate", () => {
  it("marks a query's options exactly, and a URL with everything below it", async () => {
    const client = cacheWith([
      ["/api/staff/courses"],
      ["/api/staff/courses", "c-1"],
      ["/api/courses"],
      ["/api/courses/featured"],
      ["/api/courses", "c-1", "modules"],
      ["/api/admin/users?role=admin"],
      ["/api/admin/users-report"],
      ["/api/user/enrollments"],
    ]);
    await invalidate(client, [{ queryKey: ["/api/staff/courses"] }, "/api/courses", "/api/admin/users"]);
    expect(staleUrls(client).sort()).toEqual([
      "/api/admin/users?role=admin",
      "/api/courses",
      "/api/courses/c-1/modules",
      "/api/courses/featured",
      "/api/staff/courses",
    ]);
  });
});

describe("putAnswer", () => {
  it("puts the answer in the cache as the query's data", () => {
    const client = cacheWith([]);
    const progress: WireProgress = {
      progress: [],
      completion: { completed: 1, total: 2, percentage: 50 },
      remaining: ["lesson-2"],
    };
    putAnswer(client, queries.courseProgress("c-1"), progress);
    expect(client.getQueryData(queries.courseProgress("c-1").queryKey)).toBe(progress);
  });
});
