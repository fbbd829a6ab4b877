import { lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import lockfile from "proper-lockfile";

/** The lease is a directory: mkdir is atomic on local and network file systems alike. */
export const LEASE_NAME = ".tsa.lock";
/** Who took the lease last; informative only (a pid means little across PID namespaces). */
const HOLDER_NAME = ".tsa.lock.holder";

export const DEFAULT_LEASE_MS = 10_000;

export class FolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder?: string,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by another process` +
        (holder ? ` (last taken by ${holder})` : "") +
        `. Two processes writing one PGlite folder lose data: stop the other process, point DATA_DIR ` +
        `at another folder, or set DATABASE_URL to share a PostgreSQL server between processes.`,
    );
    this.name = "FolderLockedError";
  }
}

export class FolderLeaseLostError extends Error {
  constructor(
    readonly dataDir: string,
    cause: unknown,
  ) {
    super(
      `Lost the lease on the embedded database folder ${dataDir} (${(cause as Error)?.message ?? cause}); ` +
        `another process may be writing it now, so this one must stop writing at once.`,
      { cause },
    );
    this.name = "FolderLeaseLostError";
  }
}

export interface LockOptions {
  /** A lease not refreshed for this long is taken over. */
  leaseMs?: number;
  /** Called once if the lease is lost while held; the caller must stop writing the folder. */
  onLost: (error: FolderLeaseLostError) => void;
}

// proper-lockfile sees a lease we hold ourselves as merely fresh, so a second open in this
// process would wait out the whole lease before refusing; refuse it at once instead.
const heldHere = new Set<string>();

/**
 * Takes an exclusive lease on a data folder: a lock directory whose mtime the holder refreshes
 * every leaseMs/2. A lease left by a process that died (however it died, whatever its pid) goes
 * stale after leaseMs; we wait that long for it before refusing, so a restart after kill -9
 * starts. Resolves to the release function.
 */
export async function lockFolder(dataDir: string, options: LockOptions): Promise<() => Promise<void>> {
  const leaseMs = Math.max(options.leaseMs ?? DEFAULT_LEASE_MS, 2_000);
  mkdirSync(dataDir, { recursive: true });
  const dir = realpathSync(dataDir);
  if (heldHere.has(dir)) throw new FolderLockedError(dataDir, `this process, pid ${process.pid}`);
  const leasePath = join(dir, LEASE_NAME);
  refuseLegacyLockFile(dataDir, leasePath);
  heldHere.add(dir);
  let lost = false;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: leasePath,
      realpath: false,
      stale: leaseMs,
      update: leaseMs / 2,
      // Poll until a dead holder's lease has gone stale, plus a second for slow file systems.
      retries: { retries: Math.ceil((leaseMs + 1_000) / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised(error) {
        lost = true;
        heldHere.delete(dir);
        options.onLost(new FolderLeaseLostError(dataDir, error));
      },
    });
  } catch (error) {
    heldHere.delete(dir);
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new FolderLockedError(dataDir, readHolder(dir));
    throw error;
  }
  try {
    writeFileSync(join(dir, HOLDER_NAME), `host ${hostname()}, pid ${process.pid}, at ${new Date().toISOString()}`);
  } catch {
    // Informative only.
  }
  let released: Promise<void> | undefined;
  return () => {
    released ??= (async () => {
      heldHere.delete(dir);
      // A lost lease is not ours to remove: another process may hold it now.
      if (!lost) await release();
    })();
    return released;
  };
}

function readHolder(dir: string): string | undefined {
  try {
    return readFileSync(join(dir, HOLDER_NAME), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Earlier versions kept a pid in a plain file of the same name. Whether its writer still runs
 * can't be known across PID namespaces, so say what to do rather than guess.
 */
function refuseLegacyLockFile(dataDir: string, leasePath: string) {
  let isFile = false;
  try {
    isFile = lstatSync(leasePath).isFile();
  } catch {
    return;
  }
  if (isFile) {
    throw new FolderLockedError(
      dataDir,
      `an earlier version of the app, which left ${leasePath}; once no process uses the folder, delete that file`,
    );
  }
}
