/** What the benches share: starting the built app on a database of its own, and measuring it. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const root = new URL("..", import.meta.url).pathname;
export const postgresUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Headers a raw server doesn't replay: its own connection handling and length, and the date. */
export const SKIPPED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a node process and waits until url answers. */
export async function start(args: string[], env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // BENCH_START_SECONDS: a longer wait on a busy machine (a seeded start took over 90 s at load 20).
  const bound = Number(process.env.BENCH_START_SECONDS ?? 90) * 1000;
  for (let waited = 0; waited < bound; waited += 200) {
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

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export interface Measured {
  /** Requests a second, on average. */
  requests: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per request in microseconds, when its pid was given. */
  cpuUs?: number;
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
export function cpuTimeUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1_000_000) / 100; // USER_HZ is 100 on Linux
}

/**
 * Requests a second and latency of one address under load; any non-2xx answer is an error.
 * With serverPid, also the server's CPU time per request: unlike requests a second, it barely
 * moves when other work shares the machine's cores.
 */
export async function measure(
  url: string,
  options: Partial<autocannon.Options> = {},
  duration = seconds,
  serverPid?: number,
): Promise<Measured> {
  const cpuBefore = serverPid ? cpuTimeUs(serverPid) : 0;
  const result = await autocannon({ url, connections, duration, ...options });
  const cpuUs = serverPid ? (cpuTimeUs(serverPid) - cpuBefore) / Math.max(1, result.requests.total) : undefined;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(cpuUs === undefined ? {} : { cpuUs }),
  };
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The app, serving on a free port in production mode; nodeArgs go before the script (--cpu-prof). */
export async function startApp(env: NodeJS.ProcessEnv, nodeArgs: string[] = []) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await start(
    [...nodeArgs, "dist/server/main.js"],
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

export type DatabaseKind = "PGlite" | "PostgreSQL";

/** Runs with a fresh database of the kind: a PGlite folder, or a PostgreSQL database, removed after. */
export async function withDatabase<T>(kind: DatabaseKind, run: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
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

/** The public addresses the benches load: API reads and visitor pages of the demo data. */
export async function samplePaths(base: string) {
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

/** The columns of an app-against-raw row, after what names the row (run.ts, range.ts). */
export const RAW_COMPARISON_COLUMNS = [
  "app req/s",
  "raw req/s",
  "app/raw",
  "CPU µs/req app / raw",
  "CPU raw/app",
  "p99 ms app / raw",
];

export function table(header: string[], rows: string[][]) {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** An address with its UUIDs written as {id}, for tables. */
export const shortPath = (path: string) => path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}");
