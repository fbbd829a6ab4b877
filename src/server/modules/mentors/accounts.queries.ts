import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import {
  mentorAvailabilityWindows,
  mentorBookings,
  mentorDatesOff,
  mentors,
  users,
  type MentorProfileChanges,
} from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

// Mentor accounts (issue 26): the link between a profile and a user, and the availability.

export async function findMentorOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(mentors).where(eq(mentors.userId, userId)).limit(1);
  return row;
}

/** Locks the mentor's row: replacing their availability and linking an account take it first. */
export async function lockMentor(tx: Executor, mentorId: string) {
  const [row] = await tx.select().from(mentors).where(eq(mentors.id, mentorId)).for("update");
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setUserRole(db: Executor, userId: string, role: "mentor" | "student", now: Date) {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
}

export async function setMentorUser(db: Executor, mentorId: string, userId: string | null, now: Date) {
  await db.update(mentors).set({ userId, updatedAt: now }).where(eq(mentors.id, mentorId));
}

/**
 * Merges the mentor's changes into what already waits, in SQL (jsonb ||), so two requests at once
 * both land: no read-modify-write of pending_profile. The meeting link applies at once.
 */
export async function mergePendingProfile(
  db: Executor,
  mentorId: string,
  changes: MentorProfileChanges,
  now: Date,
  meetingUrl?: string | null,
) {
  const hasChanges = Object.keys(changes).length > 0;
  const [row] = await db
    .update(mentors)
    .set({
      ...(hasChanges
        ? {
            pendingProfile: sql`coalesce(${mentors.pendingProfile}, '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb`,
            pendingProfileAt: now,
          }
        : {}),
      ...(meetingUrl !== undefined ? { meetingUrl } : {}),
    })
    .where(eq(mentors.id, mentorId))
    .returning();
  return row!;
}

export async function applyProfile(db: Executor, mentorId: string, values: Partial<typeof mentors.$inferInsert>) {
  const [row] = await db.update(mentors).set(values).where(eq(mentors.id, mentorId)).returning();
  return row!;
}

// Availability

export function listWindows(db: Executor, mentorIds: string[]) {
  if (mentorIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mentorAvailabilityWindows)
    .where(inArray(mentorAvailabilityWindows.mentorId, mentorIds))
    .orderBy(
      asc(mentorAvailabilityWindows.weekday),
      asc(mentorAvailabilityWindows.startMinute),
      asc(mentorAvailabilityWindows.id),
    );
}

export function listDatesOff(db: Executor, mentorIds: string[], from?: string) {
  if (mentorIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mentorDatesOff)
    .where(and(inArray(mentorDatesOff.mentorId, mentorIds), from ? gte(mentorDatesOff.day, from) : undefined))
    .orderBy(asc(mentorDatesOff.day));
}

export async function replaceAvailability(
  tx: Executor,
  mentorId: string,
  windows: { weekday: number; startMinute: number; endMinute: number; endsNextDay: boolean }[],
  datesOff: string[],
) {
  await tx.delete(mentorAvailabilityWindows).where(eq(mentorAvailabilityWindows.mentorId, mentorId));
  await tx.delete(mentorDatesOff).where(eq(mentorDatesOff.mentorId, mentorId));
  if (windows.length > 0) {
    await tx.insert(mentorAvailabilityWindows).values(windows.map((window) => ({ ...window, mentorId })));
  }
  if (datesOff.length > 0) await tx.insert(mentorDatesOff).values(datesOff.map((day) => ({ mentorId, day })));
}

export async function setMentorTimeZone(tx: Executor, mentorId: string, timeZone: string, now: Date) {
  await tx.update(mentors).set({ timeZone, updatedAt: now }).where(eq(mentors.id, mentorId));
}

/** The mentor's scheduled sessions that end after `from` and start before `to`: their times only. */
export function listBusy(db: Executor, mentorId: string, from: Date, to: Date) {
  return db
    .select({ start: mentorBookings.scheduledAt, end: mentorBookings.endsAt })
    .from(mentorBookings)
    .where(
      and(
        eq(mentorBookings.mentorId, mentorId),
        eq(mentorBookings.status, "scheduled"),
        gt(mentorBookings.endsAt, from),
        lt(mentorBookings.scheduledAt, to),
      ),
    )
    .orderBy(asc(mentorBookings.scheduledAt));
}

// A mentor's sessions: the student's first name, never more of them

const sessionColumns = {
  id: mentorBookings.id,
  scheduledAt: mentorBookings.scheduledAt,
  endsAt: mentorBookings.endsAt,
  duration: mentorBookings.duration,
  topic: mentorBookings.topic,
  notes: mentorBookings.notes,
  status: mentorBookings.status,
  student: { firstName: users.firstName },
  confirmedAt: mentorBookings.confirmedAt,
  customMeetingUrl: mentorBookings.meetingUrl,
  room: mentorBookings.room,
  outcomeAt: mentorBookings.outcomeAt,
  mentorNote: mentorBookings.mentorNote,
};

export function listUpcomingSessions(db: Executor, mentorId: string, now: Date) {
  return db
    .select(sessionColumns)
    .from(mentorBookings)
    .innerJoin(users, eq(users.id, mentorBookings.userId))
    .where(
      and(
        eq(mentorBookings.mentorId, mentorId),
        eq(mentorBookings.status, "scheduled"),
        gt(mentorBookings.endsAt, now),
      ),
    )
    .orderBy(asc(mentorBookings.scheduledAt));
}

export function listPastSessions(db: Executor, mentorId: string, now: Date, limit: number) {
  return db
    .select(sessionColumns)
    .from(mentorBookings)
    .innerJoin(users, eq(users.id, mentorBookings.userId))
    .where(
      and(
        eq(mentorBookings.mentorId, mentorId),
        or(ne(mentorBookings.status, "scheduled"), lte(mentorBookings.endsAt, now)),
      ),
    )
    .orderBy(desc(mentorBookings.scheduledAt))
    .limit(limit);
}

export async function findSession(db: Executor, mentorId: string, sessionId: string) {
  const [row] = await db
    .select(sessionColumns)
    .from(mentorBookings)
    .innerJoin(users, eq(users.id, mentorBookings.userId))
    .where(and(eq(mentorBookings.id, sessionId), eq(mentorBookings.mentorId, mentorId)))
    .limit(1);
  return row;
}

/** The mentor's row, without a lock (reads outside a transaction). */
export async function findMentorRow(db: Executor, mentorId: string) {
  const [row] = await db.select().from(mentors).where(eq(mentors.id, mentorId)).limit(1);
  return row;
}
