import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { courseModules, courses, lessons, projects, quizzes } from "./catalog.js";
import { users } from "./users.js";
import type { RevocationReason } from "../../shared/rules/revocation.js";

const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    progress: integer().notNull().default(0),
    completed: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.courseId), index().on(t.courseId)],
);

/** One row per completed item; exactly one of lessonId, quizId, projectId is set. */
export const userProgress = pgTable(
  "user_progress",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: uuid().references(() => courseModules.id, { onDelete: "cascade" }),
    lessonId: uuid().references(() => lessons.id, { onDelete: "cascade" }),
    quizId: uuid().references(() => quizzes.id, { onDelete: "cascade" }),
    projectId: uuid().references(() => projects.id, { onDelete: "cascade" }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.courseId),
    unique().on(t.userId, t.lessonId),
    unique().on(t.userId, t.quizId),
    unique().on(t.userId, t.projectId),
    check("user_progress_one_item", sql`num_nonnulls(${t.lessonId}, ${t.quizId}, ${t.projectId}) = 1`),
  ],
);

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    /** Question id to the chosen answer text. */
    answers: jsonb().$type<Record<string, string>>().notNull(),
    score: integer().notNull(),
    maxScore: integer().notNull(),
    passed: boolean().notNull().default(false),
    /** Whole minutes, as the student's browser reported them. */
    timeSpent: integer(),
    /**
     * Seconds from the quiz screen's start call to this submission, by the database's clock;
     * null when the attempt was sent without a start (an API caller, an older client).
     */
    serverTimeSpent: integer(),
    attemptNumber: integer().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.quizId, t.attemptNumber)],
);

/**
 * The open (started, not yet submitted) attempt of a student at a quiz: at most one row per
 * student and quiz, so starting again never adds rows; submitting deletes it.
 */
export const quizStarts = pgTable(
  "quiz_starts",
  {
    userId: userRef(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId] })],
);

export const submissionStatuses = ["pending", "approved", "needs_revision"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
export const submissionGrades = ["excellent", "pass", "fail"] as const;
export type SubmissionGrade = (typeof submissionGrades)[number];

export const projectSubmissions = pgTable(
  "project_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    content: text(),
    fileUrl: text(),
    status: varchar({ length: 30 }).$type<SubmissionStatus>().notNull().default("pending"),
    feedback: text(),
    grade: varchar({ length: 30 }).$type<SubmissionGrade>(),
    submissionNumber: integer().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [unique().on(t.userId, t.projectId, t.submissionNumber), index().on(t.status, t.submittedAt)],
);

export const certificates = pgTable(
  "certificates",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    certId: varchar({ length: 32 }).notNull().unique(),
    studentName: varchar({ length: 220 }).notNull(),
    courseTitle: varchar({ length: 200 }).notNull(),
    standards: text(),
    issueDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set once by an admin (issue 25); the credential's status list bit follows it. */
    revokedAt: timestamp({ withTimezone: true }),
    /** The public category (shared/rules/revocation.ts); the admin's own words stay in revocationNote. */
    revocationReason: varchar({ length: 40 }).$type<RevocationReason>(),
    revocationNote: varchar({ length: 500 }),
  },
  (t) => [unique().on(t.userId, t.courseId)],
);
