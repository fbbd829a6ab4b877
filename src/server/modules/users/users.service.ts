import { SELF_DEMOTION_MESSAGE, USER_LIST_LIMIT } from "../../../shared/contracts/users.js";
import type { Locale } from "../../../shared/rules/locale.js";
import type { Role } from "../../../shared/contracts/auth.js";
import type { Database, Executor } from "../../../db/types.js";
import { conflict, forbidden, notFound } from "../../errors.js";
import { storedLocale } from "../../i18n/locale-of.js";
import { isUuid } from "../../ids.js";
import * as queries from "./users.queries.js";

export function listUsers(db: Executor, filters: { search?: string | undefined; role?: Role | undefined }) {
  return queries.searchUsers(
    db,
    { ...(filters.search ? { search: filters.search } : {}), ...(filters.role ? { role: filters.role } : {}) },
    USER_LIST_LIMIT,
  );
}

/**
 * Changes a user's role; sessions load the user on every request, so it applies at once.
 * An admin can't demote themselves, so the academy always keeps one. Admin rows are locked
 * first: two admins demoting each other at the same moment queue, and the second finds it
 * is no longer an admin.
 */
export async function changeUserRole(db: Database, actorId: string, userId: string, role: Role, now = new Date()) {
  if (!isUuid(userId)) throw notFound("User");
  if (userId === actorId && role !== "admin") throw conflict(SELF_DEMOTION_MESSAGE);
  return db.transaction(async (tx) => {
    const admins = await queries.lockAdmins(tx);
    if (!admins.includes(actorId)) throw forbidden();
    const user = await queries.lockUser(tx, userId);
    if (!user) throw notFound("User");
    if (user.role === role) return user;
    return (await queries.updateUserRole(tx, userId, role, now))!;
  });
}

/** Keeps a signed-in person's language on their account (src/shared/rules/locale.ts). */
export async function setUserLocale(db: Executor, userId: string, locale: Locale) {
  await queries.setUserLocale(db, userId, locale);
}

/** The language a user's emails are in: their choice, else English (src/server/i18n/locale-of.ts). */
export async function userLocale(db: Executor, userId: string): Promise<Locale> {
  return storedLocale(await queries.findUserLocale(db, userId));
}
