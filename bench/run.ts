/**
 * Benchmarks, printed as tables; nothing here asserts.
 *  1. Public API reads against a raw node:http server sending the same bytes and headers, on
 *     the embedded database and on PostgreSQL (target: app/raw 0.8 or better).
 *  2. Server-rendered pages for visitors against the same raw server (target: 0.5 or better).
 *  3. First-load JavaScript per route, gzip (target: 90 kB or less in 10 chunks or fewer): bytes,
 *     chunks, the difference to bench/first-load-baseline.json (BENCH_JS_SAVE=1 writes the new
 *     figures there) and the route's budget in bench/first-load-budget.json, which
 *     tests/build/first-load-budget.test.ts enforces (BENCH_JS_BUDGET=1 rewrites the budgets).
 *     It needs the build only, no server.
 *  4. Lighthouse mobile, median of 3 runs (targets: performance 95+, the others 100).
 *
 *   npm run bench                      (PostgreSQL: DATABASE_URL, or the local test server)
 *   BENCH_SECONDS=10 BENCH_ONLY=api,pages,js,lighthouse npm run bench
 *   BENCH_ONLY=js npm run bench         (first-load JavaScript only)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { firstLoadJs, type FirstLoad } from "./first-load.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = new Set((process.env.BENCH_ONLY ?? "api,pages,js,lighthouse").split(","));
const root = new URL("..", import.meta.url).pathname;
const postgresUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a node process and waits until url answers. */
async function start(args: string[], env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 90_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${args.join(" ")} did not answer ${url}:\n${output}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function measure(url: string): Promise<{ requests: number; p99: number }> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.average, p99: result.latency.p99 };
}

/** The app, serving on a free port in production mode. */
async function startApp(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await start(
    ["dist/server/main.js"],
    {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret!",
      ...env,
    },
    `${base}/api/courses`,
  );
  return { child, base };
}

const SKIPPED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** Each path from the app against a raw server replaying the app's answer for it. */
async function compareWithRaw(label: string, base: string, paths: string[]) {
  const answers: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const path of paths) {
    // Uncompressed, as the load generator asks for it (it sends no Accept-Encoding).
    const response = await fetch(base + path, { headers: { "accept-encoding": "identity" } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name)) headers[name] = value;
    });
    answers[path] = { body: await response.text(), headers };
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
  try {
    for (const path of paths) {
      await measure(`${base}${path}`); // warm the caches and the JIT
      const app = await measure(`${base}${path}`);
      const baseline = await measure(`http://127.0.0.1:${rawPort}${path}`);
      rows.push([
        label,
        path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}"),
        String(Buffer.byteLength(answers[path]!.body)),
        app.requests.toFixed(0),
        baseline.requests.toFixed(0),
        (app.requests / baseline.requests).toFixed(2),
        `${app.p99} / ${baseline.p99}`,
      ]);
    }
  } finally {
    await stop(raw);
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The first lesson of a free course: its page is open to visitors (a paid course's needs a student). */
async function freeLessonPath(base: string, courses: { id: string; isFree: boolean }[]) {
  for (const course of courses.filter((candidate) => candidate.isFree)) {
    const modules = (await (await fetch(`${base}/api/courses/${course.id}/modules`)).json()) as { id: string }[];
    for (const module of modules) {
      const lessons = (await (await fetch(`${base}/api/modules/${module.id}/lessons`)).json()) as { id: string }[];
      if (lessons[0]) return `/lessons/${lessons[0].id}`;
    }
  }
  throw new Error("The seed has no free course with a lesson: the Lighthouse table needs one");
}

async function samplePaths(base: string) {
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as { id: string; isFree: boolean }[];
  const courseId = courses[0]!.id;
  const modules = (await (await fetch(`${base}/api/courses/${courseId}/modules`)).json()) as { id: string }[];
  const posts = (await (await fetch(`${base}/api/blog`)).json()) as { id: string }[];
  return {
    api: [
      "/api/courses",
      "/api/courses/featured",
      `/api/courses/${courseId}`,
      `/api/courses/${courseId}/modules`,
      `/api/modules/${modules[0]!.id}/lessons`,
      "/api/mentors",
      "/api/blog",
      `/api/blog/${posts[0]!.id}`,
      "/api/success-stories",
    ],
    pages: [
      "/",
      "/courses",
      `/courses/${courseId}`,
      "/mentorship",
      "/blog",
      `/blog/${posts[0]!.id}`,
      "/success-stories",
    ],
    /** Lighthouse: the six pages, a free course's lesson among them. */
    lighthouse: [
      "/",
      "/courses",
      `/courses/${courseId}`,
      "/blog",
      `/blog/${posts[0]!.id}`,
      await freeLessonPath(base, courses),
    ],
  };
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
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
    goal: FirstLoad;
    routes: Record<string, FirstLoad & { miss?: string }>;
  };
  const { goal } = previous;
  const lines = Object.entries(current).map(([path, { bytes, chunks }]) => {
    const within = bytes <= goal.bytes && chunks <= goal.chunks;
    const budget = within
      ? { bytes: goal.bytes, chunks: goal.chunks }
      : {
          bytes: Math.max(goal.bytes, bytes + BUDGET_MARGIN),
          chunks: Math.max(goal.chunks, chunks),
          miss: previous.routes[path]?.miss ?? MISSING_REASON,
        };
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
  let budgets: Record<string, FirstLoad & { miss?: string }> = {};
  try {
    budgets = (JSON.parse(readFileSync(firstLoadBudgetFile, "utf8")) as { routes: typeof budgets }).routes;
  } catch {
    // No budget file: the column stays empty.
  }
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
  return Object.entries(current).map(([path, { bytes, chunks }]) => {
    const before = baseline[path];
    const budget = budgets[path];
    const verdict = !budget
      ? "none"
      : bytes > budget.bytes || chunks > budget.chunks
        ? "OVER"
        : budget.miss
          ? "ratchet"
          : "goal";
    return [
      path,
      String(bytes),
      `${(bytes / 1024).toFixed(1)} kB`,
      String(chunks),
      before ? signed(bytes - before.bytes) : "new",
      before ? signed(chunks - before.chunks) : "new",
      budget ? `${budget.bytes} / ${budget.chunks} ${verdict}` : verdict,
    ];
  });
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
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
        path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}"),
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

async function withDatabase<T>(kind: "PGlite" | "PostgreSQL", run: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  if (kind === "PGlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "tsa-bench-data-"));
    try {
      return await run({ DATA_DIR: dataDir, DATABASE_URL: "" });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const database = `tsa_bench_${process.pid}`;
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function main() {
  console.log("Building...");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) throw new Error("build failed");
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
        if (only.has("api")) apiRows.push(...(await compareWithRaw(kind, app.base, paths.api)));
        if (only.has("pages")) pageRows.push(...(await compareWithRaw(kind, app.base, paths.pages)));
        if (only.has("lighthouse") && kind === "PGlite") {
          lighthouseRows = lighthouse(app.base.replace("127.0.0.1", "localhost"), paths.lighthouse);
        }
      } finally {
        await stop(app.child);
      }
    });
  }
  const header = ["database", "path", "bytes", "app req/s", "raw req/s", "app/raw", "p99 ms app / raw"];
  if (apiRows.length || pageRows.length)
    console.log(
      `\n${seconds} s per measurement, ${connections} connections, Node ${process.version}, on this machine's cores shared by both servers and the load generator`,
    );
  if (apiRows.length)
    console.log(`\nPublic API against raw node:http (target app/raw >= 0.8)\n${table(header, apiRows)}`);
  if (pageRows.length)
    console.log(`\nVisitor pages (server-rendered) against raw node:http (target >= 0.5)\n${table(header, pageRows)}`);
  if (only.has("js")) {
    const current = firstLoadJs(root);
    console.log(
      `\nFirst-load JavaScript per route, gzip (target <= 90 kB in <= 10 chunks), against bench/first-load-baseline.json and bench/first-load-budget.json\n${table(["route", "bytes", "JS", "chunks", "bytes vs baseline", "chunks vs baseline", "budget"], firstLoadRows(current))}`,
    );
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
      `\nLighthouse mobile, median of 3 (targets: performance >= 95, others 100)\n${table(["page", "performance", "accessibility", "best practices", "SEO", "FCP ms", "LCP ms", "TBT ms"], lighthouseRows)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
