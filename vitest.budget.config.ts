import { defineConfig } from "vitest/config";

/**
 * Build checks (tests/build): the first-load JavaScript budget reads the client build in
 * dist/client, and the build's own steps (image variants, the service worker's precache list)
 * are checked beside it. None needs a database or a server, so scripts/test.mjs
 * runs them once, after `npm run build`, apart from the other suites (which run before the
 * build, and once per database).
 */
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
