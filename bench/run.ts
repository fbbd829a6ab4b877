/**
 * Public API throughput against a raw node:http server serving the same bytes, in the same
 * run, on the embedded database and on PostgreSQL. Prints a table; asserts nothing.
 *
 *   npm run bench                       (PostgreSQL: DATABASE_URL, or the local test server)
 *   BENCH_SECONDS=10 npm run bench
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = new URL("..", import.meta.url).pathname;
const postgresUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a process serving on port and waits until url answers. */
async function start(args: string[], env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 60_000; waited += 200) {
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
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.average, p99: result.latency.p99 };
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await start(
    ["dist/server/main.js"],
    {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret!",
      ...env,
    },
    `${base}/api/courses`,
  );
  try {
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as { id: string }[];
    const courseId = courses[0]!.id;
    const modules = (await (await fetch(`${base}/api/courses/${courseId}/modules`)).json()) as { id: string }[];
    const posts = (await (await fetch(`${base}/api/blog`)).json()) as { id: string }[];
    const paths = [
      "/api/courses",
      "/api/courses/featured",
      `/api/courses/${courseId}`,
      `/api/courses/${courseId}/modules`,
      `/api/modules/${modules[0]!.id}/lessons`,
      "/api/mentors",
      "/api/blog",
      `/api/blog/${posts[0]!.id}`,
      "/api/success-stories",
    ];
    const bodies: Record<string, { body: string; contentType: string }> = {};
    for (const path of paths) {
      const response = await fetch(base + path);
      bodies[path] = {
        body: await response.text(),
        contentType: response.headers.get("content-type") ?? "application/json",
      };
    }
    const dir = mkdtempSync(join(tmpdir(), "tsa-bench-"));
    writeFileSync(join(dir, "routes.json"), JSON.stringify(bodies));
    const rawPort = await freePort();
    const raw = await start(
      ["bench/raw-server.mjs", join(dir, "routes.json"), String(rawPort)],
      {},
      `http://127.0.0.1:${rawPort}/api/courses`,
    );
    const rows: string[][] = [];
    try {
      for (const path of paths) {
        await measure(`${base}${path}`); // warm-up of the cache and the JIT
        const appResult = await measure(`${base}${path}`);
        const rawResult = await measure(`http://127.0.0.1:${rawPort}${path}`);
        const shown = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}");
        rows.push([
          label,
          shown,
          String(Buffer.byteLength(bodies[path]!.body)),
          appResult.requests.toFixed(0),
          rawResult.requests.toFixed(0),
          (appResult.requests / rawResult.requests).toFixed(2),
          `${appResult.p99} / ${rawResult.p99}`,
        ]);
      }
    } finally {
      await stop(raw);
      rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  } finally {
    await stop(app);
  }
}

async function main() {
  console.log("Building the server...");
  await new Promise<void>((resolve, reject) =>
    spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error("build failed")),
    ),
  );
  const rows: string[][] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "tsa-bench-data-"));
  try {
    rows.push(...(await benchDatabase("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const database = `tsa_bench_${process.pid}`;
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    rows.push(...(await benchDatabase("PostgreSQL", { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }

  const header = ["database", "path", "bytes", "app req/s", "raw req/s", "app/raw", "p99 ms app / raw"];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(" | ")} |`;
  console.log(`\n${seconds} s per measurement, ${connections} connections, Node ${process.version}\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
