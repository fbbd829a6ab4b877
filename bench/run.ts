/**
 * Benchmarks, printed as tables; nothing here asserts.
 *  1. Public API reads against a raw node:http server sending the same bytes and headers, on
 *     the embedded database and on PostgreSQL (target: app/raw 0.8 or better). Measured in
 *     BENCH_ROUNDS turns (default 3) of app then raw; also each server's CPU time per request.
 *  2. Server-rendered pages for visitors against the same raw server (target: 0.6 or better).
 *  3. First-load JavaScript per route, gzip (budget: 100 kB or less per public route; chunks are
 *     counted, not limited): bytes, chunks, the difference to bench/first-load-baseline.json (BENCH_JS_SAVE=1 writes the new
 *     figures there) and the route's budget in bench/first-load-budget.json, which
 *     tests/build/first-load-budget.test.ts enforces (BENCH_JS_BUDGET=1 rewrites the budgets).
 *     It needs the build only, no server. Then everything a first visit loads (first-visit.ts): the
 *     same, plus the dynamic imports every hydration fetches, measured in Chromium against the app
 *     on PostgreSQL (BENCH_JS_VISIT=0 leaves it out).
 *  4. Lighthouse mobile, median of 3 runs (targets: performance 98+, the others 100).
 *  5. Range serving from disk (range.ts): the app's sendStoredFile against node:http with
 *     fs.createReadStream, same file, ranges, status, headers and bytes (target: 0.8 or better).
 *  6. Video (bench/video.ts): bytes per minute of each rendition of the demo clips (goals: 240p at
 *     most 2 MB/min, 360p at most 3.5) and transcoding time per minute of source with the cores used.
 *  7. Time to first frame (bench/first-frame.ts) of a demo lesson's video at 240p on an emulated
 *     400 kbit/s, 400 ms link (goal: 3 s or less).
 *  8. No dead tap (bench/first-tap.ts): on DevTools' Slow 3G with the CPU 4 times slower, the time
 *     from first paint to the first tap the page acts on, on /, /courses and a course's page.
 *
 *   npm run bench                      (PostgreSQL: DATABASE_URL, or the local test server)
 *   BENCH_SECONDS=10 BENCH_ONLY=api,pages,js,lighthouse npm run bench
 *   BENCH_ONLY=js npm run bench         (first-load JavaScript only)
 *   BENCH_ONLY=range npm run bench      (range serving only)
 *   BENCH_ONLY=first-tap npm run bench  (first paint to first handled tap only)
 *   BENCH_NO_BUILD=1 ...                (measure the build already in dist/)
 *   BENCH_ACCEPT_ENCODING="br, gzip" BENCH_ONLY=api,pages npm run bench   (as browsers ask)
 *
 * Related: npx tsx bench/profile.ts (CPU profiles of the app under load, top functions by self
 * time) and npm run bench:scale (bench/scale.ts: a large PostgreSQL database, latency and EXPLAIN).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  connections,
  freePort,
  measure,
  median,
  type Measured,
  RAW_COMPARISON_COLUMNS,
  root,
  samplePaths,
  seconds,
  shortPath,
  SKIPPED_HEADERS,
  start,
  startApp,
  stop,
  table,
  withDatabase,
} from "./lib.js";
import { firstLoadJs, type FirstLoad } from "./first-load.js";
import { firstVisitJs } from "./first-visit.js";
import { compareRangeServing, RANGE_HEADER } from "./range.js";
import { VIDEO_HEADER, videoFigures } from "./video.js";
import { FIRST_FRAME_HEADER, firstFrameFigures } from "./first-frame.js";
import { FIRST_TAP_HEADER, firstTapFigures } from "./first-tap.js";

const only = new Set(
  (process.env.BENCH_ONLY ?? "api,pages,range,js,lighthouse,video,first-frame,first-tap").split(","),
);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Rounds of app-then-raw measurements per path; the ratio is the median of the rounds' ratios. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * The Accept-Encoding the load generator sends (none by default, as autocannon). The raw server
 * replays the app's answer to exactly that request: the same (compressed) bytes and headers.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const requestHeaders: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};

/** The app's answer to path, byte for byte as sent (no decoding), with its headers. */
function capture(base: string, path: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    get(base + path, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`${path}: ${response.statusCode}`));
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!SKIPPED_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        resolve({ body: Buffer.concat(chunks), headers });
      });
    }).on("error", reject);
  });
}

/**
 * Each path from the app against a raw server replaying the app's answer for it. This machine's
 * cores are shared, so one measurement of each says little: the two are measured in turns
 * (app, raw, app, raw...), each round's ratio taken, and the median of those reported. The CPU
 * time each server spends per request is measured too: its ratio (raw / app) is the share of
 * raw's speed the app would reach on a core of its own, and it hardly moves with the noise.
 */
async function compareWithRaw(label: string, app: { base: string; pid: number }, paths: string[]) {
  const answers: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const path of paths) {
    const { body, headers } = await capture(app.base, path);
    answers[path] = { body: body.toString("base64"), headers };
  }
  const dir = mkdtempSync(join(tmpdir(), "tsa-bench-"));
  writeFileSync(join(dir, "routes.json"), JSON.stringify(answers));
  const rawPort = await freePort();
  const raw = await start(
    ["bench/raw-server.mjs", join(dir, "routes.json"), String(rawPort)],
    {},
    `http://127.0.0.1:${rawPort}${paths[0]}`,
  );
  const rows: string[][] = [];
  const options = { headers: requestHeaders };
  try {
    for (const path of paths) {
      await measure(`${app.base}${path}`, options, 2); // warm the caches and the JIT
      await measure(`http://127.0.0.1:${rawPort}${path}`, options, 1);
      const appRuns: Measured[] = [];
      const rawRuns: Measured[] = [];
      for (let round = 0; round < rounds; round++) {
        appRuns.push(await measure(`${app.base}${path}`, options, seconds, app.pid));
        rawRuns.push(await measure(`http://127.0.0.1:${rawPort}${path}`, options, seconds, raw.pid));
      }
      const ratio = median(appRuns.map((run, index) => run.requests / rawRuns[index]!.requests));
      const appCpu = median(appRuns.map((run) => run.cpuUs!));
      const rawCpu = median(rawRuns.map((run) => run.cpuUs!));
      rows.push([
        label,
        shortPath(path),
        String(Buffer.from(answers[path]!.body, "base64").length),
        median(appRuns.map((run) => run.requests)).toFixed(0),
        median(rawRuns.map((run) => run.requests)).toFixed(0),
        ratio.toFixed(2),
        `${appCpu.toFixed(0)} / ${rawCpu.toFixed(0)}`,
        (rawCpu / appCpu).toFixed(2),
        `${median(appRuns.map((run) => run.p99))} / ${median(rawRuns.map((run) => run.p99))}`,
      ]);
    }
  } finally {
    await stop(raw);
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const firstLoadBaselineFile = join(root, "bench/first-load-baseline.json");
const firstLoadBudgetFile = join(root, "bench/first-load-budget.json");
/** A route over the goal may grow this much before its budget fails the build (a ratchet). */
const BUDGET_MARGIN = 1024;

/**
 * bench/first-load-budget.json from the current figures (BENCH_JS_BUDGET=1): a route within the
 * goal gets the goal, a route over it its figures and BUDGET_MARGIN, keeping its reason, or a
 * placeholder that tests/build/first-load-budget.test.ts refuses until someone writes the reason.
 */
function budgetFileText(current: Record<string, FirstLoad>): string {
  const previous = JSON.parse(readFileSync(firstLoadBudgetFile, "utf8")) as {
    note: string[];
    goal: { bytes: number };
    routes: Record<string, { bytes: number; miss?: string }>;
  };
  const { goal } = previous;
  const lines = Object.entries(current).map(([path, { bytes }]) => {
    const budget =
      bytes <= goal.bytes
        ? { bytes: goal.bytes }
        : { bytes: bytes + BUDGET_MARGIN, miss: previous.routes[path]?.miss ?? MISSING_REASON };
    return `    ${JSON.stringify(path)}: ${JSON.stringify(budget).replace(/,"/g, ', "').replace(/":/g, '": ')}`;
  });
  return `{\n  "note": ${JSON.stringify(previous.note, null, 4).replace(/\n\]$/, "\n  ]")},\n  "goal": ${JSON.stringify(goal).replace(/,"/g, ', "').replace(/":/g, '": ')},\n  "routes": {\n${lines.join(",\n")}\n  }\n}\n`;
}
const MISSING_REASON = "(say why this route misses the goal)";

/**
 * The first-load table: each route's bytes and chunks, and the difference to
 * bench/first-load-baseline.json (the figures last recorded there, BENCH_JS_SAVE=1 rewrites it).
 */
function firstLoadRows(current: Record<string, FirstLoad>): string[][] {
  let baseline: Record<string, FirstLoad> = {};
  try {
    baseline = JSON.parse(readFileSync(firstLoadBaselineFile, "utf8")) as Record<string, FirstLoad>;
  } catch {
    // No file yet: every route shows as new.
  }
  let budgets: Record<string, { bytes: number; miss?: string }> = {};
  try {
    budgets = (JSON.parse(readFileSync(firstLoadBudgetFile, "utf8")) as { routes: typeof budgets }).routes;
  } catch {
    // No budget file: the column stays empty.
  }
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
  return Object.entries(current).map(([path, { bytes, chunks }]) => {
    const before = baseline[path];
    const budget = budgets[path];
    const verdict = !budget ? "none" : bytes > budget.bytes ? "OVER" : budget.miss ? "ratchet" : "goal";
    return [
      path,
      String(bytes),
      `${(bytes / 1024).toFixed(1)} kB`,
      String(chunks),
      before ? signed(bytes - before.bytes) : "new",
      before ? signed(chunks - before.chunks) : "new",
      budget ? `${budget.bytes} ${verdict}` : verdict,
    ];
  });
}

/** Lighthouse's mobile audit, median of three runs per page. */
function lighthouse(base: string, paths: string[]): string[][] {
  const rows: string[][] = [];
  const dir = mkdtempSync(join(tmpdir(), "tsa-lighthouse-"));
  const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"] as const;
  try {
    for (const path of paths) {
      const scores: Record<string, number[]> = {};
      for (let run = 0; run < 3; run++) {
        const output = join(dir, `report-${run}.json`);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated.
        const audit = () =>
          spawnSync(
            "npx",
            [
              "lighthouse",
              base + path,
              "--quiet",
              "--output=json",
              `--output-path=${output}`,
              `--only-categories=${categories.join(",")}`,
              "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
            ],
            { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, encoding: "utf8" },
          );
        let result = audit();
        for (let retry = 0; retry < 2 && result.status !== 0; retry++) result = audit();
        if (result.status !== 0) throw new Error(`lighthouse ${path}: ${result.stderr}`);
        const report = JSON.parse(readFileSync(output, "utf8")) as {
          categories: Record<string, { score: number }>;
          audits: Record<string, { numericValue: number }>;
        };
        for (const category of categories)
          (scores[category] ??= []).push(Math.round(report.categories[category]!.score * 100));
        for (const metric of metrics) (scores[metric] ??= []).push(Math.round(report.audits[metric]!.numericValue));
      }
      rows.push([
        shortPath(path),
        ...categories.map((category) => String(median(scores[category]!))),
        ...metrics.map((metric) => String(median(scores[metric]!))),
      ]);
      // A page takes a minute or more: say each one as it is done.
      console.log(`lighthouse ${rows.at(-1)!.join(" ")}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  // BENCH_NO_BUILD=1: measure the build already in dist/ (repeated runs of the same code).
  if (process.env.BENCH_NO_BUILD !== "1") {
    console.log("Building...");
    if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0)
      throw new Error("build failed");
  }
  const apiRows: string[][] = [];
  const pageRows: string[][] = [];
  let lighthouseRows: string[][] = [];
  // The first-load table needs only the build: no server, no database.
  const kinds = ["api", "pages", "lighthouse"].some((part) => only.has(part))
    ? (["PGlite", "PostgreSQL"] as const)
    : [];
  for (const kind of kinds) {
    await withDatabase(kind, async (env) => {
      const app = await startApp(env);
      try {
        const paths = await samplePaths(app.base);
        if (only.has("api"))
          apiRows.push(...(await compareWithRaw(kind, { base: app.base, pid: app.child.pid! }, paths.api)));
        if (only.has("pages"))
          pageRows.push(...(await compareWithRaw(kind, { base: app.base, pid: app.child.pid! }, paths.pages)));
        if (only.has("lighthouse") && kind === "PGlite") {
          lighthouseRows = lighthouse(app.base.replace("127.0.0.1", "localhost"), paths.lighthouse);
        }
      } finally {
        await stop(app.child);
      }
    });
  }
  const header = ["database", "path", "bytes", ...RAW_COMPARISON_COLUMNS];
  if (apiRows.length || pageRows.length)
    console.log(
      `\n${rounds} rounds of ${seconds} s per server and path (app/raw: median of the rounds' ratios), ${connections} connections${acceptEncoding ? `, Accept-Encoding: ${acceptEncoding}` : ""}, Node ${process.version}, on this machine's cores shared by both servers and the load generator`,
    );
  if (apiRows.length)
    console.log(`\nPublic API against raw node:http (target app/raw >= 0.8)\n${table(header, apiRows)}`);
  if (pageRows.length)
    console.log(`\nVisitor pages (server-rendered) against raw node:http (target >= 0.6)\n${table(header, pageRows)}`);
  if (only.has("range")) {
    const rows = await compareRangeServing(rounds, seconds);
    console.log(
      `\nRange serving from disk against raw node:http + fs.createReadStream (target app/raw >= 0.8), ${rounds} rounds of ${seconds} s, ${connections} connections\n${table(RANGE_HEADER, rows)}`,
    );
  }
  if (only.has("js")) {
    const current = firstLoadJs(root);
    console.log(
      `\nFirst-load JavaScript per route, gzip (budget <= 100 kB per public route), against bench/first-load-baseline.json and bench/first-load-budget.json\n${table(["route", "bytes", "JS", "chunks", "bytes vs baseline", "chunks vs baseline", "budget"], firstLoadRows(current))}`,
    );
    // Everything a first visit loads (first-visit.ts): a server and Chromium; BENCH_JS_VISIT=0 leaves it out.
    if (process.env.BENCH_JS_VISIT !== "0") {
      const visits = await firstVisitJs(chromium);
      const rows = Object.entries(current).map(([path, { bytes, chunks }]) => {
        const seen = visits[path];
        return [
          path,
          `${(bytes / 1024).toFixed(1)} kB`,
          String(chunks),
          seen ? `${(seen.bytes / 1024).toFixed(1)} kB` : "not loaded",
          seen ? String(seen.chunks) : "",
          seen ? `+${((seen.bytes - bytes) / 1024).toFixed(1)} kB` : "",
          seen && seen.landed !== seen.url.split("?")[0] ? `ended at ${shortPath(seen.landed)}` : "",
        ];
      });
      console.log(
        `\nFirst-load JavaScript per route, gzip: before interactive (static imports: the budget's figure) and everything a first visit loads (Chromium, until the network is idle after hydration)\n${table(["route", "before interactive", "chunks", "first visit", "chunks", "after hydration", ""], rows)}`,
      );
    }
    if (process.env.BENCH_JS_BUDGET === "1") {
      writeFileSync(firstLoadBudgetFile, budgetFileText(current));
      console.log(`Budgets rewritten in ${firstLoadBudgetFile}: give each new miss its reason`);
    }
    if (process.env.BENCH_JS_SAVE === "1") {
      // One route a line, so a change shows as that route's line in a diff.
      const lines = Object.entries(current).map(
        ([path, { bytes, chunks }]) => `  ${JSON.stringify(path)}: { "bytes": ${bytes}, "chunks": ${chunks} }`,
      );
      writeFileSync(firstLoadBaselineFile, `{\n${lines.join(",\n")}\n}\n`);
      console.log(`Saved as ${firstLoadBaselineFile}`);
    }
  }
  if (lighthouseRows.length) {
    console.log(
      `\nLighthouse mobile, median of 3 (targets: performance >= 98, others 100)\n${table(["page", "performance", "accessibility", "best practices", "SEO", "FCP ms", "LCP ms", "TBT ms"], lighthouseRows)}`,
    );
  }
  if (only.has("video")) {
    console.log("\nVideo: transcoding the demo clips (src/db/seed/videos)...");
    const video = await videoFigures();
    console.log(
      `\nVideo renditions (MB = 1,000,000 bytes; goals 240p <= 2 MB/min, 360p <= 3.5), ${video.tools}\nload before: ${video.loadBefore}\nload after:  ${video.loadAfter}\n${table(VIDEO_HEADER, video.rows)}`,
    );
  }
  if (only.has("first-frame")) {
    const rows = await firstFrameFigures(chromium);
    console.log(`\nTime to first frame after Play (goal: 3 s or less at 240p)\n${table(FIRST_FRAME_HEADER, rows)}`);
  }
  if (only.has("first-tap")) {
    const rows = await firstTapFigures(chromium);
    console.log(
      `\nNo dead tap: first paint to the first handled tap (Slow 3G, CPU x4)\n${table(FIRST_TAP_HEADER, rows)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
