import { ERRORS, MemoryLocker, type Lock, type Locker } from "@tus/server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/db.js";
import { openDatabase, type DatabaseHandle } from "../../../db/client.js";
import { createUploadLocker, PgUploadLocker } from "./upload-locker.js";

/*
 * The tus upload locker (issue 22): one request at a time per upload, across app processes.
 * On PostgreSQL, two lockers with their own connections and notifiers stand for two processes.
 */

let handle: DatabaseHandle & { url?: string };
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

/** Resolves when the check passes; checked again on each turn of the event loop, then each 20 ms. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let turn = 0; turn < 3000; turn++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, turn < 50 ? 0 : 20));
  }
  throw new Error(`Never happened: ${what}`);
}

/** Starts lock(), recording when it settles, and how often the holder was asked to let go. */
function track(lock: Lock, signal = new AbortController().signal) {
  const state = { settled: false, error: undefined as unknown, asked: 0 };
  const done = lock.lock(signal, () => {
    state.asked++;
  });
  const settled = done.then(
    () => void (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return { state, settled };
}

/** A lock of `locker` on `id`, being taken (tus unlocks with the lock object it locked with). */
function trackLock(locker: Locker, id: string, signal?: AbortSignal) {
  const lock = locker.newLock(id);
  return { ...track(lock, signal), lock };
}

describe("the upload locker of this run's database", () => {
  it("is PostgreSQL's advisory-lock locker on PostgreSQL, tus's MemoryLocker on PGlite (one process)", async () => {
    const locker = createUploadLocker(handle);
    try {
      expect(locker).toBeInstanceOf(handle.kind === "postgres" ? PgUploadLocker : MemoryLocker);
    } finally {
      await locker.close();
    }
  });

  it("one holder per upload: a second asks the first to let go, and gets the lock once it is released", async () => {
    const locker = createUploadLocker(handle);
    try {
      const holder = trackLock(locker, "one");
      await holder.settled;
      expect(holder.state.error).toBeUndefined();
      const waiter = trackLock(locker, "one");
      await until(() => holder.state.asked > 0, "the holder was asked to release");
      expect(waiter.state.settled).toBe(false);
      const other = trackLock(locker, "two");
      await other.settled;
      expect(other.state.error).toBeUndefined();
      await holder.lock.unlock();
      await waiter.settled;
      expect(waiter.state.error).toBeUndefined();
      await waiter.lock.unlock();
      await other.lock.unlock();
      await expect(holder.lock.unlock()).rejects.toThrow("Releasing an unlocked lock!");
    } finally {
      await locker.close();
    }
  });
});

// Several processes on one PostgreSQL server. PGlite is one process by design (folder lock).
if (process.env.DATABASE_URL) {
  describe("advisory locks shared by processes (PostgreSQL)", () => {
    let secondHandle: DatabaseHandle;
    let first: PgUploadLocker;
    let second: PgUploadLocker;
    let admin: pg.Client;

    beforeAll(async () => {
      secondHandle = await openDatabase({ kind: "postgres", url: handle.url!, poolSize: 2 });
      first = new PgUploadLocker({ url: handle.url!, notifier: handle.notifier });
      second = new PgUploadLocker({ url: handle.url!, notifier: secondHandle.notifier });
      admin = new pg.Client({ connectionString: handle.url });
      await admin.connect();
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await admin?.end();
      await secondHandle?.close();
    });

    /** The backends holding an advisory lock in this database. */
    const holders = async () =>
      (
        await admin.query<{ pid: number }>(
          "select pid from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())",
        )
      ).rows.map((row) => row.pid);

    it("two processes contend: the holder is asked to let go, the other gets the lock when it is released", async () => {
      const holder = trackLock(first, "shared");
      await holder.settled;
      expect(holder.state.error).toBeUndefined();
      const [holderPid] = await holders();
      expect(holderPid).toBeDefined();
      const waiter = trackLock(second, "shared");
      // The ask crosses processes (NOTIFY); the lock stays where it is until the holder unlocks.
      await until(() => holder.state.asked > 0, "the holder in the other process was asked to release");
      expect(waiter.state.settled).toBe(false);
      expect(await holders()).toEqual([holderPid]);
      await holder.lock.unlock();
      await waiter.settled;
      expect(waiter.state.error).toBeUndefined();
      const after = await holders();
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(holderPid);
      await waiter.lock.unlock();
      expect(await holders()).toEqual([]);
    });

    it("a waiter whose request ends, or whose time runs out, gets tus's lock timeout and holds nothing", async () => {
      const holder = trackLock(first, "busy");
      await holder.settled;
      const stop = new AbortController();
      const stopped = trackLock(second, "busy", stop.signal);
      await until(() => holder.state.asked > 0, "the holder was asked to release");
      stop.abort();
      await stopped.settled;
      expect(stopped.state.error).toBe(ERRORS.ERR_LOCK_TIMEOUT);
      const impatient = new PgUploadLocker({ url: handle.url!, notifier: secondHandle.notifier, acquireTimeoutMs: 50 });
      try {
        const late = trackLock(impatient, "busy");
        await late.settled;
        expect(late.state.error).toBe(ERRORS.ERR_LOCK_TIMEOUT);
      } finally {
        await impatient.close();
      }
      expect(await holders()).toHaveLength(1);
      await holder.lock.unlock();
      expect(await holders()).toEqual([]);
    });

    it("a lock held by a terminated backend is freed: the holder is told to stop, the other proceeds", async () => {
      const holder = trackLock(first, "lost");
      await holder.settled;
      const [holderPid] = await holders();
      const waiter = trackLock(second, "lost");
      await until(() => holder.state.asked > 0, "the holder was asked to release");
      holder.state.asked = 0;
      await admin.query("select pg_terminate_backend($1)", [holderPid]);
      // The connection's loss tells the holder's request to stop writing, and frees the lock.
      await until(() => holder.state.asked > 0, "the holder learnt its connection was lost");
      await waiter.settled;
      expect(waiter.state.error).toBeUndefined();
      // Unlocking a lost lock is quiet: the server freed it with the connection.
      await holder.lock.unlock();
      const after = await holders();
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(holderPid);
      await waiter.lock.unlock();
      // The locker goes on: a new lock takes a fresh connection.
      const again = trackLock(first, "lost");
      await again.settled;
      expect(again.state.error).toBeUndefined();
      await again.lock.unlock();
    });
  });
}
