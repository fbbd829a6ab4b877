import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./tests/support/database-tests.js";
import { linguiMacros } from "./vite.lingui.js";

// Fault tests run once, on their own (vitest.fault.config.ts); the build checks (tests/build, no
// database) once, after the build (vitest.budget.config.ts).
const apart = ["tests/fault/", "tests/build/", "tests/e2e/"];
// scripts/test.mjs's PostgreSQL run: only the files whose result depends on the database; the
// PGlite run has every file (tests/support/database-tests.ts).
const databaseOnly = process.env.VITEST_DATABASE_TESTS_ONLY === "1";

export default defineConfig({
  // Client code is translated with Lingui's macros, and imports its catalogues (.po).
  plugins: [linguiMacros(), lingui()],
  test: {
    include: databaseOnly
      ? databaseTestFiles(fileURLToPath(new URL(".", import.meta.url)), apart)
      : ["src/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    exclude: [...apart.map((folder) => `${folder}**`), "**/node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // Ceilings, not measures: `npm test` runs this suite on PGlite and on PostgreSQL side by side,
    // one worker each on 2 cores, and a test that starts its own app took over 30 s on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
