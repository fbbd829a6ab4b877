import { defineConfig } from "vitest/config";

/**
 * Checks of the client build (tests/build/first-load-budget.test.ts): they read dist/client, so
 * scripts/test.mjs runs them after `npm run build`, apart from the other suites (which run before
 * the build, and once per database). No database, no server.
 */
export default defineConfig({
  test: {
    include: ["tests/build/first-load-budget.test.ts"],
    pool: "forks",
  },
});
