import { defineConfig } from "vitest/config";

/**
 * Fault tests: they start their own PostgreSQL clusters, kill app processes with SIGKILL and
 * run the app as PID 1 in a PID namespace. They need no DATABASE_URL and run once per `npm test`
 * (scripts/test.mjs), one file at a time, each bounded in time and cleaning up by PID.
 */
export default defineConfig({
  test: {
    include: ["tests/fault/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
