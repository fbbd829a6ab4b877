// Accounts as admins see and change them (search, role). Signing up and in reads and writes
// accounts through auth/users.queries.ts: the two share no query.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { users, type UserRole } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
};

/** LIKE treats %, _ and \ specially: a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function searchUsers(db: Executor, filters: { search?: string; role?: UserRole }, limit: number) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ),
    );
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  return db
    .select(adminUserColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit);
}

/** Locks every admin row (in id order, so concurrent role changes queue instead of deadlocking). */
export async function lockAdmins(tx: Executor) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

export async function lockUser(tx: Executor, id: string) {
  const [user] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for("update");
  return user;
}

export async function updateUserRole(tx: Executor, id: string, role: UserRole, now: Date) {
  const [user] = await tx
    .update(users)
    .set({ role, updatedAt: now })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  return user;
}

/** The language a user chose (the language switch), which their pages and emails follow. */
export async function setUserLocale(db: Executor, userId: string, locale: string) {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The language a user chose, as stored (null until they choose). */
export async function findUserLocale(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale ?? null;
}
