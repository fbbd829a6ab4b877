#!/usr/bin/env node
// Runs every test suite and ends with one line "N passed, N failed" summing them all.
// The API and unit suite runs on the embedded database (PGlite), and again on PostgreSQL
// when DATABASE_URL is set, so one run covers both.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const outputDir = ".test-output";
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

const suites = [{ name: "api+unit on PGlite", env: { DATABASE_URL: "" } }];
if (process.env.DATABASE_URL)
  suites.push({ name: "api+unit on PostgreSQL", env: { DATABASE_URL: process.env.DATABASE_URL } });

let passed = 0;
let failed = 0;
let broken = false;

for (const [index, suite] of suites.entries()) {
  const report = join(outputDir, `vitest-${index}.json`);
  console.log(`\n=== ${suite.name} ===`);
  const env = { ...process.env, ...suite.env, NO_COLOR: "1", FORCE_COLOR: "0" };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { stdio: "inherit", env },
  );
  if (!existsSync(report)) {
    console.error(`${suite.name}: the test runner produced no report (exit ${result.status})`);
    broken = true;
    continue;
  }
  const summary = JSON.parse(readFileSync(report, "utf8"));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  if (result.status !== 0 && summary.numFailedTests === 0) {
    console.error(`${suite.name}: the runner exited ${result.status} (a file failed to load or a hook failed)`);
    broken = true;
  }
  console.log(`${suite.name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken || passed === 0 ? 1 : 0);
