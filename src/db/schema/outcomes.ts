import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog.js";
import { certificates } from "./learning.js";
import { users } from "./users.js";
import type { EmploymentStatus, FollowUpStatus, OutcomeSource } from "../../shared/rules/outcomes.js";

/**
 * Follow-ups after a course (issue 24): scheduled when a certificate is issued (one per
 * FOLLOW_UP_MONTHS value), sent when due by the follow-up job (claimed FOR UPDATE SKIP LOCKED),
 * answered once through their link. The link's token is kept only as its SHA-256.
 */
export const outcomeFollowUps = pgTable(
  "outcome_follow_ups",
  {
    id: uuid().primaryKey().defaultRandom(),
    certificateId: uuid()
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    months: smallint().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 20 }).$type<FollowUpStatus>().notNull().default("scheduled"),
    /** The job's claim: another process leaves the row alone until then. */
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** sentAt + 60 days: the link answers 410 from then on. */
    expiresAt: timestamp({ withTimezone: true }),
    /** SHA-256 (hex) of the link's token; cleared once the link was used. */
    tokenHash: varchar({ length: 64 }).unique(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.certificateId, t.months),
    index().on(t.status, t.dueAt),
    index().on(t.userId),
    check("outcome_follow_ups_months", sql`${t.months} between 1 and 120`),
  ],
);

/**
 * A completer's answer at one point after the course (6 or 12 months): one row per student,
 * course and point, written by the student (follow-up link or dashboard) or by staff from a phone
 * call; a correction rewrites it and keeps who wrote it last.
 */
export const outcomeRecords = pgTable(
  "outcome_records",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    months: smallint().notNull(),
    followUpId: uuid().references(() => outcomeFollowUps.id, { onDelete: "set null" }),
    employment: varchar({ length: 20 }).$type<EmploymentStatus>().notNull(),
    inEducation: boolean().notNull(),
    employer: varchar({ length: 200 }),
    jobTitle: varchar({ length: 200 }),
    hourlyWage: numeric({ precision: 8, scale: 2 }),
    otherCredential: varchar({ length: 200 }),
    source: varchar({ length: 10 }).$type<OutcomeSource>().notNull(),
    /** Who wrote it last: the student, or the staff member who called. */
    recordedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.userId, t.courseId, t.months),
    index().on(t.courseId, t.months),
    check("outcome_records_months", sql`${t.months} between 1 and 120`),
    check("outcome_records_wage", sql`${t.hourlyWage} is null or (${t.hourlyWage} > 0 and ${t.hourlyWage} <= 500)`),
    check("outcome_records_employment", sql`${t.employment} in ('full-time', 'part-time', 'self-employed', 'no')`),
    check("outcome_records_source", sql`${t.source} in ('student', 'staff')`),
  ],
);

/**
 * The public site's impact figures (one row, id 1): the spec's fixed numbers unless an admin
 * switched them to live ones from the impact report; then the figures and their date are kept here.
 */
export const impactSettings = pgTable(
  "impact_settings",
  {
    id: smallint().primaryKey().default(1),
    liveFigures: boolean().notNull().default(false),
    /** The live figures when switched on: students served, completions, employed-or-in-education percent. */
    studentsServed: integer(),
    completions: integer(),
    certificates: integer(),
    asOf: timestamp({ withTimezone: true }),
    changedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("impact_settings_one_row", sql`${t.id} = 1`)],
);
