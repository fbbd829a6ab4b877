import { describe, expect, it } from "vitest";
import { PAGE_CACHE_POLICIES } from "../../shared/page-cache-policies";
import { PAGE_ROUTES, pathPattern } from "../../shared/page-routes";
import { requestKind } from "../sw-routes";
import { matchRoute, routes } from "./routes";

const page = (path: string) => requestKind(new URL(path, "https://academy.test"), "GET", "document");
const sample = (path: string) => path.replace(/:[^/]+/g, "some-id");

describe("one table of pages (shared/page-routes.ts)", () => {
  it("gives the client's routes, the server's HTML cache policies and the worker the same pages", () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(routes.map((route) => route.path)).toEqual(paths);
    expect(PAGE_CACHE_POLICIES.map((policy) => policy.path)).toEqual(paths);
    for (const route of PAGE_ROUTES) {
      expect(matchRoute(sample(route.path)).route.path).toBe(route.path);
      expect([route.path, page(sample(route.path))]).toEqual([route.path, route.offline]);
    }
  });

  it("never lets the worker keep a page the server renders fresh for everyone", () => {
    for (const policy of PAGE_CACHE_POLICIES.filter((entry) => entry.store === false)) {
      const route = PAGE_ROUTES.find((entry) => entry.path === policy.path);
      // The quiz and project pages are a signed-in person's own (private), the others never kept.
      expect([policy.path, route?.offline === "public"]).toEqual([policy.path, false]);
    }
  });

  it("turns ':name' segments into one segment of any text", () => {
    expect(pathPattern("/").test("/")).toBe(true);
    expect(pathPattern("/courses/:id").test("/courses/abc")).toBe(true);
    expect(pathPattern("/courses/:id").test("/courses/abc/modules")).toBe(false);
    expect(pathPattern("/courses/:id").test("/courses/")).toBe(false);
    expect(pathPattern("/courses").test("/courses/x")).toBe(false);
  });
});
