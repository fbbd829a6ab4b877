import { inArray, lt, sql } from "drizzle-orm";
import { loginThrottle } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { AppError } from "../../errors.js";

/** Failures counted per key within this window... */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** ...up to these limits, after which sign-in is refused until the window ends. */
export const MAX_FAILURES_PER_ACCOUNT = 5;

export const accountKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const registrationKey = (ip: string) => `register:${ip}`;

const tooMany = () => new AppError("TOO_MANY_REQUESTS", "Too many attempts. Please wait 15 minutes and try again.");

/** Refuses (429) when any key has reached its limit within the current window. */
export async function assertNotThrottled(db: Executor, limits: Record<string, number>, now = Date.now()) {
  const keys = Object.keys(limits);
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  for (const row of rows) {
    const limit = limits[row.key];
    if (limit !== undefined && row.windowStart.getTime() > now - THROTTLE_WINDOW_MS && row.failures >= limit) {
      throw tooMany();
    }
  }
}

/** Counts one failure for each key, starting a new window where the old one ended (one atomic upsert each). */
export async function recordFailure(db: Executor, keys: string[], now = Date.now()) {
  const windowStart = new Date(now);
  const expired = new Date(now - THROTTLE_WINDOW_MS);
  for (const key of keys) {
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} <= ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} <= ${expired} then ${windowStart} else ${loginThrottle.windowStart} end`,
        },
      });
  }
}

export async function clearFailures(db: Executor, keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

export async function purgeExpiredThrottles(db: Executor, now = Date.now()) {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(now - THROTTLE_WINDOW_MS)));
}
