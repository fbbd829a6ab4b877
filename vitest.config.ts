import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { databaseTestFiles, testFiles } from "./tests/support/database-tests.js";
import { linguiMacros } from "./vite.lingui.js";

// Fault tests run once, on their own (vitest.fault.config.ts); the build checks (tests/build, no
// database) once, after the build (vitest.budget.config.ts).
const apart = ["tests/fault/", "tests/build/", "tests/e2e/"];
// scripts/test.mjs's PostgreSQL run: only the files whose result depends on the database; the
// PGlite run has every file (tests/support/database-tests.ts).
const databaseOnly = process.env.VITEST_DATABASE_TESTS_ONLY === "1";
const exclude = [...apart.map((folder) => `${folder}**`), "**/node_modules/**"];

const root = fileURLToPath(new URL(".", import.meta.url));
const include = databaseOnly ? databaseTestFiles(root, apart) : testFiles(root, ["src", "tests"], apart);
/**
 * The API and database tests (tests/api, tests/db) share one process and its loaded modules
 * (isolate: false): each file then pays neither a new process, nor loading the server's modules
 * again, nor compiling PGlite's WebAssembly again (PGlite keeps the compiled module per process).
 * Each file still builds its own app on its own database: on PGlite, a database an earlier file
 * closed, emptied back to the migrated snapshot (tests/support/pglite-spares.ts). The files that
 * set CLIENT_DIST_DIR before importing the app (app.ts reads it when first imported) keep a
 * process of their own, as do the unit tests (src, with their module mocks and fake timers), lint
 * and catalogue checks.
 */
const ownProcess = [
  "tests/api/fast-path.test.ts",
  "tests/api/feeds.test.ts",
  "tests/api/html-cache.test.ts",
  "tests/api/i18n.test.ts",
  "tests/api/shared-phone.test.ts",
];
const isShared = (file: string) => /^tests\/(api|db)\//.test(file) && !ownProcess.includes(file);

export default defineConfig({
  // Client code is translated with Lingui's macros, and imports its catalogues (.po).
  plugins: [linguiMacros(), lingui()],
  test: {
    projects: [
      { extends: true, test: { name: "shared", include: include.filter(isShared), isolate: false } },
      { extends: true, test: { name: "isolated", include: include.filter((file) => !isShared(file)) } },
    ],
    exclude,
    globalSetup: ["tests/support/global-setup.ts"],
    // Password hashes at a test server's cost (PASSWORD_HASH_COST=10), as the e2e server's.
    setupFiles: ["tests/support/test-hashing.ts"],
    pool: "forks",
    // Ceilings, not measures: `npm test` runs this suite on PGlite and on PostgreSQL side by side,
    // one worker each on 2 cores, and a test that starts its own app took over 30 s on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
