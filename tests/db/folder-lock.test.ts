import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { FolderLockedError, lockFolder } from "../../src/db/folder-lock.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Starts a child process that opens the embedded database in dir and holds it until killed. */
function holdInChild(dir: string) {
  const script = `
    import { openDatabase } from "./src/db/client.ts";
    const handle = await openDatabase({ kind: "pglite", dataDir: ${JSON.stringify(dir)} });
    console.log("ready");
    setInterval(() => {}, 1000);
    process.on("SIGTERM", async () => { await handle.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
  });
  return { child, ready };
}

describe("embedded database folder lock", () => {
  it("refuses a second process on the same folder with a clear message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tsa-lock-"));
    const { child, ready } = holdInChild(dir);
    try {
      await ready;
      const error = await openDatabase({ kind: "pglite", dataDir: dir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FolderLockedError);
      expect((error as Error).message).toContain(`is in use by another process (pid ${child.pid})`);
      expect((error as Error).message).toContain("DATABASE_URL");
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    // Once the owner is gone the folder opens again, with its data.
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    await handle.close();
    expect(existsSync(join(dir, ".tsa.lock"))).toBe(false);
  }, 60_000);

  it("refuses a second open in the same process", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tsa-lock-"));
    const release = lockFolder(dir);
    try {
      expect(() => lockFolder(dir)).toThrow(FolderLockedError);
    } finally {
      release();
    }
    lockFolder(dir)();
  });

  it("takes over a lock left by a process that died", () => {
    const dir = mkdtempSync(join(tmpdir(), "tsa-lock-"));
    // A pid that is not running (pid_max is far below this).
    writeFileSync(join(dir, ".tsa.lock"), "99999999");
    const release = lockFolder(dir);
    release();
    expect(existsSync(join(dir, ".tsa.lock"))).toBe(false);
  });
});
