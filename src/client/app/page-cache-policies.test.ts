import { describe, expect, it } from "vitest";
import { PAGE_CACHE_POLICIES } from "../../shared/page-cache-policies";
import { routes } from "./routes";

describe("the server's HTML cache policies", () => {
  it("name every client route, so a new page's query parameters are not forgotten", () => {
    expect(PAGE_CACHE_POLICIES.map((policy) => policy.path).sort()).toEqual(routes.map((route) => route.path).sort());
  });
});
