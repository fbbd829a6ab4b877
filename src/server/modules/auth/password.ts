import { randomBytes, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { passwordHashCost, passwordHashPool } from "./hash-pool.js";

/**
 * Every hash and check runs on the hashing pool's own threads (hash-pool.ts), never on libuv's
 * threadpool, which serves files; a full pool refuses with HashingBusyError (503, Retry-After).
 */
const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  passwordHashPool().scrypt(password, salt, keylen, options);

// OWASP's scrypt minimum (N=2^17, r=8, p=1) costs 128 MiB a hash; 2^15, the default cost
// (hash-pool.ts), keeps memory at 32 MiB per concurrent sign-in on small servers while staying well
// above brute-force budgets. Test servers set a lower cost (PASSWORD_HASH_COST).
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** "scrypt$N$r$p$salt$hash", salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const N = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 128 * N * R * 2 });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 128 * Number(n) * Number(r) * 2 };
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, options);
  return timingSafeEqual(key, expected);
}

/**
 * Spent on sign-in attempts for unknown emails, so timing doesn't tell which emails exist: a hash of
 * the cost new accounts get.
 */
let dummy: { cost: number; hash: Promise<string> } | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  if (dummy?.cost !== passwordHashCost()) {
    dummy = { cost: passwordHashCost(), hash: hashPassword("not-a-real-password") };
  }
  await verifyPassword(password, await dummy.hash);
}

let commonPasswords: Set<string> | undefined;

/** True for passwords on zxcvbn's list of the most common ones (case-insensitive). */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!commonPasswords) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    commonPasswords = new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  }
  return commonPasswords.has(password.toLowerCase());
}
