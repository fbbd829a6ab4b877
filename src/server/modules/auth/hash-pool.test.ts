import { scryptSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../config.js";
import {
  configurePasswordHashing,
  HASHING_BUSY_MESSAGE,
  HashingBusyError,
  HashPool,
  passwordHashCost,
} from "./hash-pool.js";
import { hashPassword, verifyPassword } from "./password.js";

const pools: HashPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});
const pool = (threads: number, queue: number) => {
  const made = new HashPool({ threads, queue });
  pools.push(made);
  return made;
};

// Light parameters: these tests are about the pool, not scrypt's cost.
const light = { N: 1024, r: 8, p: 1 };
const salt = Buffer.from("0123456789abcdef");

describe("HashPool", () => {
  it("gives the same key as scryptSync, on its own threads", async () => {
    const hashing = pool(2, 4);
    const keys = await Promise.all(["one", "two", "three"].map((word) => hashing.scrypt(word, salt, 32, light)));
    expect(keys).toEqual(["one", "two", "three"].map((word) => scryptSync(word, salt, 32, light)));
    expect(hashing.load).toEqual({ running: 0, waiting: 0 });
  });

  it("queues behind busy threads and refuses beyond the queue with a 503 that says when to retry", async () => {
    const hashing = pool(1, 1);
    const first = hashing.scrypt("first", salt, 32, light);
    const second = hashing.scrypt("second", salt, 32, light);
    expect(hashing.load).toEqual({ running: 1, waiting: 1 });
    const refused = await hashing.scrypt("third", salt, 32, light).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HashingBusyError);
    expect(refused).toBeInstanceOf(AppError);
    const busy = refused as HashingBusyError;
    expect(busy.status).toBe(503);
    expect(busy.message).toBe(HASHING_BUSY_MESSAGE);
    expect(busy.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(busy.retryAfterSeconds).toBeLessThanOrEqual(30);
    // The two it took are answered, and it takes work again once they are done.
    expect(await Promise.all([first, second])).toEqual([
      scryptSync("first", salt, 32, light),
      scryptSync("second", salt, 32, light),
    ]);
    expect(await hashing.scrypt("fourth", salt, 32, light)).toEqual(scryptSync("fourth", salt, 32, light));
  });

  it("with no queue, refuses whatever finds every thread busy", async () => {
    const hashing = pool(2, 0);
    const running = [hashing.scrypt("a", salt, 32, light), hashing.scrypt("b", salt, 32, light)];
    await expect(hashing.scrypt("c", salt, 32, light)).rejects.toBeInstanceOf(HashingBusyError);
    await Promise.all(running);
  });

  it("fails a hash scrypt refuses (bad parameters) without losing the thread", async () => {
    const hashing = pool(1, 1);
    await expect(hashing.scrypt("x", salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    expect(await hashing.scrypt("y", salt, 32, light)).toEqual(scryptSync("y", salt, 32, light));
  });
});

describe("passwords through the shared pool", () => {
  // As main.ts sets it from a configuration with no PASSWORD_HASH_COST: production's.
  const production = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "tsa-hash-")) }).passwordHashing;
  afterEach(() => configurePasswordHashing(production));

  it("hashes in the kept format, at production's cost by default, and verifies the right password only", async () => {
    configurePasswordHashing(production);
    expect(passwordHashCost()).toBe(15);
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("verifies a hash made before the pool (crypto.scrypt on libuv's threadpool)", async () => {
    // Made by the previous password.ts: scrypt N=2^15, r=8, p=1, 16-byte salt, 32-byte key.
    const old = "scrypt$32768$8$1$MDEyMzQ1Njc4OWFiY2RlZg$9rcVF-DZ8uU77qz3H_v29-n2g8c877AOCRXSQvC_fs0";
    expect(await verifyPassword("correct horse battery staple", old)).toBe(true);
    expect(await verifyPassword("Correct horse battery staple", old)).toBe(false);
  });

  it("hashes at a test server's lower cost (PASSWORD_HASH_COST), and still verifies production's hashes", async () => {
    configurePasswordHashing({ ...production, cost: 10 });
    const cheap = await hashPassword("correct horse battery staple");
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery staple", cheap)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", cheap)).toBe(false);
    const strong = "scrypt$32768$8$1$MDEyMzQ1Njc4OWFiY2RlZg$9rcVF-DZ8uU77qz3H_v29-n2g8c877AOCRXSQvC_fs0";
    expect(await verifyPassword("correct horse battery staple", strong)).toBe(true);
  });
});
