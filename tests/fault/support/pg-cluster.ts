import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../../support/free-port.js";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Runs a command, bounded in time; rejects with its output when it fails. */
function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, killSignal: "SIGKILL" }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(" ")} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

/** PostgreSQL refuses to run as root (CI runs as root): its tools run as the postgres user. */
function asPostgres(args: string[], timeoutMs: number): Promise<string> {
  return process.getuid?.() === 0
    ? run("runuser", ["-u", "postgres", "--", ...args], timeoutMs)
    : run(args[0]!, args.slice(1), timeoutMs);
}

export interface PgCluster {
  port: number;
  /** Connection string of a database on the cluster (postgres by default). */
  url(database?: string): string;
  start(): Promise<void>;
  /** Stops at once, as a crash would (no checkpoint, connections cut). */
  stop(): Promise<void>;
  /** pg_ctl restart -m immediate; resolves when the cluster accepts connections again. */
  restartImmediate(): Promise<void>;
  /** One statement on a connection of its own. */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
    database?: string,
  ): Promise<pg.QueryResult<R>>;
  /** Stops the cluster (by PID if pg_ctl fails) and removes its folder. */
  destroy(): Promise<void>;
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 with trust auth; destroy() it in afterAll. */
export async function startCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), "tsa-pg-"));
  const dataDir = join(dir, "data");
  const uid = Number((await run("id", ["-u", "postgres"], 5000)).trim());
  const gid = Number((await run("id", ["-g", "postgres"], 5000)).trim());
  if (process.getuid?.() === 0) chownSync(dir, uid, gid);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    asPostgres(["pg_ctl", "-D", dataDir, "-l", join(dir, "log"), "-t", "60", ...args], 90_000);

  const postmasterPid = (): number | undefined => {
    try {
      return Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]) || undefined;
    } catch {
      return undefined;
    }
  };

  const cluster: PgCluster = {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => pgCtl("start", "-w", "-o", options).then(() => {}),
    stop: () => pgCtl("stop", "-w", "-m", "immediate").then(() => {}),
    restartImmediate: () => pgCtl("restart", "-w", "-m", "immediate", "-o", options).then(() => {}),
    async query(text, values, database) {
      const client = new pg.Client({ connectionString: cluster.url(database), connectionTimeoutMillis: 5000 });
      client.on("error", () => {});
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end().catch(() => {});
      }
    },
    async destroy() {
      try {
        await pgCtl("stop", "-w", "-m", "immediate").catch(() => {
          const pid = postmasterPid();
          if (pid) process.kill(pid, "SIGKILL");
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };

  try {
    await asPostgres(["initdb", "-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"], 120_000);
    await cluster.start();
  } catch (error) {
    await cluster.destroy().catch(() => {});
    throw error;
  }
  return cluster;
}

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGKILL by PID; resolves when it has exited. */
  kill(): Promise<void>;
}

/**
 * The server as production runs it (node src/server/main.ts), on a port of its own. Resolves
 * once it answers HTTP; rejects if the process exits first or isn't up within the bound.
 */
export async function startApp(env: Record<string, string>, startTimeoutMs = 90_000): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "tsa-fault-data-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      SESSION_SECRET: "fault-test-secret-fault-test-secret-0123",
      MAX_SIGNUPS_PER_ADDRESS: "100000",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const app: AppProcess = {
    baseUrl,
    child,
    output: () => output,
    alive: () => running,
    async kill() {
      if (running && child.pid) process.kill(child.pid, "SIGKILL");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (!running) throw new Error(`the app exited during start:\n${output}`);
    if (Date.now() > deadline) {
      await app.kill();
      throw new Error(`the app did not answer /healthz within ${startTimeoutMs} ms:\n${output}`);
    }
    // Any answer means it listens (the app only listens once migrated and seeded).
    const up = await fetch(`${baseUrl}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return app;
    // Poll the state (is it listening?) until it is; the exit promise cuts the wait short.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}
