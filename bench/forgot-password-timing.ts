/**
 * forgot-password timing (issue 20, item 7): does an unknown address answer measurably faster
 * than a known one? 150 pairs (a known and an unknown address, in alternating order) through
 * app.inject, each from an address and for an account of its own so no throttle cuts the work
 * short; prints the median of each and the median of the pairwise differences.
 *
 *   npx tsx bench/forgot-password-timing.ts                 # PGlite, in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/forgot-password-timing.ts
 *
 * On PostgreSQL it creates a database of its own (tsa_fp_bench_<pid>) and drops it after.
 * FP_PAIRS (default 150) and FP_WARMUP (default 20) change the counts.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { users } from "../src/db/schema/index.js";
import { buildApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { hashPassword } from "../src/server/modules/auth/password.js";

const PAIRS = Number(process.env.FP_PAIRS ?? 150);
const WARMUP = Number(process.env.FP_WARMUP ?? 20);
const serverUrl = process.env.DATABASE_URL;

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    return { handle, drop: async () => {} };
  }
  const name = `tsa_fp_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const { handle, drop } = await open();
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: mkdtempSync(join(tmpdir(), "tsa-fp-bench-")),
  SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
  PUBLIC_URL: "http://localhost:3000",
  EMAIL_POLL_SECONDS: "3600",
});
const app = await buildApp(config, handle, { logger: false });
await app.ready();
try {
  const total = PAIRS + WARMUP;
  const passwordHash = await hashPassword("correct-horse-battery-staple");
  const run = `${process.pid}-${Date.now()}`;
  await handle.db.insert(users).values(
    Array.from({ length: total }, (_, index) => ({
      email: `known-${run}-${index}@example.org`,
      firstName: "Known",
      passwordHash,
    })),
  );
  let requestCount = 0;
  const ask = async (email: string) => {
    requestCount += 1;
    const remoteAddress = `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email },
      remoteAddress,
    });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 202)
      throw new Error(`forgot-password answered ${response.statusCode}: ${response.body}`);
    return elapsed;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  const differences: number[] = [];
  for (let index = 0; index < total; index++) {
    const knownEmail = `known-${run}-${index}@example.org`;
    const unknownEmail = `unknown-${run}-${index}@example.org`;
    // Alternate which goes first, so a warm cache or a busy moment favours neither.
    let a: number;
    let b: number;
    if (index % 2 === 0) {
      a = await ask(knownEmail);
      b = await ask(unknownEmail);
    } else {
      b = await ask(unknownEmail);
      a = await ask(knownEmail);
    }
    if (index < WARMUP) continue;
    known.push(a);
    unknown.push(b);
    differences.push(a - b);
  }
  const fixed = (value: number) => value.toFixed(2);
  console.log(
    JSON.stringify({
      database: handle.kind,
      pairs: PAIRS,
      knownMedianMs: fixed(median(known)),
      unknownMedianMs: fixed(median(unknown)),
      medianDifferenceMs: fixed(median(differences)),
      loadAverage: (await import("node:os")).loadavg().map((value) => value.toFixed(1)),
    }),
  );
} finally {
  await app.close();
  await handle.close();
  await drop();
}
