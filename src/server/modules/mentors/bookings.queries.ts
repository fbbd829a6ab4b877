import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import { mentorBookings, mentors, users, type BookingStatus } from "../../../db/schema/index.js";
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

export async function insertBooking(db: Executor, values: typeof mentorBookings.$inferInsert) {
  const [row] = await db.insert(mentorBookings).values(values).returning({ id: mentorBookings.id });
  return row!;
}

/** Cancels a scheduled booking that starts after `now`; the row, or undefined when none matched. */
export async function cancelUpcomingBooking(db: Executor, userId: string, bookingId: string, now: Date) {
  const [row] = await db
    .update(mentorBookings)
    .set({ status: "cancelled" })
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

export async function findBookingMentorId(db: Executor, id: string) {
  const [row] = await db
    .select({ mentorId: mentorBookings.mentorId })
    .from(mentorBookings)
    .where(eq(mentorBookings.id, id))
    .limit(1);
  return row?.mentorId;
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

export async function updateBookingStatus(tx: Executor, id: string, status: BookingStatus) {
  await tx.update(mentorBookings).set({ status }).where(eq(mentorBookings.id, id));
}

/** Adds delta to the mentor's session count, never going below zero. */
export async function addToSessionCount(tx: Executor, mentorId: string, delta: number, now: Date) {
  await tx
    .update(mentors)
    .set({ sessionCount: sql`greatest(${mentors.sessionCount} + ${delta}, 0)`, updatedAt: now })
    .where(eq(mentors.id, mentorId));
}

/** What a booking's emails say: the session, the mentor (with the staff-only email) and the student. */
export async function findBookingNotice(db: Executor, id: string) {
  const [row] = await db
    .select({
      booking: {
        id: mentorBookings.id,
        scheduledAt: mentorBookings.scheduledAt,
        duration: mentorBookings.duration,
        topic: mentorBookings.topic,
        notes: mentorBookings.notes,
        timeZone: mentorBookings.timeZone,
        createdAt: mentorBookings.createdAt,
      },
      mentor: { name: mentors.name, email: mentors.email },
      student: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
      },
    })
    .from(mentorBookings)
    .innerJoin(users, eq(users.id, mentorBookings.userId))
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(eq(mentorBookings.id, id))
    .limit(1);
  return row;
}
