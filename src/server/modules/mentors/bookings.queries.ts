import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import { mentorBookings, mentorMailDays, mentors, users, type BookingStatus } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

// A student's own bookings

const bookingWithMentor = {
  id: mentorBookings.id,
  userId: mentorBookings.userId,
  mentorId: mentorBookings.mentorId,
  scheduledAt: mentorBookings.scheduledAt,
  duration: mentorBookings.duration,
  topic: mentorBookings.topic,
  notes: mentorBookings.notes,
  status: mentorBookings.status,
  createdAt: mentorBookings.createdAt,
  mentor: { name: mentors.name, title: mentors.title, imageUrl: mentors.imageUrl },
  endsAt: mentorBookings.endsAt,
  confirmedAt: mentorBookings.confirmedAt,
  sessionMeetingUrl: mentorBookings.meetingUrl,
  room: mentorBookings.room,
  mentorMeetingUrl: mentors.meetingUrl,
};

export function listUserBookings(db: Executor, userId: string) {
  return db
    .select(bookingWithMentor)
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(eq(mentorBookings.userId, userId))
    .orderBy(asc(mentorBookings.scheduledAt));
}

export async function findUserBooking(db: Executor, userId: string, bookingId: string) {
  const [row] = await db
    .select(bookingWithMentor)
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(and(eq(mentorBookings.id, bookingId), eq(mentorBookings.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Locks the student's row: every booking of theirs that could add an upcoming session (a new one,
 * staff reinstating one) takes this lock before counting, so the counts it reads stay true until
 * its transaction commits.
 */
export async function lockStudent(tx: Executor, userId: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** The student's upcoming sessions (scheduled, starting after `now`): in all, and with one mentor. */
export async function countUpcoming(tx: Executor, userId: string, mentorId: string, now: Date) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      withMentor: sql<number>`(count(*) filter (where ${mentorBookings.mentorId} = ${mentorId}))::int`,
    })
    .from(mentorBookings)
    .where(
      and(
        eq(mentorBookings.userId, userId),
        eq(mentorBookings.status, "scheduled"),
        gt(mentorBookings.scheduledAt, now),
      ),
    );
  return { total: Number(row?.total ?? 0), withMentor: Number(row?.withMentor ?? 0) };
}

export async function insertBooking(db: Executor, values: typeof mentorBookings.$inferInsert) {
  const [row] = await db.insert(mentorBookings).values(values).returning({ id: mentorBookings.id });
  return row!;
}

/** Cancels a scheduled booking that starts after `now`; the row, or undefined when none matched. */
export async function cancelUpcomingBooking(db: Executor, userId: string, bookingId: string, now: Date) {
  const [row] = await db
    .update(mentorBookings)
    .set({ status: "cancelled", icsSequence: sql`${mentorBookings.icsSequence} + 1` })
    .where(
      and(
        eq(mentorBookings.id, bookingId),
        eq(mentorBookings.userId, userId),
        eq(mentorBookings.status, "scheduled"),
        gt(mentorBookings.scheduledAt, now),
      ),
    )
    .returning({ id: mentorBookings.id });
  return row;
}

// Every booking, as admins manage them

const adminBookingColumns = {
  id: mentorBookings.id,
  scheduledAt: mentorBookings.scheduledAt,
  endsAt: mentorBookings.endsAt,
  duration: mentorBookings.duration,
  topic: mentorBookings.topic,
  notes: mentorBookings.notes,
  status: mentorBookings.status,
  createdAt: mentorBookings.createdAt,
  student: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  mentor: { id: mentors.id, name: mentors.name },
};

function selectBookings(db: Executor, where: SQL | undefined) {
  return db
    .select(adminBookingColumns)
    .from(mentorBookings)
    .innerJoin(users, eq(users.id, mentorBookings.userId))
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(where);
}

export interface BookingFilters {
  status?: BookingStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Upcoming and current sessions first (soonest first), then past ones (latest first). */
export function listBookings(db: Executor, filters: BookingFilters, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return selectBookings(
    db,
    and(
      filters.status ? eq(mentorBookings.status, filters.status) : undefined,
      filters.from ? gte(mentorBookings.scheduledAt, filters.from) : undefined,
      filters.to ? lt(mentorBookings.scheduledAt, filters.to) : undefined,
    ),
  ).orderBy(
    sql`${mentorBookings.endsAt} <= ${at}`,
    sql`case when ${mentorBookings.endsAt} > ${at} then ${mentorBookings.scheduledAt} end asc`,
    desc(mentorBookings.scheduledAt),
    asc(mentorBookings.id),
  );
}

export async function findBooking(db: Executor, id: string) {
  const [row] = await selectBookings(db, eq(mentorBookings.id, id)).limit(1);
  return row;
}

/** The booking's outcome and the mentor's private note, for admins' detail. */
export async function findBookingOutcome(db: Executor, id: string) {
  const [row] = await db
    .select({
      confirmedAt: mentorBookings.confirmedAt,
      outcomeAt: mentorBookings.outcomeAt,
      mentorNote: mentorBookings.mentorNote,
    })
    .from(mentorBookings)
    .where(eq(mentorBookings.id, id))
    .limit(1);
  return row;
}

/** The booking's mentor and student (neither ever changes), to lock them before the booking. */
export async function findBookingParties(db: Executor, id: string) {
  const [row] = await db
    .select({ mentorId: mentorBookings.mentorId, userId: mentorBookings.userId })
    .from(mentorBookings)
    .where(eq(mentorBookings.id, id))
    .limit(1);
  return row;
}

/** Locks the mentor row: status changes of one mentor's bookings (and its sessionCount) queue on it. */
export async function lockMentor(tx: Executor, id: string) {
  const [row] = await tx.select({ id: mentors.id }).from(mentors).where(eq(mentors.id, id)).for("update");
  return row;
}

export async function lockBooking(tx: Executor, id: string) {
  const [row] = await tx.select().from(mentorBookings).where(eq(mentorBookings.id, id)).for("update");
  return row;
}

/** Sets the status; a cancellation raises the calendar's SEQUENCE (its CANCEL must be newer). */
export async function updateBookingStatus(tx: Executor, id: string, status: BookingStatus) {
  await tx
    .update(mentorBookings)
    .set({
      status,
      ...(status === "cancelled" ? { icsSequence: sql`${mentorBookings.icsSequence} + 1` } : {}),
    })
    .where(eq(mentorBookings.id, id));
}

/**
 * Counts one booking mail to the mentor on a day (UTC, "YYYY-MM-DD"), atomically: the answer is
 * that mail's place in the day (1 = first), or undefined once the day has passed cap + 1 (the
 * count stops there, so every later mail of that day is refused without growing it).
 */
export async function countMentorMail(tx: Executor, mentorId: string, day: string, cap: number) {
  const [row] = await tx
    .insert(mentorMailDays)
    .values({ mentorId, day, mails: 1 })
    .onConflictDoUpdate({
      target: [mentorMailDays.mentorId, mentorMailDays.day],
      set: { mails: sql`${mentorMailDays.mails} + 1` },
      setWhere: sql`${mentorMailDays.mails} <= ${cap}`,
    })
    .returning({ mails: mentorMailDays.mails });
  return row?.mails;
}

/** Who is alerted when a mentor's booking mails reach the day's cap. */
export function listAdmins(db: Executor) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt));
}
