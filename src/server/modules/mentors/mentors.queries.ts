import { and, asc, desc, eq, gt } from "drizzle-orm";
import { mentorBookings, mentors } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export function listMentors(db: Executor) {
  return db.select().from(mentors).orderBy(desc(mentors.rating), asc(mentors.name));
}

export function listAvailableMentors(db: Executor) {
  return db
    .select()
    .from(mentors)
    .where(eq(mentors.isAvailable, true))
    .orderBy(desc(mentors.rating), asc(mentors.name));
}

export async function findMentor(db: Executor, id: string) {
  const [mentor] = await db.select().from(mentors).where(eq(mentors.id, id)).limit(1);
  return mentor;
}

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
