import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { linguiMacros } from "./vite.lingui.js";

export default defineConfig({
  // Client code is translated with Lingui's macros, and imports its catalogues (.po).
  plugins: [linguiMacros(), lingui()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    // Fault tests run once, on their own (vitest.fault.config.ts); the build checks (tests/build,
    // no database) once, after the build (vitest.budget.config.ts).
    exclude: ["tests/fault/**", "tests/build/**", "**/node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // Ceilings, not measures: `npm test` runs this suite on PGlite and on PostgreSQL side by side,
    // one worker each on 2 cores, and a test that starts its own app took over 30 s on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
