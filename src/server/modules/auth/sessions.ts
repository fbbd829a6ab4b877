import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { sessions, users, type SessionData } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_REFRESH_MS } from "../../../shared/rules/session-tag.js";

/** The session's lifetimes are shared with the service worker (shared/rules/session-tag.ts). */
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS };

const sessionUserId = sql<string>`(${sessions.sess}->>'userId')::uuid`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The session's id (its row's key) for a cookie token: what a push subscription is held for. */
export const sessionIdOf = hashToken;

export async function createSession(db: Executor, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const sess: SessionData = { userId, createdAt: now };
  await db.insert(sessions).values({ sid: hashToken(token), sess, expire: new Date(now + SESSION_IDLE_MS) });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

/** The signed-in user for a cookie token, or null when the session is unknown or expired. */
export async function findSessionUser(db: Executor, token: string, now = Date.now()): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const sid = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessionUserId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date(now))))
    .limit(1);
  if (!row) return null;
  const absoluteEnd = row.session.sess.createdAt + SESSION_ABSOLUTE_MS;
  if (absoluteEnd <= now) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  const idleEnd = row.session.expire.getTime();
  if (now + SESSION_IDLE_MS - idleEnd > SESSION_REFRESH_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(Math.min(now + SESSION_IDLE_MS, absoluteEnd)) })
      .where(eq(sessions.sid, sid));
  }
  return row.user;
}

export async function destroySession(db: Executor, token: string): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

export async function destroyUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessionUserId, userId));
}

export async function purgeExpiredSessions(db: Executor, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date(now)))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
