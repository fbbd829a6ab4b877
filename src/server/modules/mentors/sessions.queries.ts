import { and, eq, inArray, sql } from "drizzle-orm";
import {
  emailOutbox,
  mentorBookingProposals,
  mentorBookingRatings,
  mentorBookings,
  mentors,
  pushOutbox,
  users,
} from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

// A session's life after booking (issue 26): proposals, ratings, confirmation, outcome, the link.

export function listPendingProposals(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: mentorBookingProposals.id,
      bookingId: mentorBookingProposals.bookingId,
      scheduledAt: mentorBookingProposals.scheduledAt,
      duration: mentorBookingProposals.duration,
      message: mentorBookingProposals.message,
      createdAt: mentorBookingProposals.createdAt,
    })
    .from(mentorBookingProposals)
    .where(and(inArray(mentorBookingProposals.bookingId, bookingIds), eq(mentorBookingProposals.status, "pending")));
}

export function listRatings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: mentorBookingRatings.bookingId,
      score: mentorBookingRatings.score,
      comment: mentorBookingRatings.comment,
      createdAt: mentorBookingRatings.createdAt,
    })
    .from(mentorBookingRatings)
    .where(inArray(mentorBookingRatings.bookingId, bookingIds));
}

/** The booking with its mentor's link and account, locked for a change (FOR UPDATE of the booking row). */
export async function lockBookingOfMentor(tx: Executor, bookingId: string) {
  const [row] = await tx.select().from(mentorBookings).where(eq(mentorBookings.id, bookingId)).for("update");
  return row;
}

/**
 * Confirms a scheduled session that has not started: one conditional UPDATE, so a student's
 * cancellation at the same moment either comes first (nothing confirmed) or after.
 */
export async function confirmScheduled(tx: Executor, mentorId: string, bookingId: string, now: Date) {
  const [row] = await tx
    .update(mentorBookings)
    .set({ confirmedAt: now, icsSequence: sql`${mentorBookings.icsSequence} + 1` })
    .where(
      and(
        eq(mentorBookings.id, bookingId),
        eq(mentorBookings.mentorId, mentorId),
        eq(mentorBookings.status, "scheduled"),
        sql`${mentorBookings.confirmedAt} is null`,
        // Before its start, as mentorMay (sessions.service.ts) says.
        sql`${mentorBookings.scheduledAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: mentorBookings.id });
  return row;
}

export async function updateBooking(
  tx: Executor,
  bookingId: string,
  values: Partial<typeof mentorBookings.$inferInsert>,
) {
  const [row] = await tx.update(mentorBookings).set(values).where(eq(mentorBookings.id, bookingId)).returning();
  return row;
}

/**
 * A mentor's sessions still to come that meet at the mentor's own link (no link of their own) get
 * a higher SEQUENCE for the new link, in one UPDATE (its row locks as any change takes them); their
 * ids come back for the updated invitations.
 */
export function bumpUpcomingOnMentorLink(tx: Executor, mentorId: string, now: Date) {
  return tx
    .update(mentorBookings)
    .set({ icsSequence: sql`${mentorBookings.icsSequence} + 1` })
    .where(
      and(
        eq(mentorBookings.mentorId, mentorId),
        eq(mentorBookings.status, "scheduled"),
        sql`${mentorBookings.meetingUrl} is null`,
        sql`${mentorBookings.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: mentorBookings.id });
}

/** Marks the pending proposal of a booking superseded (a new one, a cancellation, a move). */
export async function supersedePending(tx: Executor, bookingId: string, now: Date) {
  await tx
    .update(mentorBookingProposals)
    .set({ status: "superseded", decidedAt: now })
    .where(and(eq(mentorBookingProposals.bookingId, bookingId), eq(mentorBookingProposals.status, "pending")));
}

export async function insertProposal(tx: Executor, values: typeof mentorBookingProposals.$inferInsert) {
  const [row] = await tx.insert(mentorBookingProposals).values(values).returning();
  return row!;
}

export async function findProposal(db: Executor, id: string) {
  const [row] = await db.select().from(mentorBookingProposals).where(eq(mentorBookingProposals.id, id)).limit(1);
  return row;
}

export async function findProposalByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(mentorBookingProposals)
    .where(eq(mentorBookingProposals.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Decides a pending proposal: the row when it was still pending, else undefined. */
export async function decideProposal(tx: Executor, id: string, status: "accepted" | "declined", now: Date) {
  const [row] = await tx
    .update(mentorBookingProposals)
    .set({ status, decidedAt: now })
    .where(and(eq(mentorBookingProposals.id, id), eq(mentorBookingProposals.status, "pending")))
    .returning();
  return row;
}

/** Inserts the rating once: undefined when the booking already has one. */
export async function insertRating(tx: Executor, values: typeof mentorBookingRatings.$inferInsert) {
  const [row] = await tx.insert(mentorBookingRatings).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The mentor's computed figures, in one statement: sessionCount is their completed sessions and
 * rating the average score of their rated ones. A mentor none of whose sessions has an outcome
 * yet keeps the count as it stood, and one without ratings keeps the rating (the values staff
 * typed before issue 26).
 */
export async function recomputeMentorFigures(tx: Executor, mentorId: string, now: Date) {
  await tx.execute(sql`
    update ${mentors} set
      session_count = case
        when exists (select 1 from ${mentorBookings} b
          where b.mentor_id = ${mentorId} and (b.outcome_at is not null or b.status = 'completed'))
        then (select count(*)::int from ${mentorBookings} b
          where b.mentor_id = ${mentorId} and b.status = 'completed')
        else ${mentors.sessionCount} end,
      rating = coalesce(
        (select round(avg(r.score), 2) from ${mentorBookingRatings} r
          join ${mentorBookings} b on b.id = r.booking_id where b.mentor_id = ${mentorId}),
        ${mentors.rating}),
      updated_at = ${now.toISOString()}::timestamptz
    where ${mentors.id} = ${mentorId}`);
}

/** What the session's emails need: the booking, the mentor (their account's address and language) and the student. */
export async function findSessionNotice(db: Executor, bookingId: string) {
  const mentorUser = sql<string | null>`(select u.email from ${users} u where u.id = ${mentors.userId})`;
  const mentorLocale = sql<string | null>`(select u.locale from ${users} u where u.id = ${mentors.userId})`;
  const [row] = await db
    .select({
      booking: {
        id: mentorBookings.id,
        scheduledAt: mentorBookings.scheduledAt,
        endsAt: mentorBookings.endsAt,
        duration: mentorBookings.duration,
        topic: mentorBookings.topic,
        notes: mentorBookings.notes,
        timeZone: mentorBookings.timeZone,
        status: mentorBookings.status,
        room: mentorBookings.room,
        meetingUrl: mentorBookings.meetingUrl,
        icsSequence: mentorBookings.icsSequence,
        createdAt: mentorBookings.createdAt,
      },
      mentor: {
        id: mentors.id,
        name: mentors.name,
        email: mentors.email,
        userId: mentors.userId,
        meetingUrl: mentors.meetingUrl,
        timeZone: mentors.timeZone,
        accountEmail: mentorUser,
        locale: mentorLocale,
      },
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
    .where(eq(mentorBookings.id, bookingId))
    .limit(1);
  return row;
}

export async function findSequence(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ icsSequence: mentorBookings.icsSequence })
    .from(mentorBookings)
    .where(eq(mentorBookings.id, bookingId))
    .limit(1);
  return row?.icsSequence ?? 0;
}

/** Whether the person's push of this reminder ended with no device taking it (undelivered, or failed for good). */
export async function pushEndedUndelivered(db: Executor, ref: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.ref, ref),
        eq(pushOutbox.userId, userId),
        inArray(pushOutbox.status, ["undelivered", "failed"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Sends the person's 1-hour reminder email after all, now: the one held back for a push that no
 * device took. Only while the session is still to come (a cancellation voids both for good).
 */
export async function reviveSoonReminderEmail(db: Executor, ref: string, bookingId: string, userId: string) {
  await db
    .update(emailOutbox)
    .set({ status: "pending", sendAfter: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(emailOutbox.ref, ref),
        eq(emailOutbox.userId, userId),
        eq(emailOutbox.kind, "booking-reminder-soon"),
        eq(emailOutbox.status, "void"),
        sql`exists (select 1 from ${mentorBookings} where ${mentorBookings.id} = ${bookingId}
          and ${mentorBookings.status} = 'scheduled' and ${mentorBookings.endsAt} > now())`,
      ),
    );
}
