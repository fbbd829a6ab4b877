import { createHash } from "node:crypto";
import { z } from "zod";
import type { Database, Executor } from "../../../db/types.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { isUniqueViolation } from "../../errors.js";
import {
  findUserByEmail,
  findUserByOidcSubject,
  insertUser,
  updateUser,
  type NewUser,
  type User,
} from "./users.queries.js";

/** What the provider told us about the person, from the ID token and, if needed, userinfo. */
export interface OidcClaims {
  /** The issuer identifier the claims came from; subjects are only unique per issuer. */
  issuer: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  picture?: unknown;
}

/**
 * A sign-in we refuse for a reason the person can't fix by retrying at once (no email, an
 * email taken by an account we may not link). The route logs the reason, never shows it.
 */
export class OidcSignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OidcSignInError";
  }
}

/** What a new external account triggers in its transaction (app.ts: the cohort invitations). */
export type OidcSignUpHook = (tx: Executor, user: { id: string; email: string }) => Promise<void>;

const SUBJECT_MAX = 255;
const NAME_MAX = 100;

const emailClaim = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** `${issuer}|${sub}`, the users.oidcSubject value; over 255 characters the sub is hashed. */
export function oidcSubjectOf(issuer: string, sub: string): string {
  const plain = `${issuer}|${sub}`;
  if (plain.length <= SUBJECT_MAX) return plain;
  // Truncating could make two subjects collide; a digest keeps them apart and still fits.
  const digest = `sha256:${createHash("sha256").update(plain).digest("hex")}`;
  const prefix = `${issuer}|`;
  return prefix.length + digest.length <= SUBJECT_MAX ? prefix + digest : digest;
}

/**
 * Some providers (older Cognito pools among them) send email_verified as the string "true";
 * anything other than an explicit yes counts as unverified.
 */
function isVerified(value: unknown): boolean {
  return value === true || value === "true";
}

function nameClaim(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, NAME_MAX) : undefined;
}

/** Only web URLs: a javascript: or data: "picture" must never reach an <img src>. */
function pictureClaim(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The profile fields the claims carry; absent claims leave the stored values alone. */
function profileFrom(claims: OidcClaims): Partial<NewUser> {
  const profile: Partial<NewUser> = {};
  const firstName = nameClaim(claims.given_name);
  const lastName = nameClaim(claims.family_name);
  const picture = pictureClaim(claims.picture);
  if (firstName !== undefined) profile.firstName = firstName;
  if (lastName !== undefined) profile.lastName = lastName;
  if (picture !== undefined) profile.profileImageUrl = picture;
  return profile;
}

/**
 * The account for an external sign-in: the one linked to this subject, else the account with
 * the same email when the provider vouches for that email (it is then linked), else a new
 * student account. Profile fields are refreshed from the claims each time. A new account keeps
 * `locale`, the language of the request that made it (an existing one keeps its own). A new
 * account whose address the provider verified gets `onSignUp` in its transaction: the
 * invitations sent to that address are applied as a password sign-up's link would (issue 24).
 */
export async function upsertOidcUser(
  db: Database,
  claims: OidcClaims,
  locale?: Locale,
  onSignUp?: OidcSignUpHook,
): Promise<User> {
  if (!claims.issuer || !claims.sub) throw new OidcSignInError("the claims have no issuer or subject");
  const subject = oidcSubjectOf(claims.issuer, claims.sub);
  const profile = profileFrom(claims);

  const linked = await findUserByOidcSubject(db, subject);
  if (linked) return refresh(db, linked, profile);

  const parsedEmail = emailClaim.safeParse(claims.email);
  if (!parsedEmail.success) throw new OidcSignInError("the provider gave no usable email address");
  const email = parsedEmail.data;
  const verified = isVerified(claims.email_verified);

  if (verified) {
    const existing = await linkByEmail(db, email, subject, profile);
    if (existing) return existing;
  }

  try {
    return await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        ...profile,
        email,
        oidcSubject: subject,
        role: "student",
        passwordHash: "",
        ...(locale ? { locale } : {}),
      });
      if (verified && onSignUp) await onSignUp(tx, created);
      return created;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two callbacks for the same person can race (double-clicks, two tabs): whoever lost
    // the insert uses the row the winner wrote.
    const winner = await findUserByOidcSubject(db, subject);
    if (winner) return refresh(db, winner, profile);
    const sameEmail = verified ? await linkByEmail(db, email, subject, profile) : undefined;
    if (sameEmail) return sameEmail;
    throw new OidcSignInError(
      verified
        ? "the account with this email could not be linked"
        : "an account with this email exists and the provider has not verified the email",
    );
  }
}

async function refresh(db: Database, user: User, profile: Partial<NewUser>): Promise<User> {
  const changed = (Object.keys(profile) as (keyof NewUser)[]).some((key) => profile[key] !== user[key]);
  return changed ? updateUser(db, user.id, profile) : user;
}

/** Links the subject to the account with this (verified) email; undefined when there is none. */
async function linkByEmail(
  db: Database,
  email: string,
  subject: string,
  profile: Partial<NewUser>,
): Promise<User | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  if (user.oidcSubject && user.oidcSubject !== subject) {
    // Silently moving the link would hand the account to whoever controls the new identity.
    throw new OidcSignInError("the account with this email is linked to another external identity");
  }
  try {
    return await updateUser(db, user.id, { ...profile, oidcSubject: subject });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The subject was linked to a new account by a concurrent callback in the meantime.
    const winner = await findUserByOidcSubject(db, subject);
    if (winner) return refresh(db, winner, profile);
    throw error;
  }
}
