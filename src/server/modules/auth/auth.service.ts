import type { CurrentUser, LoginBody, RegisterBody, Role } from "../../../shared/contracts/auth.js";
import type { Database } from "../../../db/types.js";
import { AppError, badRequest, conflict, isUniqueViolation } from "../../errors.js";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "./password.js";
import {
  accountKey,
  addressKey,
  assertNotThrottled,
  clearFailures,
  MAX_FAILURES_PER_ACCOUNT,
  recordFailure,
  registrationKey,
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

async function assertAcceptablePassword(password: string) {
  if (await isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD, [{ path: "body.password", message: COMMON_PASSWORD }]);
  }
}

/** Creates a local account; refuses an email that already has one. */
export async function createLocalUser(db: Database, input: RegisterBody & { role?: Role }): Promise<User> {
  await assertAcceptablePassword(input.password);
  try {
    return await insertUser(db, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName || null,
      passwordHash: await hashPassword(input.password),
      role: input.role ?? "student",
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

export async function registerUser(
  db: Database,
  input: RegisterBody,
  ip: string,
  limits: AddressLimits,
): Promise<User> {
  await assertNotThrottled(db, { [registrationKey(ip)]: limits.maxSignupsPerAddress });
  const user = await createLocalUser(db, input);
  await recordFailure(db, [registrationKey(ip)]);
  return user;
}

/**
 * Checks a password sign-in. Failures are counted per account and per address and answer
 * the same whether or not the email exists.
 */
export async function authenticate(db: Database, input: LoginBody, ip: string, limits: AddressLimits): Promise<User> {
  const keys = {
    [accountKey(input.email)]: MAX_FAILURES_PER_ACCOUNT,
    [addressKey(ip)]: limits.maxFailedLoginsPerAddress,
  };
  await assertNotThrottled(db, keys);
  const user = await findUserByEmail(db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordFailure(db, Object.keys(keys));
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  }
  await clearFailures(db, [accountKey(input.email)]);
  return user;
}
