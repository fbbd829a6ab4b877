import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { isConnectionError } from "../../src/db/errors.js";
import { AppError, sharedMessage } from "../../src/server/errors.js";
import { createTestDatabase } from "../support/db.js";

describe("isConnectionError", () => {
  it("knows a refused connection from the driver", async () => {
    // Port 1 on the loopback: nobody listens there.
    const client = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:1/none" });
    client.on("error", () => {});
    const error = await client.connect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionError(error)).toBe(true);
  });

  it("knows the codes and words of a lost server, also wrapped in a cause", () => {
    expect(isConnectionError(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("starting up"), { code: "57P03" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("no connection"), { code: "08006" }))).toBe(true);
    expect(
      isConnectionError(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") })),
    ).toBe(true);
  });

  it("leaves the app's own and the data's errors alone", () => {
    expect(isConnectionError(new AppError("CONFLICT", sharedMessage("Connection terminated by staff")))).toBe(false);
    expect(isConnectionError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionError(new Error("boom"))).toBe(false);
  });
});

/** The rows of a node-postgres result (the shared Database type leaves execute() untyped). */
const rows = <T = unknown>(result: unknown) => (result as { rows: T[] }).rows;

// Connections break on a server only; the embedded database has none to lose.
if (process.env.DATABASE_URL) {
  describe("transactions over a broken connection (PostgreSQL)", () => {
    let base: DatabaseHandle & { url?: string };
    let handle: DatabaseHandle;
    beforeAll(async () => {
      base = await createTestDatabase();
      handle = await openDatabase({ kind: "postgres", url: base.url!, poolSize: 2, connectTimeoutMs: 500 });
      await handle.db.execute(sql`create table fault_probe (tag text not null)`);
      // At COMMIT, a deferred trigger ends the connection: the commit's fate is then unknown to us.
      await handle.db.execute(sql`
        create function die_at_commit() returns trigger language plpgsql as $$
        begin perform pg_terminate_backend(pg_backend_pid()); return null; end $$`);
      await handle.db.execute(sql`create table commit_probe (tag text not null)`);
      await handle.db.execute(sql`
        create constraint trigger die_at_commit after insert on commit_probe
        deferrable initially deferred for each row execute function die_at_commit()`);
    });
    afterAll(async () => {
      await handle?.close();
      await base?.close();
    });

    const count = async (table: "fault_probe" | "commit_probe", tag: string) => {
      const result = await handle.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where tag = ${tag}`,
      );
      return rows<{ n: number }>(result)[0]?.n;
    };

    it("runs the whole transaction again when its connection dies before COMMIT, writing once", async () => {
      let attempts = 0;
      await handle.db.transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`insert into fault_probe (tag) values ('before-commit')`);
        // The server ends this very connection between two statements of the transaction.
        if (attempts === 1) await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
        await tx.execute(sql`select 1`);
      });
      expect(attempts).toBe(2);
      expect(await count("fault_probe", "before-commit")).toBe(1);
    });

    it("never runs it again when the connection dies during COMMIT", async () => {
      let attempts = 0;
      const error = await handle.db
        .transaction(async (tx) => {
          attempts++;
          await tx.execute(sql`insert into commit_probe (tag) values ('at-commit')`);
        })
        .catch((caught: unknown) => caught);
      expect(attempts).toBe(1);
      expect(isConnectionError(error)).toBe(true);
      expect(await count("commit_probe", "at-commit")).toBe(0);
    });

    it("gives up waiting for a pool slot after the connection timeout", async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const bothHeld = new Promise<void>((resolve) => (holding = resolve));
      let open = 0;
      // Both connections of the pool sit in transactions until released.
      const holders = [1, 2].map(() =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (++open === 2) holding();
          await held;
        }),
      );
      await bothHeld;
      const error = await handle.db.execute(sql`select 1`).catch((caught: unknown) => caught);
      release();
      await Promise.all(holders);
      expect(isConnectionError(error)).toBe(true);
      expect(rows(await handle.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    });
  });
}
