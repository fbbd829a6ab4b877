import { asc, desc, eq, getTableColumns, max } from "drizzle-orm";
import { mentors } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

/**
 * Every column but the staff-only email and the account's (issue 26: who signs in as the mentor,
 * their room link, changes waiting for approval): the public lists never read them, so no
 * answer can leak them.
 */
const {
  email: _staffOnly,
  userId: _account,
  meetingUrl: _room,
  pendingProfile: _pending,
  pendingProfileAt: _pendingAt,
  ...publicColumns
} = getTableColumns(mentors);

export function listMentors(db: Executor) {
  return db.select(publicColumns).from(mentors).orderBy(desc(mentors.rating), asc(mentors.name));
}

export async function findMentor(db: Executor, id: string) {
  const [mentor] = await db.select().from(mentors).where(eq(mentors.id, id)).limit(1);
  return mentor;
}

/** When the newest change to a mentor's profile was made; null when there is no mentor. */
export async function lastMentorChange(db: Executor) {
  const [row] = await db.select({ updatedAt: max(mentors.updatedAt) }).from(mentors);
  return row?.updatedAt ?? null;
}

// What admins manage

export function listMentorsByName(db: Executor) {
  return db.select().from(mentors).orderBy(asc(mentors.name), asc(mentors.id));
}

export async function insertMentor(db: Executor, values: typeof mentors.$inferInsert) {
  const [mentor] = await db.insert(mentors).values(values).returning();
  return mentor!;
}

export async function updateMentor(db: Executor, id: string, values: Partial<typeof mentors.$inferInsert>) {
  const [mentor] = await db.update(mentors).set(values).where(eq(mentors.id, id)).returning();
  return mentor;
}
