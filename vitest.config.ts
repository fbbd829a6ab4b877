import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    // Fault tests run once, on their own (vitest.fault.config.ts); the first-load budget after the
    // build (vitest.budget.config.ts).
    exclude: ["tests/fault/**", "tests/build/first-load-budget.test.ts", "**/node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
