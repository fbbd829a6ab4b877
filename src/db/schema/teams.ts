import { index, pgTable, primaryKey, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { courses } from "./catalog.js";
import { users } from "./users.js";
import type { StaffReadKind } from "../../shared/rules/staff-reads.js";

/**
 * A course's team (issue 24): the instructors who may act on it. Admins act on every course; a
 * course with no instructors is admin-only.
 */
export const courseInstructors = pgTable(
  "course_instructors",
  {
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The admin who put them on the team; null when the seed, or their own new course, did. */
    addedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The pair is the key (one membership each); the second index answers "this user's courses".
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index().on(t.userId, t.courseId)],
);

/**
 * Every staff read of a student's work (issue 24): who, as which role, what, whose and when. Kept
 * when the reader, the student or the course goes (the ids stay; the names are looked up).
 */
export const staffReads = pgTable(
  "staff_reads",
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid().references(() => users.id, { onDelete: "set null" }),
    staffRole: varchar({ length: 20 }).notNull(),
    kind: varchar({ length: 20 }).$type<StaffReadKind>().notNull(),
    /** The record read: the submission, the upload, the quiz (its attempts), the course (progress). */
    recordId: uuid().notNull(),
    /** Null when the read covers several students (a quiz's attempts). */
    studentId: uuid(),
    courseId: uuid(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.readAt), index().on(t.studentId, t.readAt)],
);
