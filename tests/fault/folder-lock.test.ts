import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { LEASE_NAME } from "../../src/db/folder-lock.js";
import { users } from "../../src/db/schema/index.js";
import { freePort } from "../support/free-port.js";

/**
 * The app as PID 1 in its own PID namespace, as under `docker run`: pids say nothing about who
 * holds the embedded database folder, so only the lease may decide.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const PASSWORD = "a-long-unusual-phrase";

interface App {
  /** The unshare process, in this namespace. */
  unshare: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  exitCode: () => number | null | undefined;
}

const apps: App[] = [];
const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "tsa-fault-lock-"));
  dirs.push(dir);
  return dir;
}

/**
 * underShell: the app runs under an entrypoint shell that is PID 1 of the namespace, and gets pid
 * 5000 there (as after a while of running), a pid that no process or thread has in a fresh namespace.
 */
async function startApp(
  dataDir: string,
  { extraEnv = {}, underShell = false }: { extraEnv?: Record<string, string>; underShell?: boolean } = {},
): Promise<App> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    // The sign-ups below all come from one address.
    MAX_SIGNUPS_PER_ADDRESS: "1000",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const app = [process.execPath, "--import", "tsx", "src/server/main.ts"];
  // With a command after it, dash does not exec the app in its place.
  const entrypoint = 'echo 4999 > /proc/sys/kernel/ns_last_pid; "$0" "$@"; exit $?';
  const shell = underShell ? ["sh", "-c", entrypoint] : [];
  const unshare = spawn("unshare", ["--pid", "--fork", "--mount-proc", ...shell, ...app], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  unshare.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  unshare.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    unshare.once("exit", (exitCode, signal) => {
      code = exitCode ?? (signal ? -1 : null);
      resolve(code);
    }),
  );
  const started = { unshare, port, output: () => output, exited, exitCode: () => code };
  apps.push(started);
  return started;
}

/** Rejects when the promise does not settle in time, naming the step. */
async function within<T>(ms: number, step: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not done within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function childOf(parent: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the parenthesised command name: state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

/** The namespace's processes as this namespace sees them: unshare's child, its child (the app). */
function namespacePids(app: App): number[] {
  const pids: number[] = [];
  for (let pid = childOf(app.unshare.pid!); pid; pid = childOf(pid)) pids.push(pid);
  return pids;
}

const appPid = (app: App) => namespacePids(app).at(-1);

/** Its pid inside its own namespace (the last NSpid field). */
function pidInNamespace(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("NSpid:"))!;
  return Number(line.trim().split(/\s+/).at(-1));
}

async function request(app: App, path: string, body?: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${app.port}${path}`, {
    method: body ? "POST" : "GET",
    headers: body ? { "content-type": "application/json", origin: `http://127.0.0.1:${app.port}` } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
}

/** Resolves once the app answers /api/courses with 200; rejects if it exits first. */
async function serving(app: App): Promise<void> {
  for (;;) {
    if (app.exitCode() !== undefined) throw new Error(`app exited with ${app.exitCode()}:\n${app.output()}`);
    const status = await request(app, "/api/courses").then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    // Polling interval for the state above, not a synchronisation by time.
    await delay(100);
  }
}

async function waitFor(condition: () => boolean): Promise<void> {
  // Polling interval for the condition, not a synchronisation by time.
  while (!condition()) await delay(50);
}

async function signUp(app: App, email: string) {
  const response = await request(app, "/api/auth/register", { email, password: PASSWORD, firstName: "Jo" });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Kills the app's whole namespace: its init (the app) first, then the unshare process. */
async function kill(app: App, signal: NodeJS.Signals) {
  if (app.exitCode() !== undefined) return;
  const pids = namespacePids(app);
  if (signal === "SIGKILL") {
    for (const pid of pids.reverse()) process.kill(pid, "SIGKILL");
    app.unshare.kill("SIGKILL");
  } else if (pids.length) {
    process.kill(pids.at(-1)!, signal);
  }
  await within(30_000, `exit after ${signal}`, app.exited);
}

afterEach(async () => {
  for (const app of apps.splice(0)) await kill(app, "SIGKILL").catch(() => {});
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function registeredEmails(dataDir: string, emails: string[]): Promise<string[]> {
  const handle = await within(120_000, "reopen the folder", openDatabase({ kind: "pglite", dataDir }));
  try {
    const rows = await handle.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    return rows.map((row) => row.email).sort();
  } finally {
    await handle.close();
  }
}

describe("the embedded database folder across PID namespaces", () => {
  it("restarts after kill -9 of the app as PID 1, with its data", async () => {
    const dir = tempDir();
    const first = await startApp(dir);
    const firstStart = Date.now();
    await within(180_000, "first start serves", serving(first));
    const firstStartMs = Date.now() - firstStart;
    const pid = appPid(first)!;
    expect(pidInNamespace(pid)).toBe(1);
    await signUp(first, "before-the-crash@example.org");

    await kill(first, "SIGKILL");
    const restart = await startApp(dir);
    const restarted = Date.now();
    await within(180_000, "restart after kill -9 serves", serving(restart));
    const restartMs = Date.now() - restarted;
    console.log(`first start served in ${firstStartMs} ms; restart after kill -9 served in ${restartMs} ms`);
    expect(pidInNamespace(appPid(restart)!)).toBe(1);

    const login = await request(restart, "/api/auth/login", {
      email: "before-the-crash@example.org",
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    await kill(restart, "SIGTERM");
    expect(restart.exitCode()).toBe(0);
  }, 480_000);

  it("refuses a second app in another PID namespace while the first serves, losing no sign-ups", async () => {
    const dir = tempDir();
    // A pid that means nothing in the second's namespace. (Small ones do: the second app is 1 and
    // its threads and tsx's esbuild take the next ones, so a pid file was refused by accident.)
    const first = await startApp(dir, { underShell: true });
    await within(180_000, "first start serves", serving(first));
    expect(pidInNamespace(appPid(first)!)).toBe(5000);

    const second = await startApp(dir);
    const secondStarted = Date.now();
    await within(
      30_000,
      "second app starts",
      waitFor(() => appPid(second) !== undefined),
    );
    expect(pidInNamespace(appPid(second)!)).toBe(1);
    // Watch the second app's port for as long as it runs: it must never answer.
    let secondAnswered = false;
    const watch = (async () => {
      while (second.exitCode() === undefined) {
        await request(second, "/api/courses").then(
          () => (secondAnswered = true),
          () => {},
        );
        await delay(200);
      }
    })();

    const emails = Array.from({ length: 30 }, (_, i) => `namespace-${i}@example.org`);
    for (const email of emails) await signUp(first, email);

    const code = await within(120_000, "second app refuses", second.exited);
    console.log(`second app refused ${Date.now() - secondStarted} ms after it was started`);
    await watch;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`The embedded database folder ${dir} is in use by another process`);
    expect(second.output()).toContain("DATABASE_URL");
    expect(secondAnswered).toBe(false);

    // The first kept serving throughout.
    await signUp(first, "after-the-refusal@example.org");
    await kill(first, "SIGTERM");
    expect(first.exitCode()).toBe(0);
    expect(await registeredEmails(dir, [...emails, "after-the-refusal@example.org"])).toEqual(
      [...emails, "after-the-refusal@example.org"].sort(),
    );
  }, 480_000);

  it("stops at once, with a clear line, when its lease is taken over", async () => {
    const dir = tempDir();
    const app = await startApp(dir, { extraEnv: { DATA_DIR_LEASE_SECONDS: "5" } });
    await within(180_000, "start serves", serving(app));
    // What a takeover by another process does to the lease.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, LEASE_NAME), later, later);
    const code = await within(30_000, "exit after the lease is lost", app.exited);
    expect(code).toBe(1);
    expect(app.output()).toContain(`Lost the lease on the embedded database folder ${dir}`);
  }, 300_000);
});
