import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Database, Executor } from "../../../db/types.js";
import type {
  mentorCancelBody,
  outcomeBody,
  proposalAnswerBody,
  proposeBody,
  ratingBody,
  sessionPatchBody,
} from "../../../shared/contracts/mentor-sessions.js";
import { FUTURE_SESSION_MESSAGE, SCHEDULED_IN_PAST_MESSAGE } from "../../../shared/contracts/mentors.js";
import { DEFAULT_BOOKING_DURATION } from "../../../shared/rules/mentors.js";
import type { BookingLimits } from "../../config.js";
import type { CacheInvalidator } from "../../cache.js";
import { retryOnConflict } from "../../../db/retry.js";
import { badRequest, conflict, gone, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import type { MailContext } from "../email/index.js";
import { enqueueSessionNotices, linkWindow, voidReminders } from "./notices.js";
import { findBookingParties, lockMentor } from "./bookings.queries.js";
import * as queries from "./sessions.queries.js";

/*
 * A session's life after booking (issue 26, parts 2 and 3). The mentor confirms, proposes another
 * time, cancels, sets the session's link and records the outcome; the student accepts or declines
 * a proposal and rates a completed session. Each change takes the booking row's lock (or is one
 * conditional UPDATE) in a transaction, raises the calendar's SEQUENCE and emails the other side.
 * The mentor's sessionCount and rating are recomputed from the sessions in the same transaction.
 */

/**
 * A booking body's ISO date-time (validated by its schema: "Z", "±HH:MM" or no zone at all). One
 * without a zone is UTC: "Z" is appended, so the server's own zone never matters.
 */
export function parseScheduledAt(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

// What every answer adds

type StudentRow = {
  id: string;
  scheduledAt: Date;
  endsAt: Date;
  status: string;
  confirmedAt: Date | null;
  sessionMeetingUrl: string | null;
  room: string;
  mentorMeetingUrl: string | null;
};

/** The student's bookings with their confirmation, pending proposal, link (in its window) and rating. */
export async function decorateStudentBookings<T extends StudentRow>(db: Executor, rows: T[], now: Date) {
  const ids = rows.map((row) => row.id);
  const [proposals, ratings] = await Promise.all([queries.listPendingProposals(db, ids), queries.listRatings(db, ids)]);
  return rows.map((row) => {
    const { sessionMeetingUrl, room, mentorMeetingUrl, ...rest } = row;
    const rating = ratings.find((one) => one.bookingId === row.id);
    const proposal = proposals.find((one) => one.bookingId === row.id);
    return {
      ...rest,
      ...linkWindow({ ...row, meetingUrl: sessionMeetingUrl, room }, mentorMeetingUrl, now),
      pendingProposal: proposal ? proposalOut(proposal) : null,
      rating: rating ? { score: rating.score, comment: rating.comment, createdAt: rating.createdAt } : null,
      canRate: row.status === "completed" && !rating,
    };
  });
}

const proposalOut = (proposal: {
  id: string;
  scheduledAt: Date;
  duration: number;
  message: string | null;
  createdAt: Date;
}) => ({
  id: proposal.id,
  scheduledAt: proposal.scheduledAt,
  duration: proposal.duration,
  message: proposal.message,
  createdAt: proposal.createdAt,
});

type MentorRow = {
  id: string;
  scheduledAt: Date;
  endsAt: Date;
  status: string;
  confirmedAt: Date | null;
  customMeetingUrl: string | null;
  room: string;
  outcomeAt: Date | null;
  mentorNote: string | null;
};

/** The mentor's sessions with the same link rule, the proposal, the outcome, the note and the score. */
export async function decorateMentorSessions<T extends MentorRow>(
  db: Executor,
  rows: T[],
  mentorMeetingUrl: string | null,
  now: Date,
) {
  const ids = rows.map((row) => row.id);
  const [proposals, ratings] = await Promise.all([queries.listPendingProposals(db, ids), queries.listRatings(db, ids)]);
  return rows.map((row) => {
    const { room, ...rest } = row;
    const proposal = proposals.find((one) => one.bookingId === row.id);
    return {
      ...rest,
      ...linkWindow({ ...row, meetingUrl: row.customMeetingUrl, room }, mentorMeetingUrl, now),
      pendingProposal: proposal ? proposalOut(proposal) : null,
      ratingScore: ratings.find((one) => one.bookingId === row.id)?.score ?? null,
      ...mentorMay(row, now),
    };
  });
}

// The mentor's actions (the caller has checked the booking is theirs)

/**
 * What the mentor may do with a session at `now`: before its start, confirm it (once), propose
 * another time or cancel it; from its start, record whether it happened. Each answer carries this;
 * confirm, propose and cancel check the same rule (recordOutcome also lets a recorded outcome be
 * corrected, which the screen does not offer).
 */
export function mentorMay(booking: { status: string; scheduledAt: Date; confirmedAt: Date | null }, now: Date) {
  const upcoming = booking.status === "scheduled" && booking.scheduledAt > now;
  return {
    canConfirm: upcoming && !booking.confirmedAt,
    canPropose: upcoming,
    canCancel: upcoming,
    canRecordOutcome: booking.status === "scheduled" && booking.scheduledAt <= now,
  };
}

/** The booking, locked, when it is this mentor's; 404 otherwise (another mentor's is as missing). */
async function lockOwn(tx: Executor, mentorId: string, bookingId: string) {
  const booking = isUuid(bookingId) ? await queries.lockBookingOfMentor(tx, bookingId) : undefined;
  if (!booking || booking.mentorId !== mentorId) throw notFound("Booking");
  return booking;
}

const NOT_UPCOMING = "Only upcoming sessions can be changed";

/**
 * Confirms a session. One conditional UPDATE (still scheduled, not yet started): a student's
 * cancellation at the same moment comes either first (409 here) or after (the confirmed session
 * is then cancelled); never both half-done. Confirming twice is a no-op.
 */
export async function confirmSession(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  mentorId: string,
  bookingId: string,
  now = new Date(),
) {
  if (!isUuid(bookingId)) throw notFound("Booking");
  await db.transaction(async (tx) => {
    const confirmed = await queries.confirmScheduled(tx, mentorId, bookingId, now);
    const booking = await queries.lockBookingOfMentor(tx, bookingId);
    if (!booking || booking.mentorId !== mentorId) throw notFound("Booking");
    if (!confirmed) {
      if (booking.status === "scheduled" && booking.confirmedAt && booking.scheduledAt > now) return;
      throw conflict(booking.status === "cancelled" ? "This session is cancelled" : NOT_UPCOMING);
    }
    await enqueueSessionNotices(tx, mail, limits, bookingId, "booking-confirmed", now);
  });
}

/** A single-use token for the proposal's email links, kept only as its SHA-256. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Proposes another time; an earlier pending proposal is superseded (the partial unique index keeps one). */
export async function proposeTime(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  mentorId: string,
  bookingId: string,
  input: z.output<typeof proposeBody>,
  now = new Date(),
) {
  const scheduledAt = parseScheduledAt(input.scheduledAt);
  if (scheduledAt.getTime() <= now.getTime()) {
    throw badRequest(SCHEDULED_IN_PAST_MESSAGE, [{ path: "body.scheduledAt", message: SCHEDULED_IN_PAST_MESSAGE }]);
  }
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const booking = await lockOwn(tx, mentorId, bookingId);
      if (!mentorMay(booking, now).canPropose) throw conflict(NOT_UPCOMING);
      await queries.supersedePending(tx, booking.id, now);
      const token = randomBytes(32).toString("base64url");
      const duration = input.duration ?? booking.duration ?? DEFAULT_BOOKING_DURATION;
      await queries.insertProposal(tx, {
        bookingId: booking.id,
        scheduledAt,
        duration,
        message: input.message ?? null,
        tokenHash: hashToken(token),
        createdAt: now,
      });
      const link = (answer: string) =>
        new URL(`/sessions/proposal?token=${encodeURIComponent(token)}&answer=${answer}`, mail.publicUrl).toString();
      await enqueueSessionNotices(tx, mail, limits, booking.id, "booking-proposal", now, {
        message: input.message ?? null,
        proposal: { scheduledAt, duration, acceptUrl: link("accept"), declineUrl: link("decline") },
      });
    }),
  );
}

/** The mentor cancels an upcoming session with a message to the student. */
export async function cancelByMentor(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  mentorId: string,
  bookingId: string,
  input: z.output<typeof mentorCancelBody>,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const booking = await lockOwn(tx, mentorId, bookingId);
    if (booking.status === "cancelled") throw conflict("This session is already cancelled");
    if (!mentorMay(booking, now).canCancel) throw conflict(NOT_UPCOMING);
    await queries.updateBooking(tx, booking.id, { status: "cancelled", icsSequence: booking.icsSequence + 1 });
    await queries.supersedePending(tx, booking.id, now);
    await enqueueSessionNotices(tx, mail, limits, booking.id, "booking-mentor-cancelled", now, {
      message: input.message,
    });
  });
}

/** The session's own link (null: the mentor's link, else the room) and the private note. */
export async function patchSession(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  mentorId: string,
  bookingId: string,
  input: z.output<typeof sessionPatchBody>,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const booking = await lockOwn(tx, mentorId, bookingId);
    // A new link for a session still to come reaches the student with the updated invitation.
    const linkChanged =
      input.meetingUrl !== undefined &&
      input.meetingUrl !== booking.meetingUrl &&
      booking.status === "scheduled" &&
      booking.endsAt > now;
    await queries.updateBooking(tx, booking.id, {
      ...(input.meetingUrl !== undefined ? { meetingUrl: input.meetingUrl } : {}),
      ...(input.mentorNote !== undefined ? { mentorNote: input.mentorNote } : {}),
      ...(linkChanged ? { icsSequence: booking.icsSequence + 1 } : {}),
    });
    if (linkChanged) await enqueueSessionNotices(tx, mail, limits, booking.id, "booking-link-changed", now);
  });
}

/**
 * A mentor's own meeting link changed (their profile): each session still to come without a link of
 * its own now meets there, so its student gets the updated invitation, as for patchSession's link.
 * In the caller's transaction, after the mentor's row is locked.
 */
export async function announceNewMentorLink(
  tx: Executor,
  mail: MailContext,
  limits: BookingLimits,
  mentorId: string,
  now: Date,
) {
  for (const { id } of await queries.bumpUpcomingOnMentorLink(tx, mentorId, now)) {
    await enqueueSessionNotices(tx, mail, limits, id, "booking-link-changed", now);
  }
}

/**
 * Marks a started session completed or no-show, with the private note (given again, the note
 * changes; the outcome may be corrected). The mentor's sessionCount is recomputed in the same
 * transaction, after the mentor row's lock (as staff status changes take it).
 */
export async function recordOutcome(
  db: Database,
  cache: CacheInvalidator,
  mentorId: string,
  bookingId: string,
  input: z.output<typeof outcomeBody>,
  now = new Date(),
) {
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      await lockMentor(tx, mentorId);
      const booking = await lockOwn(tx, mentorId, bookingId);
      if (booking.status === "cancelled") throw conflict("This session is cancelled");
      if (booking.scheduledAt > now) throw conflict(FUTURE_SESSION_MESSAGE);
      await queries.updateBooking(tx, booking.id, {
        status: input.status,
        outcomeAt: booking.status === input.status && booking.outcomeAt ? booking.outcomeAt : now,
        ...(input.note !== undefined ? { mentorNote: input.note } : {}),
      });
      await queries.supersedePending(tx, booking.id, now);
      await voidReminders(tx, booking.id);
      await queries.recomputeMentorFigures(tx, mentorId, now);
    }),
  );
  await cache.invalidate("mentors");
}

// The student's answers

/**
 * Accepts or declines a pending proposal, for its booking's student (by id, signed in) or by the
 * email's token. Accepting moves the session (time and duration), raises the SEQUENCE and sends
 * the updated invitation to both; declining tells the mentor. A proposal already answered is a
 * 409; one superseded, or whose time or session has passed, a 410.
 */
async function answerProposal(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  find: (tx: Executor) => Promise<{ id: string; bookingId: string } | undefined>,
  userId: string | undefined,
  answer: "accept" | "decline",
  now: Date,
) {
  return db.transaction(async (tx) => {
    const found = await find(tx);
    if (!found) throw notFound("Proposal");
    const booking = await queries.lockBookingOfMentor(tx, found.bookingId);
    if (!booking || (userId !== undefined && booking.userId !== userId)) throw notFound("Proposal");
    const proposal = await queries.findProposal(tx, found.id);
    if (!proposal) throw notFound("Proposal");
    if (proposal.status === "accepted" || proposal.status === "declined") {
      throw conflict("This proposal has already been answered");
    }
    if (proposal.status === "superseded" || booking.status !== "scheduled" || proposal.scheduledAt <= now) {
      throw gone("This proposal is no longer open");
    }
    const status: "accepted" | "declined" = answer === "accept" ? "accepted" : "declined";
    const decided = await queries.decideProposal(tx, proposal.id, status, now);
    if (!decided) throw conflict("This proposal has already been answered");
    if (status === "accepted") {
      await queries.updateBooking(tx, booking.id, {
        scheduledAt: proposal.scheduledAt,
        endsAt: new Date(proposal.scheduledAt.getTime() + proposal.duration * 60_000),
        duration: proposal.duration,
        icsSequence: booking.icsSequence + 1,
      });
      await enqueueSessionNotices(tx, mail, limits, booking.id, "booking-moved", now);
    } else {
      await enqueueSessionNotices(tx, mail, limits, booking.id, "booking-proposal-declined", now);
    }
    return { bookingId: booking.id, status: status };
  });
}

export function answerProposalAsStudent(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  userId: string,
  bookingId: string,
  proposalId: string,
  answer: "accept" | "decline",
  now = new Date(),
) {
  return answerProposal(
    db,
    mail,
    limits,
    async (tx) => {
      if (!isUuid(proposalId) || !isUuid(bookingId)) return undefined;
      const proposal = await queries.findProposal(tx, proposalId);
      return proposal && proposal.bookingId === bookingId ? proposal : undefined;
    },
    userId,
    answer,
    now,
  );
}

/** The answer by the email's link: no sign-in, the token is the proof (single use). */
export async function answerProposalByToken(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  input: z.output<typeof proposalAnswerBody>,
  now = new Date(),
) {
  const result = await answerProposal(
    db,
    mail,
    limits,
    (tx) => queries.findProposalByToken(tx, hashToken(input.token)),
    undefined,
    input.answer,
    now,
  );
  const notice = await queries.findSessionNotice(db, result.bookingId);
  return {
    status: result.status,
    scheduledAt: notice!.booking.scheduledAt,
    duration: notice!.booking.duration,
    mentor: { name: notice!.mentor.name },
  };
}

/**
 * The student rates a completed session of theirs, once (the booking is the rating's key: a
 * second is a 409). The mentor's average is recomputed in the same transaction.
 */
export async function rateSession(
  db: Database,
  cache: CacheInvalidator,
  userId: string,
  bookingId: string,
  input: z.output<typeof ratingBody>,
  now = new Date(),
) {
  if (!isUuid(bookingId)) throw notFound("Booking");
  const parties = await findBookingParties(db, bookingId);
  if (!parties || parties.userId !== userId) throw notFound("Booking");
  const rating = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      // Mentor first, then the booking: the order outcomes take, so the two never deadlock.
      await lockMentor(tx, parties.mentorId);
      const booking = await queries.lockBookingOfMentor(tx, bookingId);
      if (!booking || booking.userId !== userId) throw notFound("Booking");
      if (booking.status !== "completed") throw conflict("Only completed sessions can be rated");
      const row = await queries.insertRating(tx, {
        bookingId: booking.id,
        userId,
        score: input.score,
        comment: input.comment ?? null,
        createdAt: now,
      });
      if (!row) throw conflict("You have already rated this session");
      await queries.recomputeMentorFigures(tx, booking.mentorId, now);
      return { score: row.score, comment: row.comment, createdAt: row.createdAt };
    }),
  );
  await cache.invalidate("mentors");
  return rating;
}
