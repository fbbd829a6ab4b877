import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import {
  FolderLeaseLostError,
  FolderLockedError,
  LEASE_NAME,
  lockFolder,
  type LockOptions,
} from "../../src/db/folder-lock.js";
import { migratedFolder } from "../support/pglite-folder.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The shortest lease proper-lockfile allows keeps these tests quick; every party uses the same one.
const leaseMs = 2_000;
// Two processes: the holder refreshes every half lease, and a busy machine can hold a child's
// timer back for seconds, after which its lease reads as abandoned. The second process waits a
// whole lease before it refuses, so this only costs that test a few seconds more.
const twoProcessLeaseMs = 15_000;
const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "tsa-lock-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const failOnLost: LockOptions["onLost"] = (error) => {
  throw error;
};

/** Starts a child process that opens the embedded database in dir, writes a row and holds it. */
function holdInChild(dir: string) {
  const script = `
    import { sql } from "drizzle-orm";
    import { openDatabase } from "./src/db/client.ts";
    const handle = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dir)}, leaseMs: ${twoProcessLeaseMs} });
    await handle.db.execute(sql.raw("create table kept (x int)"));
    await handle.db.execute(sql.raw("insert into kept values (42)"));
    process.on("SIGTERM", async () => { await handle.close(); process.exit(0); });
    // Opening blocks this process's event loop (PGlite's start-up); on a busy machine for longer
    // than the lease, whose refresh then waits. Ready once the lease has been refreshed since.
    const { statSync } = await import("node:fs");
    const opened = Date.now();
    const leasePath = ${JSON.stringify(join(realpathSync(dir), LEASE_NAME))};
    while (statSync(leasePath).mtimeMs <= opened) await new Promise((resolve) => setTimeout(resolve, 50));
    console.log("ready");
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`child exited early with ${code}: ${stderr}`)));
  });
  return { child, ready, exited };
}

describe("embedded database folder lease", () => {
  it("refuses a second process on the same folder with a clear message", async () => {
    // A folder with a database already, as a server restarts on: the child opens it without initdb.
    const dir = await migratedFolder("tsa-lock-");
    dirs.push(dir);
    const { child, ready, exited } = holdInChild(dir);
    try {
      await ready;
      const error = await openDatabase({ kind: "pglite", dataDir: dir, leaseMs: twoProcessLeaseMs }).catch(
        (caught: unknown) => caught,
      );
      // Had it opened, close it at once rather than leave two writers on the folder.
      if (!(error instanceof Error)) await (error as { close(): Promise<void> }).close();
      expect(error).toBeInstanceOf(FolderLockedError);
      expect((error as Error).message).toContain(`${dir} is in use by another process`);
      expect((error as Error).message).toContain(`pid ${child.pid}`);
      expect((error as Error).message).toContain("DATABASE_URL");
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
    expect(existsSync(join(dir, LEASE_NAME))).toBe(false);
    // Once the owner is gone the folder opens again, with its data.
    const handle = await openDatabase({ kind: "pglite", dataDir: dir, leaseMs: twoProcessLeaseMs });
    try {
      const result = (await handle.db.execute(sql.raw("select x from kept"))) as { rows: unknown[] };
      expect(result.rows).toEqual([{ x: 42 }]);
    } finally {
      await handle.close();
    }
    expect(existsSync(join(dir, LEASE_NAME))).toBe(false);
  }, 300_000);

  it("refuses a second open in the same process at once", async () => {
    const dir = tempDir();
    const release = await lockFolder(dir, { leaseMs, onLost: failOnLost });
    try {
      await expect(lockFolder(dir, { leaseMs, onLost: failOnLost })).rejects.toThrow(FolderLockedError);
    } finally {
      await release();
    }
    await (
      await lockFolder(dir, { leaseMs, onLost: failOnLost })
    )();
  });

  it("takes over a lease nobody refreshes once it has run out", async () => {
    const dir = tempDir();
    // What kill -9 leaves behind: a lease as fresh as its holder's last refresh.
    mkdirSync(join(dir, LEASE_NAME));
    const release = await lockFolder(dir, { leaseMs, onLost: failOnLost });
    await release();
    expect(existsSync(join(dir, LEASE_NAME))).toBe(false);
  });

  it("tells the holder when its lease was taken over, and leaves the new holder's lease alone", async () => {
    const dir = tempDir();
    let lost!: (error: FolderLeaseLostError) => void;
    const lostError = new Promise<FolderLeaseLostError>((resolve) => (lost = resolve));
    const release = await lockFolder(dir, { leaseMs, onLost: lost });
    // Another process's takeover rewrites the lease's mtime.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, LEASE_NAME), later, later);
    const error = await lostError;
    expect(error).toBeInstanceOf(FolderLeaseLostError);
    expect(error.message).toContain(`Lost the lease on the embedded database folder ${dir}`);
    await release();
    expect(existsSync(join(dir, LEASE_NAME))).toBe(true);
  });

  it("refuses a lock file left by an earlier version, saying what to do", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LEASE_NAME), "1");
    const error = await lockFolder(dir, { leaseMs, onLost: failOnLost }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolderLockedError);
    expect((error as Error).message).toContain("once no process uses the folder, delete that file");
  });
});
