import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeClientBuild, type FakeBuild } from "../support/fake-build.js";

/**
 * A killed `npm test` must not break the next one. Playwright starts the end-to-end web servers
 * (the mail server and the app) in a process group of their own, so killing the run leaves them
 * running; a second run on the same fixed ports then stopped with "http://127.0.0.1:3212/ is already
 * used". Here a stand-in for Playwright's runner (support/e2e-runner.ts) reads playwright.config.ts
 * and starts its servers as Playwright does; the first run is killed with SIGKILL, and the second
 * run still starts: on ports of its own (chosen while the first run's servers still held theirs),
 * and the first run's servers stop by themselves once their runner is gone.
 */

interface Run {
  runner: ChildProcess;
  ports: number[];
  /** The web servers' process groups (each shell leads one, as under Playwright). */
  pids: number[];
}

let build: FakeBuild;
const runs: Run[] = [];

beforeAll(() => {
  build = fakeClientBuild(
    `export async function render() { return { status: 200, head: "", html: "<main></main>", state: "{}" }; }`,
  );
});

afterAll(() => {
  for (const run of runs) {
    if (run.runner.exitCode === null && run.runner.signalCode === null) run.runner.kill("SIGKILL");
    for (const pid of run.pids) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Already gone, as it should be.
      }
    }
  }
  build?.remove();
});

/** Starts a stand-in runner (with no E2E_PORT, as `npm test` runs it) and waits until its servers answer. */
async function startRun(): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, CLIENT_DIST_DIR: build.dir, SEED_DEMO: "false" };
  for (const key of ["E2E_PORT", "E2E_MAIL_SMTP_PORT", "E2E_MAIL_HTTP_PORT", "E2E_RUNNER_PID", "E2E_DATA_DIR"]) {
    delete env[key];
  }
  const runner = spawn(process.execPath, ["--import", "tsx", "tests/fault/support/e2e-runner.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Recorded at once, so afterAll kills it even if its servers never answer.
  const run: Run = { runner, ports: [], pids: [] };
  runs.push(run);
  let output = "";
  let errors = "";
  runner.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    runner.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.split("\n")[0]!);
    });
    runner.once("exit", (code) => reject(new Error(`the runner stopped (${code}): ${errors}`)));
  });
  Object.assign(run, JSON.parse(line) as { ports: number[]; pids: number[] });
  return run;
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("a second end-to-end run after a killed one", () => {
  it("starts its servers on ports of its own, and the killed run's servers stop by themselves", async () => {
    const first = await startRun();
    expect(new Set(first.ports).size).toBe(3);
    for (const port of first.ports) expect(await isListening(port)).toBe(true);

    // The first run is killed as a stopped `npm test` is: its servers, in their own groups, live on.
    const killed = new Promise<void>((resolve) => first.runner.once("exit", () => resolve()));
    first.runner.kill("SIGKILL");
    await killed;

    // The second run chooses its ports while the first run's servers may still hold theirs.
    const second = await startRun();
    expect(second.ports.filter((port) => first.ports.includes(port))).toEqual([]);
    for (const port of second.ports) expect(await isListening(port)).toBe(true);

    // The first run's servers notice their runner is gone and stop: ports closed, processes ended.
    await expect
      .poll(async () => (await Promise.all(first.ports.map(isListening))).some(Boolean), { timeout: 30_000 })
      .toBe(false);
    await expect.poll(() => first.pids.filter(isRunning), { timeout: 30_000 }).toEqual([]);
    // ... while the second run's servers, whose runner lives, still answer.
    for (const port of second.ports) expect(await isListening(port)).toBe(true);
    // Two app starts (each a fresh embedded database): about 10 s on a quiet machine, over a minute
    // each on a busy one.
  }, 400_000);
});
