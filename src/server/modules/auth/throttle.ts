import { createHash } from "node:crypto";
import { and, eq, like, lt, or, sql } from "drizzle-orm";
import { loginThrottle } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { AppError, msg } from "../../errors.js";
import { clientAddressKey } from "../../lib/client-address.js";

/** Attempts counted per key within this window... */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * ...up to these limits, after which the key is refused until the window ends. Sign-in counts an
 * account's failures per client address (so one address can't lock the owner out elsewhere)...
 */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/**
 * ...and per account from every address: past this many, the account is under attack, and a
 * browser without its known-device cookie gets one attempt per short delay (never a lock). Twice
 * the per-address limit, so one address alone never slows the owner down.
 */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 2 * MAX_FAILURES_PER_ACCOUNT;

// Per-address keys count the client by clientAddressKey: an IPv6 client by its /64.
export const accountKey = (email: string) => `email:${email}`;
/** An account's attempts from one client address (the email hashed, as it may be long). */
export const accountAddressKey = (email: string, ip: string) =>
  `${accountAddressPrefix(email)}${clientAddressKey(ip).slice(0, 200)}`;
const accountAddressPrefix = (email: string) => `email-ip:${createHash("sha256").update(email).digest("base64url")}:`;
export const addressKey = (ip: string) => `ip:${clientAddressKey(ip)}`;
export const registrationKey = (ip: string) => `register:${clientAddressKey(ip)}`;
/** Password reset requests, apart from sign-in's keys: asking for a link is no failed sign-in. */
export const resetAddressKey = (ip: string) => `reset:ip:${clientAddressKey(ip)}`;
export const resetAccountKey = (email: string) => `reset:email:${email}`;

const tooMany = () => new AppError("TOO_MANY_REQUESTS", "Too many attempts. Please wait 15 minutes and try again.");

/** The account is under attack and this browser is not known to it: wait a few seconds (Retry-After). */
export class SignInDelayError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      "TOO_MANY_REQUESTS",
      msg(
        'Too many failed sign-ins for this account. Please wait {seconds} seconds and try again, or use "Forgot your password?" to get a link by email.',
        { seconds: retryAfterSeconds },
      ),
      undefined,
      { retryAfterSeconds },
    );
  }
}

/** One attempt taken from a key's allowance: its place in the window (1 = first) and the window. */
export interface Reservation {
  key: string;
  limit: number;
  count: number;
  windowStart: Date;
}

/**
 * Takes one attempt from the key's allowance, or refuses (429) when none is left. One statement
 * does the check and the count, so simultaneous requests can't all pass a check made before any
 * of them is counted: the database hands out the allowance one row update at a time. A window
 * that has ended starts over inside the same statement. A full key is left as it is (no update,
 * so no row returned), which keeps the count at the limit instead of growing with every refusal.
 */
export async function reserveAttempt(db: Executor, key: string, limit: number, now = Date.now()): Promise<Reservation> {
  const windowStart = new Date(now);
  const expired = sql`${loginThrottle.windowStart} <= ${new Date(now - THROTTLE_WINDOW_MS)}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${windowStart} else ${loginThrottle.windowStart} end`,
      },
      setWhere: sql`${expired} or ${loginThrottle.failures} < ${limit}`,
    })
    .returning({ count: loginThrottle.failures, windowStart: loginThrottle.windowStart });
  if (!row) throw tooMany();
  return { key, limit, ...row };
}

/**
 * Reserves an attempt on every key, in the order given, or none: when a later key is full the
 * attempts already taken are given back, so a refused request costs no key anything.
 */
export async function reserveAttempts(
  db: Executor,
  limits: [key: string, limit: number][],
  now = Date.now(),
): Promise<Reservation[]> {
  const taken: Reservation[] = [];
  try {
    for (const [key, limit] of limits) taken.push(await reserveAttempt(db, key, limit, now));
  } catch (error) {
    for (const reservation of taken) await giveBack(db, reservation, 1);
    throw error;
  }
  return taken;
}

/**
 * Takes one attempt from an account's allowance across every address, for a browser the account
 * doesn't know (no known-device cookie). Below ACCOUNT_FAILURES_BEFORE_DELAY it always passes;
 * from there on, one attempt per `delayMs` passes (lockedUntil holds when the next may come) and
 * the others are refused with SignInDelayError: a short wait, never a lock. One statement checks
 * and counts, as reserveAttempt does, so a burst from many addresses gets one attempt per delay.
 */
export async function reserveAccountAttempt(
  db: Executor,
  email: string,
  delayMs: number,
  now = Date.now(),
): Promise<Reservation> {
  const key = accountKey(email);
  const limit = ACCOUNT_FAILURES_BEFORE_DELAY;
  const at = new Date(now);
  const expired = sql`${loginThrottle.windowStart} <= ${new Date(now - THROTTLE_WINDOW_MS)}`;
  const count = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: at, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: count,
        windowStart: sql`case when ${expired} then ${at} else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${count} >= ${limit} then ${new Date(now + delayMs)}::timestamptz else null end`,
      },
      setWhere: sql`${expired} or ${loginThrottle.failures} < ${limit} or ${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${at}`,
    })
    .returning({ count: loginThrottle.failures, windowStart: loginThrottle.windowStart });
  if (row) return { key, limit, ...row };
  const [state] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const waitMs = state?.lockedUntil ? state.lockedUntil.getTime() - now : delayMs;
  throw new SignInDelayError(Math.min(Math.max(Math.ceil(waitMs / 1000), 1), Math.ceil(delayMs / 1000)));
}

/**
 * Takes `amount` attempts off the key's count, unless its window has started over since the
 * reservation (then the reservation no longer counts anyway).
 */
export async function giveBack(db: Executor, reservation: Reservation, amount: number) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - ${amount}, 0)` })
    .where(and(eq(loginThrottle.key, reservation.key), eq(loginThrottle.windowStart, reservation.windowStart)));
}

/** Forgets a key's count: an account's failed sign-ins, once its owner has proved the inbox is theirs. */
export async function clearThrottle(db: Executor, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * Forgets every failed sign-in of an account, from each address and in all: its owner has just
 * proved the inbox is theirs (a password reset).
 */
export async function clearAccountThrottles(db: Executor, email: string) {
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, accountKey(email)), like(loginThrottle.key, `${accountAddressPrefix(email)}%`)));
}

export async function purgeExpiredThrottles(db: Executor, now = Date.now()) {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(now - THROTTLE_WINDOW_MS)));
}
