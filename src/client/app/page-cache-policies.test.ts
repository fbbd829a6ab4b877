import { describe, expect, it } from "vitest";
import { PAGE_CACHE_POLICIES } from "../../shared/page-cache-policies";
import { PAGE_OFFLINE, pathPattern } from "../../shared/page-offline";
import { PAGE_ROUTES } from "../../shared/page-routes";
import { requestKind } from "../sw-routes";
import { matchRoute, routes } from "./routes";

const page = (path: string) => requestKind(new URL(path, "https://academy.test"), "GET", "document");
const sample = (path: string) => path.replace(/:[^/]+/g, "some-id");

describe("one table of pages (shared/page-routes.ts) and what is keyed by it", () => {
  it("gives the client's routes, the server's HTML cache policies and the worker the same pages", () => {
    const paths = PAGE_ROUTES.map(([path]) => path);
    expect(routes.map((route) => route.path)).toEqual(paths);
    expect(PAGE_CACHE_POLICIES.map((policy) => policy.path)).toEqual(paths);
    for (const [path] of PAGE_ROUTES) {
      expect(matchRoute(sample(path)).route.path).toBe(path);
      expect([path, page(sample(path))]).toEqual([path, PAGE_OFFLINE[path]]);
    }
    expect(Object.keys(PAGE_OFFLINE)).toEqual(paths);
  });

  it("never lets the worker keep a page the server renders fresh for everyone", () => {
    for (const policy of PAGE_CACHE_POLICIES.filter((entry) => entry.store === false)) {
      // The quiz and project pages are a signed-in person's own (private), the others never kept.
      expect([policy.path, PAGE_OFFLINE[policy.path as keyof typeof PAGE_OFFLINE]]).not.toEqual([
        policy.path,
        "public",
      ]);
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
