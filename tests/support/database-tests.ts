import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The Vitest files whose result can depend on the database a run tests: those that open the run's
 * test database (tests/support/app.js, db.js), make rows with factories.js, or read DATABASE_URL.
 * The others (unit tests, lint and catalogue checks, tests that open PGlite themselves) give the
 * same result on either database, so `npm test` runs them once, in the PGlite run, and the
 * PostgreSQL run takes only these (scripts/test.mjs, VITEST_DATABASE_TESTS_ONLY).
 */
const DATABASE_MARKERS = /support\/(app|db|factories)\.js|DATABASE_URL/;

/** Test files under `folders` (relative to `root`), skipping `skip` (path prefixes). */
export function testFiles(root: string, folders: string[], skip: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.name === "node_modules" || skip.some((prefix) => path.startsWith(prefix))) continue;
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
    }
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

/** The database tests among the suite's files (src and tests, less `skip`), as paths from `root`. */
export function databaseTestFiles(root: string, skip: string[]): string[] {
  return testFiles(root, ["src", "tests"], skip).filter((file) =>
    DATABASE_MARKERS.test(readFileSync(join(root, file), "utf8")),
  );
}
