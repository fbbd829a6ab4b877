// Password reset tokens: one live token per account (the row's key is the user), stored as its
// SHA-256 only. Drizzle only; the rules are in password-reset.service.ts.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { passwordResetTokens, users } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

/**
 * Writes the account's token, replacing (and so voiding) the one asked for before. With userId
 * null (an email with no account, or an account without a password) the very same statement runs
 * and matches no user, so forgot-password sends the database the same work for every address.
 */
export async function putResetToken(
  db: Executor,
  userId: string | null,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into password_reset_tokens (user_id, token_hash, expires_at)
    select users.id, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz from users where users.id = ${userId}::uuid
    on conflict (user_id) do update
      set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = now()`);
}

const isLive = (tokenHash: string) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, sql`now()`));

/** Whether a token is live (not used, not replaced, not expired by the database's clock). */
export async function isResetTokenLive(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(isLive(tokenHash))
    .limit(1);
  return Boolean(row);
}

/**
 * Uses a live token up: deletes it and answers its account, or undefined. DELETE ... RETURNING
 * hands the row to one transaction only: a second one waits on the row lock, then finds nothing.
 */
export async function consumeResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(isLive(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  return user;
}

export async function purgeExpiredResetTokens(db: Executor): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
}
