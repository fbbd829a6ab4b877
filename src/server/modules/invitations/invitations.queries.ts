import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/types.js";
import { invitations } from "../../../db/schema/index.js";

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Writes the invitation, or refreshes the open one of the same kind, address and scope: a new
 * token hash, payload, inviter and expiry, and not accepted (one row per address and scope).
 */
export async function upsertInvitation(
  db: Executor,
  row: Pick<InvitationRow, "kind" | "email" | "scope" | "tokenHash" | "payload" | "invitedBy" | "locale" | "expiresAt">,
) {
  const [saved] = await db
    .insert(invitations)
    .values(row)
    .onConflictDoUpdate({
      target: [invitations.kind, invitations.email, invitations.scope],
      set: {
        tokenHash: row.tokenHash,
        payload: row.payload,
        invitedBy: row.invitedBy,
        locale: row.locale,
        expiresAt: row.expiresAt,
        createdAt: sql`now()`,
        acceptedAt: null,
        acceptedBy: null,
      },
    })
    .returning();
  return saved!;
}

/**
 * Marks the live invitation with this token hash as accepted by the user, if its address is the
 * user's: one UPDATE, so two sign-ups racing with one link can't both take it.
 */
export async function claimInvitation(db: Executor, tokenHash: string, email: string, userId: string) {
  const [claimed] = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, sql`now()`),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
      ),
    )
    .returning();
  return claimed;
}

/**
 * Marks every live invitation of a kind addressed to this email as accepted by the user (an
 * external sign-in whose provider vouched for the address): one UPDATE, as claimInvitation.
 */
export async function claimInvitationsByEmail(db: Executor, kind: string, email: string, userId: string) {
  return db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(
      and(
        eq(invitations.kind, kind),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, sql`now()`),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
      ),
    )
    .returning();
}

export async function findLiveInvitation(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`)),
    );
  return row;
}

export function listOpenInvitations(db: Executor, kind: string, payloadKey: string, payloadValue: string) {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, kind),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, sql`now()`),
        sql`${invitations.payload} ->> ${payloadKey} = ${payloadValue}`,
      ),
    )
    .orderBy(asc(invitations.email));
}

export async function deleteInvitation(db: Executor, kind: string, email: string, scope: string) {
  await db
    .delete(invitations)
    .where(and(eq(invitations.kind, kind), eq(invitations.email, email), eq(invitations.scope, scope)));
}
