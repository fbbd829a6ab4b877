import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog.js";
import { users } from "./users.js";

/**
 * A course's cohort (issue 24): a named group of students with dates, an optional capacity and
 * instructors from the course's team. Self-paced enrolment stays as it is; a cohort is an addition.
 * `memberCount` is kept by the same statements that add and remove members: capacity is enforced
 * by one conditional UPDATE of this row (never by counting members before inserting).
 */
export const cohorts = pgTable(
  "cohorts",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    name: varchar({ length: 120 }).notNull(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    capacity: integer(),
    memberCount: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.courseId, t.startsOn),
    check("cohorts_dates", sql`${t.endsOn} >= ${t.startsOn}`),
    check("cohorts_capacity", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("cohorts_within_capacity", sql`${t.capacity} is null or ${t.memberCount} <= ${t.capacity}`),
  ],
);

/** A cohort's instructors: a subset of its course's team (the service refuses others). */
export const cohortInstructors = pgTable(
  "cohort_instructors",
  {
    cohortId: uuid()
      .notNull()
      .references(() => cohorts.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.userId] })],
);

/**
 * A cohort's students. `courseId` repeats the cohort's course so that the pair (course, student)
 * is unique: a student is in at most one cohort per course. Other reports join this table by
 * these column names.
 */
export const cohortMembers = pgTable(
  "cohort_members",
  {
    cohortId: uuid()
      .notNull()
      .references(() => cohorts.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.courseId, t.userId), index().on(t.cohortId, t.userId), index().on(t.userId)],
);

/**
 * Invitations sent to an email address (generic: cohorts now, mentors later). The token is in the
 * emailed link only; the row keeps its SHA-256. One open invitation per kind, address and scope
 * (`scope`: what it is about, e.g. the course): inviting again refreshes it (new token, new expiry).
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: varchar({ length: 30 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    scope: varchar({ length: 100 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    payload: jsonb().$type<Record<string, string>>().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    locale: varchar({ length: 8 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [unique().on(t.kind, t.email, t.scope), index().on(t.email)],
);
