import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  jsonb,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** What a mentor may change of their own profile; an admin approves before it is public. */
export interface MentorProfileChanges {
  bio?: string;
  expertise?: string[];
  imageUrl?: string | null;
  meetingUrl?: string | null;
}

export const mentors = pgTable("mentors", {
  id: uuid().primaryKey().defaultRandom(),
  name: varchar({ length: 200 }).notNull(),
  title: varchar({ length: 200 }).notNull(),
  bio: text().notNull(),
  expertise: text().array().notNull().default([]),
  imageUrl: text(),
  /** Where booking notices go; staff-only, never in a public answer. */
  email: varchar({ length: 254 }),
  rating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
  sessionCount: integer().notNull().default(0),
  isAvailable: boolean().notNull().default(true),
  /**
   * The mentor's own account (issue 26): its user's role is "mentor". One profile per user and one
   * user per profile: the unique constraint; null for a profile nobody signs in as.
   */
  userId: uuid()
    .unique()
    .references(() => users.id, { onDelete: "set null" }),
  /** The IANA zone the mentor's availability windows are written in. */
  timeZone: varchar({ length: 64 }).notNull().default("UTC"),
  /** The mentor's own room link for their sessions; null for the academy's default room. */
  meetingUrl: text(),
  /** Changes the mentor asked for to their public profile, waiting for an admin (null: none). */
  pendingProfile: jsonb().$type<MentorProfileChanges>(),
  pendingProfileAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const bookingStatuses = ["scheduled", "completed", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A student's session with a mentor. Sessions may overlap (the exclusion constraints of
 * migration 0001 were dropped by 0003); the CHECK ends_at > scheduled_at of 0001 remains.
 */
export const mentorBookings = pgTable(
  "mentor_bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: "cascade" }),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    /** scheduledAt plus duration; stored because timestamptz arithmetic can't be indexed. */
    endsAt: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull().default(60),
    topic: varchar({ length: 200 }),
    notes: text(),
    /** The student's IANA time zone at booking, so emails show the session in local time. */
    timeZone: varchar({ length: 64 }),
    status: varchar({ length: 20 }).$type<BookingStatus>().notNull().default("scheduled"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the mentor confirmed the session (issue 26); the status stays "scheduled". */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The mentor's link for this session only; else their own link, else the Jitsi room. */
    meetingUrl: text(),
    /**
     * The session's Jitsi room name, unguessable: "TSA-" and 64 hex digits of two random UUIDs
     * (244 random bits). The default fills every row, those of before migration 0021 included.
     */
    room: text()
      .notNull()
      .default(sql`('TSA-' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`),
    /** The calendar event's SEQUENCE: raised by every change the emails' .ics carry. */
    icsSequence: integer().notNull().default(0),
    /** The mentor's private note for the programme staff. */
    mentorNote: text(),
    /** When the mentor marked the session completed or no-show. */
    outcomeAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.scheduledAt), index().on(t.mentorId, t.scheduledAt)],
);

export const proposalStatuses = ["pending", "accepted", "declined", "superseded"] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/**
 * Another time a mentor proposes for a session (issue 26). At most one pending per booking (the
 * partial unique index); a new proposal supersedes the pending one. The student answers signed in
 * or by the email's single-use link, whose token is kept only as its SHA-256.
 */
export const mentorBookingProposals = pgTable(
  "mentor_booking_proposals",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => mentorBookings.id, { onDelete: "cascade" }),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    duration: integer().notNull(),
    message: text(),
    status: varchar({ length: 20 }).$type<ProposalStatus>().notNull().default("pending"),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mentor_booking_proposals_one_pending")
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.bookingId, t.createdAt),
  ],
);

/** A student's rating of a completed session: one per booking (issue 26). */
export const mentorBookingRatings = pgTable(
  "mentor_booking_ratings",
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => mentorBookings.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("mentor_booking_ratings_score", sql`${t.score} between 1 and 5`)],
);

/**
 * Booking mails (notices and reminders) to a mentor per UTC day they are sent on, so one mentor's
 * inbox gets at most MENTOR_DAILY_MAIL_CAP of them a day. The count is reserved with one atomic
 * upsert in the transaction that queues the mail; it stops at the cap plus one, the reservation
 * that alerts the admins instead (once per mentor and day).
 */
export const mentorMailDays = pgTable(
  "mentor_mail_days",
  {
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    mails: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.day] })],
);
