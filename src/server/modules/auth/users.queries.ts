// Accounts as signing up and in need them (by email or OIDC subject; insert, update). Admins'
// search and role changes are in users/users.queries.ts: the two share no query.
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserByOidcSubject(db: Executor, subject: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return user;
}

export async function insertUser(db: Executor, values: NewUser): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!user) throw new Error("insert returned no row");
  return user;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUser>): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error("update matched no row");
  return user;
}
