import { EventEmitter } from "node:events";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.js";
import { lockFolder, type FolderLeaseLostError } from "./folder-lock.js";
import { retryOnConnectionLoss } from "./retry.js";
import type { Database } from "./types.js";

export const migrationsFolder = fileURLToPath(new URL("../../src/db/migrations", import.meta.url));

export type DatabaseOptions =
  /** connectTimeoutMs: longest wait for a connection or a free pool slot (default 5 s). */
  | { kind: "postgres"; url: string; poolSize?: number; connectTimeoutMs?: number }
  /**
   * dataDir undefined: in memory. loadDataDir: start from a dumped snapshot (tests). leaseMs: see
   * lockFolder. onFolderLost: the folder's lease was lost; the default logs and exits at once.
   */
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob | File;
      leaseMs?: number;
      onFolderLost?: (error: FolderLeaseLostError) => void;
    };

/** Cross-process messages (PostgreSQL LISTEN/NOTIFY); in-process for the embedded database, which also hears SQL NOTIFY. */
export interface Notifier {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: (payload: string) => void): Promise<void>;
  /** Called when notifications may have been missed (listener connection lost). */
  onReconnect(listener: () => void): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** PostgreSQL's connection string, for connections of a module's own (the tus upload locker's). */
  url?: string;
  notifier: Notifier;
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1` within timeoutMs; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Snapshot of an embedded database (tests start fresh databases from it). */
  dump?(): Promise<Blob | File>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: "snake_case" } as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.poolSize, options.connectTimeoutMs)
    : openPglite(options);
}

/**
 * Another process may own the folder now, so even a clean close (which writes a shutdown
 * checkpoint) could corrupt its data: stop here, as a crash would. The next start recovers
 * from the write-ahead log like after kill -9.
 */
function exitOnFolderLost(error: FolderLeaseLostError): void {
  console.error(`${error.message} Exiting.`);
  process.exit(1);
}

/** The extensions every embedded database loads (the schema's exclusion constraints use btree_gist). */
export const PGLITE_EXTENSIONS = { btree_gist };

async function openPglite(options: Extract<DatabaseOptions, { kind: "pglite" }>): Promise<DatabaseHandle> {
  const release = options.dataDir
    ? await lockFolder(options.dataDir, {
        ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
        onLost: options.onFolderLost ?? exitOnFolderLost,
      })
    : async () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    await release();
    throw error;
  }
  return pgliteHandle(client, async () => {
    try {
      await client.close();
    } finally {
      await release();
    }
  });
}

/**
 * The handle of an open embedded database. Its close stops the handle's LISTENs, then runs `end`
 * (closing the client; the tests' spare databases are emptied for the next file instead).
 */
export function pgliteHandle(client: PGlite, end: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, drizzleOptions) as unknown as Database;
  // One process owns the folder, so this process is the whole audience: a message published from
  // code is an in-process event (a NOTIFY from code could wait behind an open transaction on the one
  // connection), and a NOTIFY from SQL (pg_notify at a job's commit) reaches PGlite's own LISTEN.
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const unlistens: (() => Promise<void>)[] = [];
  return {
    db,
    kind: "pglite",
    notifier: {
      async publish(channel, payload) {
        events.emit(channel, payload);
      },
      async subscribe(channel, listener) {
        events.on(channel, listener);
        unlistens.push(await client.listen(channel, listener));
      },
      onReconnect() {},
    },
    migrate: () => migratePglite(drizzlePglite(client, drizzleOptions), { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(client.query("select 1"), timeoutMs).then(() => {}),
    dump: () => client.dumpDataDir("none"),
    async close() {
      events.removeAllListeners();
      // A closed or broken client has no listeners left to stop.
      await Promise.allSettled(unlistens.splice(0).map((unlisten) => unlisten()));
      await end();
    },
  };
}

async function openPostgres(url: string, poolSize = 10, connectTimeoutMs = 5000): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the server is down or the pool is busy, a request gets its 503 instead of waiting forever.
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing its sockets is noticed (TCP keepalive probes after
    // 10 s idle, then the system's interval and count) instead of hanging a query for good.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  pool.on("connect", (client) => {
    // The pool listens to idle clients only. A connection that breaks while checked out (server
    // restart, pg_terminate_backend) would otherwise raise an unhandled 'error' and end the
    // process; its query fails with the error anyway, and the pool drops the broken client.
    client.on("error", () => {});
  });
  // Fail fast with the driver's message when the server can't be reached.
  await pool.query("select 1");
  const db = drizzlePg(pool, drizzleOptions) as unknown as Database;
  // Every transaction of the app, run again when its connection broke before COMMIT.
  const transaction = db.transaction.bind(db);
  db.transaction = (body, config) => retryOnConnectionLoss((tracked) => transaction(tracked, config), body);
  const notifier = new PgNotifier(url, pool, connectTimeoutMs);
  return {
    db,
    kind: "postgres",
    url,
    notifier,
    ping: (timeoutMs) => withTimeout(pool.query("select 1"), timeoutMs).then(() => {}),
    async migrate() {
      // Several processes may start at once: one migrates while the others wait.
      const client = new pg.Client({ connectionString: url });
      // A broken connection fails the migration (and the start) through its query, not as an event.
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(72707369)");
        await migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(72707369)").catch(() => {});
        await client.end();
      }
    },
    async close() {
      await notifier.close();
      await pool.end();
    },
  };
}

class PgNotifier implements Notifier {
  private listenClient: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnectListeners: (() => void)[] = [];
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly connectTimeoutMs: number,
  ) {}

  async publish(channel: string, payload: string): Promise<void> {
    await this.pool.query("select pg_notify($1, $2)", [channel, payload]);
  }

  async subscribe(channel: string, listener: (payload: string) => void): Promise<void> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      const client = await this.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    listeners.add(listener);
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  private connect(): Promise<pg.Client> {
    if (this.listenClient) return Promise.resolve(this.listenClient);
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        connectionTimeoutMillis: this.connectTimeoutMs,
        // The listener sits idle for long: probes tell a dead server from a quiet one.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      client.on("notification", (message) => {
        for (const listener of this.channels.get(message.channel) ?? []) listener(message.payload ?? "");
      });
      client.on("error", () => this.lost(client));
      client.on("end", () => this.lost(client));
      try {
        await client.connect();
        for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        // Half set up (connected, not listening): close it, the retry opens a fresh one.
        await client.end().catch(() => {});
        throw error;
      }
      this.listenClient = client;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private lost(client: pg.Client) {
    if (this.listenClient !== client || this.closed) return;
    this.listenClient = undefined;
    const retry = () => {
      if (this.closed) return;
      this.connect().then(
        () => this.reconnectListeners.forEach((listener) => listener()),
        () => {
          this.retryTimer = setTimeout(retry, 1000);
          this.retryTimer.unref();
        },
      );
    };
    // Until we listen again, notifications are missed: callers drop what they cached.
    this.reconnectListeners.forEach((listener) => listener());
    retry();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.listenClient;
    this.listenClient = undefined;
    await client?.end().catch(() => {});
  }
}

/** The promise, or a rejection once timeoutMs has passed. */
function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the database within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
