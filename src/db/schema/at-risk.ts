import { date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { courses } from "./catalog.js";
import { emailOutbox } from "./email.js";
import { users } from "./users.js";
import type { AtRiskReason } from "../../shared/rules/at-risk.js";

/*
 * Students who fall behind (issue 24). Whether a student is at risk in a course is computed from
 * their activity each time it is asked (modules/at-risk); these tables keep only what can't be
 * computed: the nudges staff sent, the staff's private notes, and what the daily digests reported.
 */

/**
 * A nudge a staff member sent a student about a course: at most one per student, course and UTC
 * day (the unique key reserves it, so two staff pressing "Send a nudge" at once send one), with
 * the words as sent, who sent them and the outbox message that carries them.
 */
export const atRiskNudges = pgTable(
  "at_risk_nudges",
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The UTC day it was sent on: the flood limit's key. */
    day: date({ mode: "string" }).notNull(),
    sentBy: uuid().references(() => users.id, { onDelete: "set null" }),
    locale: varchar({ length: 8 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    emailId: uuid().references(() => emailOutbox.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.studentId, t.courseId, t.day), index().on(t.courseId, t.sentAt)],
);

/** The course team's private note about a student in a course ("called, has no laptop"): one each. */
export const studentCourseNotes = pgTable(
  "student_course_notes",
  {
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    body: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId] }), index().on(t.courseId)],
);

/**
 * What the daily at-risk digests told each instructor: one row per reason of a student in a course
 * and the moment that reason began (`since`). A student is newly at risk for an instructor when
 * none of their current reasons is here, so a student who recovers and falls behind again (new
 * `since`) is reported again, and one who stays behind is reported once, across days and processes.
 */
export const atRiskReports = pgTable(
  "at_risk_reports",
  {
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    reason: varchar({ length: 30 }).$type<AtRiskReason>().notNull(),
    since: timestamp({ withTimezone: true }).notNull(),
    /** The digest's day. */
    day: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.studentId, t.courseId, t.reason, t.since] })],
);

/**
 * One row per UTC day whose digests were made: the process whose insert wins makes that day's
 * digests in the same transaction; every other process finds the row and does nothing.
 */
export const atRiskDigestRuns = pgTable("at_risk_digest_runs", {
  day: date({ mode: "string" }).primaryKey(),
  recipients: integer().notNull().default(0),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
