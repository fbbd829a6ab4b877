import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class FolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by another process (pid ${ownerPid}). ` +
        `Two processes writing one PGlite folder lose data: stop the other process, point DATA_DIR ` +
        `at another folder, or set DATABASE_URL to share a PostgreSQL server between processes.`,
    );
    this.name = "FolderLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a data folder with an O_EXCL lock file holding our pid.
 * A lock left by a process that died is taken over. Returns the release function.
 */
export function lockFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, ".tsa.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) rmSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (owner === process.pid) throw new FolderLockedError(dataDir, owner);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new FolderLockedError(dataDir, owner);
      // Stale lock from a process that is gone: remove it and try again.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
