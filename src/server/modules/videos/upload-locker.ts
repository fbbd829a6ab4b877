import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from "@tus/server";
import pg from "pg";
import type { DatabaseHandle, Notifier } from "../../../db/client.js";

/*
 * The lock tus takes on an upload while a request reads or writes it (PATCH, HEAD, DELETE), shared
 * by every app process (issue 22): with several processes behind a load balancer, two requests of
 * one upload may reach two processes, and only one may write at a time.
 *
 * On PostgreSQL it is a session advisory lock on a key hashed from the upload's id, held on a
 * connection of its own (a small pool of the locker's) for the lock's life: unlocking or losing
 * that connection frees it, so a process that dies never leaves an upload locked. As with
 * @tus/server's MemoryLocker, a request that finds the upload locked asks the holder to let go
 * (tus then ends the holder's request after its drain time, keeping what it wrote) and waits up to
 * 30 s, then fails with tus's lock timeout; the ask reaches the holder's process by NOTIFY. The
 * embedded database (PGlite) is one process by definition: the MemoryLocker is enough there.
 */

/** Asks the holder of an upload's lock, in whichever process, to release it (payload: the id). */
export const RELEASE_CHANNEL = "tus_upload_release";
/** Says an upload's lock was released, so waiters try again at once (payload: the id). */
export const UNLOCKED_CHANNEL = "tus_upload_unlocked";

const ACQUIRE_TIMEOUT_MS = 30_000;
/** A waiter tries again at least this often (a missed notification costs at most this). */
const RETRY_MAX_MS = 500;
/** A waiter asks the holder again this often, in case the first ask was missed. */
const ASK_AGAIN_MS = 2_000;

/** The key of an upload's advisory lock: in the app's 64-bit key space, named like its other locks. */
const LOCK_KEY_SQL = "hashtextextended('tus-upload:' || $1::text, 0)";

export interface UploadLocker extends Locker {
  /** Ends the locker's connections (the app's close). */
  close(): Promise<void>;
}

export interface PgUploadLockerOptions {
  url: string;
  notifier: Notifier;
  /** How long a request waits for a lock before tus's lock timeout (default 30 s, as MemoryLocker). */
  acquireTimeoutMs?: number;
  /** Connections held at most, one per lock held or sought (default 10). */
  poolSize?: number;
}

/** The locker for this database: advisory locks on PostgreSQL, MemoryLocker on PGlite. */
export function createUploadLocker(handle: Pick<DatabaseHandle, "kind" | "url" | "notifier">): UploadLocker {
  if (handle.kind === "postgres") {
    if (!handle.url) throw new Error("The tus upload locker needs PostgreSQL's connection string");
    return new PgUploadLocker({ url: handle.url, notifier: handle.notifier });
  }
  const memory = new MemoryLocker();
  return Object.assign(memory, { close: async () => {} });
}

export class PgUploadLocker implements UploadLocker {
  readonly pool: pg.Pool;
  readonly notifier: Notifier;
  readonly acquireTimeoutMs: number;
  /** The release callbacks of the locks this process holds, by upload id. */
  readonly holders = new Map<string, RequestRelease>();
  /** Waiters of this process, woken when an upload's lock is released anywhere. */
  readonly waiters = new Map<string, Set<() => void>>();
  private subscribed: Promise<void> | undefined;

  constructor(options: PgUploadLockerOptions) {
    this.notifier = options.notifier;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS;
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection that broke is dropped by the pool; a held one is handled by its lock, and
    // a connection never raises an unhandled 'error' (as the app's pool, db/client.ts).
    this.pool.on("error", () => {});
    this.pool.on("connect", (client) => client.on("error", () => {}));
  }

  newLock(id: string): Lock {
    return new PgUploadLock(id, this);
  }

  /** Listens for release requests and releases, once per process, before the first lock. */
  listen(): Promise<void> {
    this.subscribed ??= Promise.all([
      this.notifier.subscribe(RELEASE_CHANNEL, (id) => void this.holders.get(id)?.()),
      this.notifier.subscribe(UNLOCKED_CHANNEL, (id) => {
        for (const wake of this.waiters.get(id) ?? []) wake();
      }),
    ]).then(() => {});
    // A failed subscription is tried again by the next lock.
    this.subscribed.catch(() => (this.subscribed = undefined));
    return this.subscribed;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PgUploadLock implements Lock {
  private client: pg.PoolClient | undefined;
  private onError: ((error: Error) => void) | undefined;
  private lost: Error | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PgUploadLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { locker, id } = this;
    if (this.client) throw new Error("This upload lock is held already");
    await locker.listen();
    const deadline = Date.now() + locker.acquireTimeoutMs;
    const client = await locker.pool.connect();
    const onError = (error: Error) => {
      // The connection broke: the server has freed the lock (or never gave it), so a holder's
      // request must stop writing now.
      this.lost = error;
      if (this.client === client) void requestRelease();
    };
    client.on("error", onError);
    let askedAt = 0;
    let retryMs = 20;
    try {
      for (;;) {
        // tus answers a thrown { status_code, body } as it is (MemoryLocker throws the same).
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers a thrown { status_code, body } (its ERRORS), not an Error
        if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
        const { rows } = await client.query<{ locked: boolean }>(
          `select pg_try_advisory_lock(${LOCK_KEY_SQL}) as locked`,
          [id],
        );
        if (rows[0]?.locked) {
          this.client = client;
          this.onError = onError;
          locker.holders.set(id, requestRelease);
          return;
        }
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          // As MemoryLocker calls the holder's requestRelease: the newer request takes over.
          askedAt = Date.now();
          await locker.notifier.publish(RELEASE_CHANNEL, id);
        }
        const left = deadline - Date.now();
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers a thrown { status_code, body } (its ERRORS), not an Error
        if (left <= 0) throw ERRORS.ERR_LOCK_TIMEOUT;
        await this.waitForRelease(Math.min(retryMs, left), signal);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    } catch (error) {
      client.off("error", onError);
      client.release(this.lost ?? (error instanceof Error ? error : undefined));
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const { locker, id } = this;
    const client = this.client;
    if (!client) throw new Error("Releasing an unlocked lock!");
    this.client = undefined;
    locker.holders.delete(id);
    try {
      if (this.lost) throw this.lost;
      await client.query(`select pg_advisory_unlock(${LOCK_KEY_SQL})`, [id]);
      if (this.onError) client.off("error", this.onError);
      client.release();
    } catch (error) {
      // Dropping the connection frees every lock it held.
      if (this.onError) client.off("error", this.onError);
      client.release(error instanceof Error ? error : new Error(String(error)));
    }
    await locker.notifier.publish(UNLOCKED_CHANNEL, id).catch(() => {});
  }

  /** Resolves after `ms`, or sooner when the lock is released somewhere or the request ends. */
  private waitForRelease(ms: number, signal: AbortSignal): Promise<void> {
    const { locker, id } = this;
    return new Promise((resolve) => {
      let waiters = locker.waiters.get(id);
      if (!waiters) locker.waiters.set(id, (waiters = new Set()));
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        waiters.delete(done);
        if (waiters.size === 0 && locker.waiters.get(id) === waiters) locker.waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener("abort", done, { once: true });
      waiters.add(done);
    });
  }
}
