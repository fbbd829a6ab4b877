import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The Vitest files whose result can depend on the database a run tests: those that open the run's
 * test database through tests/support (app.js, db.js, or a helper that imports one of them, such as
 * factories.js or video-bed.js) or read process.env.DATABASE_URL. The others (unit tests, lint and
 * catalogue checks, tests that open PGlite themselves or only name DATABASE_URL in a setting they
 * make up) give the same result on either database, so `npm test` runs them once, in the PGlite
 * run, and the PostgreSQL run takes only these (scripts/test.mjs, VITEST_DATABASE_TESTS_ONLY).
 */
function databaseMarkers(root: string): RegExp {
  const support = join(root, "tests/support");
  const opens = new Set(["app", "db"]);
  const helpers = readdirSync(support)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => ({ name: name.replace(/\.ts$/, ""), text: readFileSync(join(support, name), "utf8") }));
  // Helpers that import a helper that opens the database open it too (to a fixed point).
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, text } of helpers) {
      if (opens.has(name)) continue;
      if ([...opens].some((opener) => text.includes(`./${opener}.js"`))) {
        opens.add(name);
        grew = true;
      }
    }
  }
  return new RegExp(`support/(${[...opens].join("|")})\\.js"|process\\.env\\.DATABASE_URL`);
}

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
  const markers = databaseMarkers(root);
  return testFiles(root, ["src", "tests"], skip).filter((file) => markers.test(readFileSync(join(root, file), "utf8")));
}
