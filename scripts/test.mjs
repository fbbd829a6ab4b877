#!/usr/bin/env node
// Runs every test suite and ends with one line "N passed, N failed" summing them all, after a table of
// each stage's duration and counts.
// - Fault tests (tests/fault) first, once, whatever the database, and alone: some measure response
//   times under a load they make themselves.
// - Then, overlapping (2 cores; each stage's output lines carry its name):
//   - API and unit tests (Vitest) on the embedded database (PGlite), and at the same time on
//     PostgreSQL when DATABASE_URL is set, so one run covers both. The PostgreSQL run takes only
//     the files whose result depends on the database (tests/support/database-tests.ts): the others
//     (unit tests, lint and catalogue checks) run once, in the PGlite run. Each run makes its own
//     databases, and Vitest gives each one worker on this 2-core machine.
//   - `npm run build`, beside them; then the build checks (tests/build): the first-load JavaScript
//     budget of every route (bench/first-load-budget.json) and the build's own steps (image
//     variants, the precache list), with no database.
//   - End-to-end tests (Playwright) in Debian's Chromium against the built app, once the build is
//     done and one Vitest run has finished. With DATABASE_URL the app runs on a PostgreSQL database
//     made for the run, as production runs. Chromium is installed with apt when it is missing. Their
//     servers take free ports chosen per run (playwright.config.ts), so a killed run's leftovers
//     never stop the next one.
//   node scripts/test.mjs [--e2e-only | --no-e2e]
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const args = new Set(process.argv.slice(2));
const runUnit = !args.has("--e2e-only");
const runE2e = !args.has("--no-e2e");
const outputDir = ".test-output";
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

/** @type {{ name: string, seconds: number, passed: number, failed: number, counted?: boolean, note?: string }[]} */
const stages = [];
const problems = [];
const started = Date.now();
const quietEnv = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };

function withoutDatabase(env) {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/**
 * Runs a command, its output streamed line by line behind `[label] ` when other stages run beside
 * it. Resolves with the exit status and the duration in seconds.
 */
function runCommand(label, command, commandArgs, env, { prefix }) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env, stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (prefix) {
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk.toString()).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) target.write(`[${label}] ${line}\n`);
        });
        stream.on("end", () => rest && target.write(`[${label}] ${rest}\n`));
      }
    }
    child.on("error", (error) => resolve({ status: -1, error, seconds: (Date.now() - begin) / 1000 }));
    child.on("close", (status) => resolve({ status, seconds: (Date.now() - begin) / 1000 }));
  });
}

/** A Vitest run with a JSON report; its counts go into the stage table. */
async function vitestStage(name, configArgs, env, { prefix = false } = {}) {
  const report = join(outputDir, `vitest-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.json`);
  if (!prefix) console.log(`\n=== ${name} ===`);
  const result = await runCommand(
    name,
    "npx",
    ["vitest", "run", ...configArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
    { prefix },
  );
  const stage = { name, seconds: result.seconds, passed: 0, failed: 0 };
  stages.push(stage);
  if (!existsSync(report)) {
    problems.push(`${name}: the test runner produced no report (exit ${result.status})`);
    stage.note = "no report";
    return;
  }
  const summary = JSON.parse(readFileSync(report, "utf8"));
  stage.passed = summary.numPassedTests;
  stage.failed = summary.numFailedTests;
  if (result.status !== 0 && summary.numFailedTests === 0) {
    problems.push(`${name}: the runner exited ${result.status} (a file failed to load or a hook failed)`);
    stage.note = `exit ${result.status}`;
  }
  console.log(`${name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
}

/** `npm run build`, once: the build checks and the end-to-end tests both read the build. */
let built;
function buildOnce() {
  built ??= (async () => {
    const result = await runCommand("build", "npm", ["run", "build"], process.env, { prefix: true });
    const note = result.status === 0 ? "not a test" : `failed (exit ${result.status})`;
    stages.push({ name: "build", seconds: result.seconds, passed: 0, failed: 0, counted: false, note });
    return result.status === 0;
  })();
  return built;
}

// The video tests run the real ffmpeg and ffprobe (src/server/modules/videos, decision 0015): the
// machine's, else the npm packages' builds; when neither runs (a platform the packages don't build
// for), Debian's ffmpeg is installed with apt, as Chromium is below.
if (runUnit) {
  const runs = (command) => spawnSync(command, ["-version"], { stdio: "ignore" }).status === 0;
  const npmTool = (name) => {
    try {
      const path = createRequire(import.meta.url)(name).path;
      // npm 11 skips @ffprobe-installer's `chmod u+x` install script; the app sets the mode too.
      chmodSync(path, 0o755);
      return path;
    } catch {
      return undefined;
    }
  };
  const onPath = runs("ffmpeg") && runs("ffprobe");
  const fromNpm = [npmTool("@ffmpeg-installer/ffmpeg"), npmTool("@ffprobe-installer/ffprobe")];
  if (!onPath && !fromNpm.every((path) => path && runs(path))) {
    console.log("ffmpeg is missing: installing Debian's package (apt-get).");
    const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
    const apt = (aptArgs) =>
      spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...aptArgs], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    apt(["update", "-qq"]);
    apt(["install", "-y", "-qq", "ffmpeg"]);
  }
}

// Every test server seeds the demo academy with its videos: their renditions are made once, into
// the seed cache (SEED_VIDEO_CACHE_DIR), before any server starts; a warm cache makes this a no-op.
{
  const warm = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/seed-videos.ts"], { stdio: "inherit" });
  if (warm.status !== 0) console.log("Could not make the demo videos' renditions: each seed makes them itself.");
}

// Fault tests first, once, whatever the database, and alone: some time answers under a load of
// their own, and they start their own PostgreSQL clusters and app processes.
if (runUnit) {
  await vitestStage(
    "fault tests",
    ["--config", "vitest.fault.config.ts", "--passWithNoTests"],
    withoutDatabase(quietEnv),
  );
}

// Then everything else, overlapping: the build starts beside the Vitest runs, and the end-to-end
// run starts once the build is done and one Vitest run has finished (its core is free).
const lateStages = [];
const suites = [];
if (runUnit) {
  // Both databases at once: each Vitest run takes one worker on 2 cores (CPUs - 1), and each makes its own
  // databases (a PGlite snapshot, or PostgreSQL databases named for the run), so they share nothing.
  suites.push(vitestStage("api+unit on PGlite", [], withoutDatabase(quietEnv), { prefix: true }));
  if (process.env.DATABASE_URL) {
    suites.push(
      vitestStage("api on PostgreSQL", [], { ...quietEnv, VITEST_DATABASE_TESTS_ONLY: "1" }, { prefix: true }),
    );
  }
  console.log(
    `\n=== ${suites.length > 1 ? "api+unit on PGlite and api on PostgreSQL, side by side" : "api+unit on PGlite"} ===`,
  );
  lateStages.push(...suites);
  // The build checks (tests/build): the first-load budget reads the client build (bytes and chunks
  // per route are fixed for a given build, so it cannot flake) and the build's own steps are
  // checked beside it. No database and no timing.
  lateStages.push(
    (async () => {
      if (!(await buildOnce())) {
        problems.push("build checks: the build failed");
        return;
      }
      await vitestStage("build checks", ["--config", "vitest.budget.config.ts"], withoutDatabase(quietEnv), {
        prefix: true,
      });
    })(),
  );
}

if (runE2e) {
  lateStages.push(
    (async () => {
      const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
      const missing = process.env.CHROMIUM_PATH ? [] : ["chromium"].filter((name) => !existsSync(`/usr/bin/${name}`));
      if (missing.length > 0) {
        console.log(`Installing Debian's ${missing.join(" and ")} (apt-get).`);
        const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
        const apt = (aptArgs, env = process.env) =>
          spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...aptArgs], {
            stdio: "inherit",
            env,
          });
        apt(["update", "-qq"]);
        apt(["install", "-y", "-qq", ...missing], { ...process.env, DEBIAN_FRONTEND: "noninteractive" });
      }
      if (!(await buildOnce())) {
        problems.push("end-to-end: the build failed");
        return;
      }
      if (!existsSync(chromium)) {
        problems.push(`end-to-end: no Chromium at ${chromium}`);
        return;
      }
      if (suites.length > 0) await Promise.race(suites);
      console.log("\n=== end-to-end in Chromium ===");
      const report = join(outputDir, "playwright.json");
      // With DATABASE_URL (CI) the app server runs on a PostgreSQL database of its own (playwright.config.ts).
      const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
      const result = await runCommand("e2e", "npx", ["playwright", "test", "--reporter=list,json"], env, {
        prefix: runUnit,
      });
      const stage = { name: "end-to-end in Chromium", seconds: result.seconds, passed: 0, failed: 0 };
      stages.push(stage);
      if (!existsSync(report)) {
        problems.push(`end-to-end: Playwright produced no report (exit ${result.status})`);
        stage.note = "no report";
        return;
      }
      const { stats } = JSON.parse(readFileSync(report, "utf8"));
      stage.passed = stats.expected + stats.flaky;
      stage.failed = stats.unexpected;
      if (stats.skipped) stage.note = `${stats.skipped} skipped`;
      if (result.status !== 0 && stats.unexpected === 0) {
        problems.push(
          `end-to-end: Playwright exited ${result.status} (${(stats.errors ?? []).length || "no"} errors outside tests)`,
        );
        stage.note = `exit ${result.status}`;
      }
      console.log(
        `end-to-end: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`,
      );
    })(),
  );
}
await Promise.all(lateStages);

// Each stage's own duration; stages run side by side overlap, so the total is the wall clock.
const rows = [
  ["stage", "seconds", "passed", "failed", ""],
  ...stages.map((stage) => [
    stage.name,
    stage.seconds.toFixed(0),
    stage.counted === false ? "-" : String(stage.passed),
    stage.counted === false ? "-" : String(stage.failed),
    stage.note ?? "",
  ]),
  ["total (wall clock)", ((Date.now() - started) / 1000).toFixed(0), "", "", ""],
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log("");
for (const row of rows) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 || column === 4 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  ")
      .trimEnd(),
  );
}

const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
for (const problem of problems) console.error(problem);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 || passed === 0 ? 1 : 0);
