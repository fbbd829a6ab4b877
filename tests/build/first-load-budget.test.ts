/**
 * First-load JavaScript per route against bench/first-load-budget.json: fails when a route of the
 * client build loads more bytes (gzip) than its budget, or when a public page's first load carries
 * zod. The number of chunks is not limited (issue 21). It reads the build in dist/client, so it runs after `npm run build`
 * (scripts/test.mjs, with vitest.budget.config.ts); a given build always gives the same figures.
 *
 *   npm run build:client && npx vitest run --config vitest.budget.config.ts
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesWithZod, firstLoadJs, ZOD_MARKS } from "../../bench/first-load.js";

const root = new URL("../..", import.meta.url).pathname;

interface Budget {
  bytes: number;
  /** Why a public route is above the goal (its budget is then its figure and a small margin). */
  miss?: string;
}

interface BudgetFile {
  goal: { bytes: number };
  routes: Record<string, Budget>;
}

const budgetFile = JSON.parse(
  readFileSync(new URL("../../bench/first-load-budget.json", import.meta.url), "utf8"),
) as BudgetFile;
const current = firstLoadJs(root);
const routes = Object.keys(current);
/** Staff pages sit under /admin; every other route is a public page. */
const isPublic = (path: string) => path !== "/admin" && !path.startsWith("/admin/");

describe("first-load JavaScript budget (bench/first-load-budget.json)", () => {
  it("has a budget for every route of the build, and none for a route that is gone", () => {
    expect(Object.keys(budgetFile.routes).sort()).toEqual([...routes].sort());
  });

  it("holds the public routes to the goal, or names why a route misses it", () => {
    expect(budgetFile.goal).toEqual({ bytes: 102_400 });
    for (const path of routes) {
      const budget = budgetFile.routes[path]!;
      if (budget.bytes > budgetFile.goal.bytes && isPublic(path))
        expect(budget.miss, `${path}: a budget over the goal says why in "miss"`).toBeTruthy();
      // BENCH_JS_BUDGET=1 writes this placeholder for a new miss: a person writes the reason.
      expect(budget.miss ?? "", `${path}: the reason for the miss is still to be written`).not.toMatch(/^\(say why/);
    }
  });

  it.each(routes)("%s stays within its bytes", (path) => {
    const { bytes, chunks, files } = current[path]!;
    const budget = budgetFile.routes[path]!;
    const figures = `${path}: ${bytes} B gzip in ${chunks} chunks (${files.join(", ")}); budget ${budget.bytes} B`;
    expect(bytes, figures).toBeLessThanOrEqual(budget.bytes);
  });

  it("loads no zod on a public page's first load", () => {
    const carrying = routes
      .filter(isPublic)
      .map((path) => ({ path, files: filesWithZod(root, current[path]!.files) }))
      .filter(({ files }) => files.length > 0);
    expect(carrying).toEqual([]);
  });

  it("recognises zod in built code", () => {
    // zod's schemas and errors, as the package ships them to a bundler (a minifier keeps property names).
    const zodDir = dirname(createRequire(import.meta.url).resolve("zod/package.json"));
    for (const file of ["v4/core/schemas.js", "v4/core/errors.js", "v4/classic/schemas.js"])
      expect(ZOD_MARKS.test(readFileSync(join(zodDir, file), "utf8")), file).toBe(true);
    expect(ZOD_MARKS.test("const a={def:1};function ZodLike(){return a.def}")).toBe(false);
  });
});
