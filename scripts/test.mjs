#!/usr/bin/env node
// Runs every test suite and ends with one line "N passed, N failed" summing them all.
// - API and unit tests (Vitest) on the embedded database (PGlite), and again on PostgreSQL
//   when DATABASE_URL is set, so one run covers both.
// - End-to-end tests (Playwright) in Debian's Chromium against the built app; Chromium is
//   installed with apt when it is missing.
// - Build checks (tests/build): the first-load JavaScript budget of every route
//   (bench/first-load-budget.json) on the client build, and the build's own steps
//   (image variants, the precache list); once, with no database, after `npm run build`, which the
//   end-to-end tests then use as well.
//   node scripts/test.mjs [--e2e-only | --no-e2e]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const args = new Set(process.argv.slice(2));
const runUnit = !args.has("--e2e-only");
const runE2e = !args.has("--no-e2e");
const outputDir = ".test-output";
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

function run(command, commandArgs, env = process.env) {
  return spawnSync(command, commandArgs, { stdio: "inherit", env });
}

/** `npm run build`, once: the build checks and the end-to-end tests both read the build. */
let built;
function buildOnce() {
  built ??= run("npm", ["run", "build"]).status === 0;
  return built;
}

if (runUnit) {
  const suites = [{ name: "api+unit on PGlite", databaseUrl: "" }];
  if (process.env.DATABASE_URL) suites.push({ name: "api+unit on PostgreSQL", databaseUrl: process.env.DATABASE_URL });
  for (const [index, suite] of suites.entries()) {
    const report = join(outputDir, `vitest-${index}.json`);
    console.log(`\n=== ${suite.name} ===`);
    const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
    if (suite.databaseUrl) env.DATABASE_URL = suite.databaseUrl;
    else delete env.DATABASE_URL;
    const result = run(
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
      env,
    );
    if (!existsSync(report)) {
      problems.push(`${suite.name}: the test runner produced no report (exit ${result.status})`);
      continue;
    }
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    if (result.status !== 0 && summary.numFailedTests === 0) {
      problems.push(`${suite.name}: the runner exited ${result.status} (a file failed to load or a hook failed)`);
    }
    console.log(`${suite.name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
  }
}

if (runUnit) {
  // Fault tests start their own PostgreSQL clusters and app processes: once, whatever the database.
  const report = join(outputDir, "vitest-fault.json");
  console.log("\n=== fault tests ===");
  const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
  delete env.DATABASE_URL;
  const result = run(
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "vitest.fault.config.ts",
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) {
    problems.push(`fault tests: the test runner produced no report (exit ${result.status})`);
  } else {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    if (result.status !== 0 && summary.numFailedTests === 0) {
      problems.push(`fault tests: the runner exited ${result.status} (a file failed to load or a hook failed)`);
    }
    console.log(`fault tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
  }
}

if (runUnit) {
  // The build checks (tests/build): the first-load budget reads the client build (bytes and chunks
  // per route are fixed for a given build, so it cannot flake) and the build's own steps are
  // checked beside it. No database: once, after the build, which Vitest's other suites (run
  // before it, once per database) don't need.
  console.log("\n=== build checks ===");
  if (!buildOnce()) {
    problems.push("build checks: the build failed");
  } else {
    const report = join(outputDir, "vitest-build.json");
    const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
    delete env.DATABASE_URL;
    const result = run(
      "npx",
      [
        "vitest",
        "run",
        "--config",
        "vitest.budget.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
      ],
      env,
    );
    if (!existsSync(report)) {
      problems.push(`build checks: the test runner produced no report (exit ${result.status})`);
    } else {
      const summary = JSON.parse(readFileSync(report, "utf8"));
      passed += summary.numPassedTests;
      failed += summary.numFailedTests;
      if (result.status !== 0 && summary.numFailedTests === 0) {
        problems.push(`build checks: the runner exited ${result.status} (a file failed to load or a hook failed)`);
      }
      console.log(`build checks: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
    }
  }
}

if (runE2e) {
  console.log("\n=== end-to-end in Chromium ===");
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    console.log("Chromium is missing: installing Debian's package (apt-get).");
    const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
    run(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), "update", "-qq"]);
    run(
      sudo[0] ?? "apt-get",
      [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), "install", "-y", "-qq", "chromium"],
      {
        ...process.env,
        DEBIAN_FRONTEND: "noninteractive",
      },
    );
  }
  if (!buildOnce()) {
    problems.push("end-to-end: the build failed");
  } else if (!existsSync(chromium)) {
    problems.push(`end-to-end: no Chromium at ${chromium}`);
  } else {
    const report = join(outputDir, "playwright.json");
    const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
    delete env.DATABASE_URL;
    const result = run("npx", ["playwright", "test", "--reporter=list,json"], env);
    if (!existsSync(report)) {
      problems.push(`end-to-end: Playwright produced no report (exit ${result.status})`);
    } else {
      const { stats } = JSON.parse(readFileSync(report, "utf8"));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      if (result.status !== 0 && stats.unexpected === 0) {
        problems.push(
          `end-to-end: Playwright exited ${result.status} (${(stats.errors ?? []).length || "no"} errors outside tests)`,
        );
      }
      console.log(
        `end-to-end: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`,
      );
    }
  }
}

for (const problem of problems) console.error(problem);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 || passed === 0 ? 1 : 0);
