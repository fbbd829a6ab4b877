import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("the route table", () => {
  it("finds a page module for every staff route (their loaders live in admin-pages.ts)", async () => {
    const staffRoutes = routes.filter((route) => route.path.startsWith("/admin"));
    expect(staffRoutes.length).toBeGreaterThan(0);
    const pages = await Promise.all(staffRoutes.map((route) => route.load()));
    for (const page of pages) expect(typeof page.default).toBe("function");
  });
});
