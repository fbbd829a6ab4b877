import type { CurrentUser, LoginBody, RegisterBody, Role } from "../../../shared/contracts/auth.js";
import type { Locale } from "../../../shared/rules/locale.js";
import type { Database, Executor } from "../../../db/types.js";
import { AppError, badRequest, conflict, isUniqueViolation } from "../../errors.js";
import { enqueueEmail, welcomeEmail, type MailContext } from "../email/index.js";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "./password.js";
import {
  accountAddressKey,
  addressKey,
  giveBack,
  MAX_FAILURES_PER_ACCOUNT,
  registrationKey,
  reserveAccountAttempt,
  reserveAttempt,
  reserveAttempts,
  type Reservation,
} from "./throttle.js";
import { findUserByEmail, insertUser, type User } from "./users.queries.js";

export const INVALID_CREDENTIALS = "Incorrect email or password";
export const COMMON_PASSWORD = "This password is too common. Choose one that is harder to guess.";

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  };
}

/** Sign-up's check beyond the contract's length: not one of the most common passwords. */
export async function assertAcceptablePassword(password: string) {
  if (await isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD, [{ path: "body.password", message: COMMON_PASSWORD }]);
  }
}

/** Creates a local account; refuses an email that already has one. */
export async function createLocalUser(
  db: Database,
  input: RegisterBody & { role?: Role; locale?: Locale },
): Promise<User> {
  await assertAcceptablePassword(input.password);
  return insertLocalUser(db, input, await hashPassword(input.password));
}

async function insertLocalUser(
  db: Executor,
  input: RegisterBody & { role?: Role; locale?: Locale },
  passwordHash: string,
) {
  try {
    return await insertUser(db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName || null,
      passwordHash,
      role: input.role ?? "student",
      ...(input.locale ? { locale: input.locale } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists. Try signing in.");
    throw error;
  }
}

export interface AddressLimits {
  maxSignupsPerAddress: number;
  maxFailedLoginsPerAddress: number;
}

export interface SignInLimits extends AddressLimits {
  /** While the account is under attack, an unknown browser's attempts are this far apart. */
  signInDelaySeconds: number;
}

/**
 * Signs up a new account. The address's allowance is reserved before the account is made, so a
 * burst of sign-ups stops at the limit. A sign-up refused for a common password costs nothing
 * (it is checked first); one refused because the email has an account still counts, which also
 * caps how many emails one address can test for an account this way.
 *
 * The account, its welcome email and what `startSession` does with it (the route starts its
 * session) commit together: a sign-up that fails half-way leaves no account behind and sends
 * nothing, so trying again works.
 *
 * `locale` is the language the visitor signed up in (the request's): the account keeps it, so
 * the welcome email and every later one are in that language until they choose another.
 */
export async function registerUser(
  db: Database,
  input: RegisterBody & { locale?: Locale },
  ip: string,
  limits: AddressLimits,
  mail: MailContext,
  startSession: (tx: Executor, user: User) => Promise<void>,
): Promise<User> {
  await assertAcceptablePassword(input.password);
  const reservation = await reserveAttempt(db, registrationKey(ip), limits.maxSignupsPerAddress);
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    // Refused before any account was made (the hashing pool was full, 503): not a sign-up.
    await giveBack(db, reservation, 1);
    throw error;
  }
  return db.transaction(async (tx) => {
    const user = await insertLocalUser(tx, input, passwordHash);
    await enqueueEmail(tx, await welcomeEmail(mail, user));
    await startSession(tx, user);
    // Read again: an invitation applied in startSession may have changed the role (a mentor's, issue 26).
    return (await findUserByEmail(tx, user.email)) ?? user;
  });
}

/**
 * Checks a password sign-in (issue 20: an attacker can no longer lock the owner out).
 *
 * Every attempt first takes one from the allowance of the account from this client address
 * (MAX_FAILURES_PER_ACCOUNT) and of the address (maxFailedLoginsPerAddress), before the password
 * is looked at, so no burst gets more guesses than the limit; past either, 429 for the rest of
 * the 15 minutes. The owner at another address is not affected by those.
 *
 * A browser the account doesn't know (`isKnownDevice`, the known-device cookie) also takes one
 * from the account's allowance across every address: once an account has had
 * ACCOUNT_FAILURES_BEFORE_DELAY failures in the window, such a browser gets one attempt per
 * signInDelaySeconds (SignInDelayError, a short wait) and can use the emailed reset link instead;
 * the account is never locked. A known browser skips that allowance. A refused attempt costs no
 * key anything. Answers the same whether or not the email exists.
 */
export async function authenticate(
  db: Database,
  input: LoginBody,
  ip: string,
  limits: SignInLimits,
  isKnownDevice: (userId: string) => boolean,
): Promise<User> {
  const [pair, address] = await reserveAttempts(db, [
    [accountAddressKey(input.email, ip), MAX_FAILURES_PER_ACCOUNT],
    [addressKey(ip), limits.maxFailedLoginsPerAddress],
  ]);
  const user = await findUserByEmail(db, input.email);
  let account: Reservation | undefined;
  if (!user || !isKnownDevice(user.id)) {
    try {
      account = await reserveAccountAttempt(db, input.email, limits.signInDelaySeconds * 1000);
    } catch (error) {
      await giveBack(db, pair!, 1);
      await giveBack(db, address!, 1);
      throw error;
    }
  }
  let valid: boolean;
  try {
    valid = user?.passwordHash
      ? await verifyPassword(input.password, user.passwordHash)
      : (await burnPasswordCheck(input.password), false);
  } catch (error) {
    // The password was never checked (the hashing pool was full, 503): no attempt was made, so
    // none is counted; a flood of refused requests must not use up the owner's allowance.
    for (const reservation of [pair!, address!, account]) if (reservation) await giveBack(db, reservation, 1);
    throw error;
  }
  if (!user || !valid) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  // A success is no failure: the address gets its attempt back, and the account (from this
  // address, and in all) forgets this attempt and the failures before it (typos), but not
  // attempts that came after it. An attempt that reached a limit is kept even when it succeeds:
  // giving it back would reopen the account in the middle of a burst, to whoever guesses alongside.
  for (const reservation of [pair!, account]) {
    if (reservation && reservation.count < reservation.limit) await giveBack(db, reservation, reservation.count);
  }
  await giveBack(db, address!, 1);
  return user;
}
