import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "../../../db/types.js";
import type { Locale } from "../../../shared/rules/locale.js";
import * as queries from "./invitations.queries.js";

/*
 * Invitations sent to an email address (issue 24, generic: cohorts now; issue 26's mentor
 * invitations next). The token travels in the emailed link only and is kept as its SHA-256, so a
 * copy of the database can't accept anything. A token is single-use (accepting stamps
 * acceptedAt in the same UPDATE that checks it) and expires (INVITATION_DAYS). Inviting the same
 * address to the same thing again refreshes the one row: a new token (the old link stops
 * working), a new expiry.
 */

export const INVITATION_DAYS = 14;

export type Invitation = queries.InvitationRow;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewInvitation {
  kind: string;
  email: string;
  /** What the invitation is about, one open invitation per kind, address and scope (e.g. a course id). */
  scope: string;
  payload: Record<string, string>;
  invitedBy: string | null;
  locale: Locale | null;
  /** Defaults to INVITATION_DAYS from now. */
  expiresAt?: Date;
}

/** Writes (or refreshes) an invitation; answers the row and the token for the link (never stored). */
export async function issueInvitation(db: Executor, invitation: NewInvitation) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = invitation.expiresAt ?? new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const row = await queries.upsertInvitation(db, {
    kind: invitation.kind,
    email: invitation.email.toLowerCase(),
    scope: invitation.scope,
    payload: invitation.payload,
    invitedBy: invitation.invitedBy,
    locale: invitation.locale,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { invitation: row, token };
}

/**
 * Accepts the invitation the token names for this user, when it is live (not accepted, not
 * expired) and addressed to the user's email; answers it, or undefined (then nothing changed).
 */
export async function acceptInvitation(db: Executor, token: string, user: { id: string; email: string }) {
  if (!token || token.length > 200) return undefined;
  return queries.claimInvitation(db, hashToken(token), user.email, user.id);
}

/**
 * Accepts every live invitation of a kind sent to the user's address, without a token: for a
 * sign-up whose identity provider has verified that the person owns the address (OIDC), which
 * proves as much as following the emailed link. Answers the invitations accepted.
 */
export async function acceptInvitationsForEmail(db: Executor, kind: string, user: { id: string; email: string }) {
  return queries.claimInvitationsByEmail(db, kind, user.email, user.id);
}

/** The live invitation a token names (a sign-up page may show what it is for), or undefined. */
export async function findLiveInvitation(db: Executor, token: string) {
  if (!token || token.length > 200) return undefined;
  return queries.findLiveInvitation(db, hashToken(token));
}

/** The open (live, not accepted) invitations of a kind whose payload has this value. */
export const listOpenInvitations = (db: Executor, kind: string, payloadKey: string, payloadValue: string) =>
  queries.listOpenInvitations(db, kind, payloadKey, payloadValue);

/** Withdraws an invitation (its link stops working). */
export const withdrawInvitation = (db: Executor, kind: string, email: string, scope: string) =>
  queries.deleteInvitation(db, kind, email.toLowerCase(), scope);
