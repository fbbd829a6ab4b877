import { sql, type AnyColumn } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { DurationUnit } from "../../shared/rules/duration.js";
import type { Locale } from "../../shared/rules/locale.js";
import { videos } from "./videos.js";

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** A number and a unit together or neither; the units of DURATION_UNITS; 1 to DURATION_VALUE_MAX. */
const durationCheck = (t: { durationValue: AnyColumn; durationUnit: AnyColumn }) =>
  sql`(${t.durationValue} is null) = (${t.durationUnit} is null) and (${t.durationUnit} is null or ${t.durationUnit} in ('minute', 'hour', 'day', 'week', 'month')) and (${t.durationValue} is null or ${t.durationValue} between 1 and 999)`;

export interface CourseModuleSummary {
  title: string;
  objective: string;
}

export const courses = pgTable(
  "courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull(),
    category: varchar({ length: 100 }).notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull().default("0"),
    isFree: boolean().notNull().default(true),
    /** The spec's text ("6 weeks"); with durationValue and durationUnit when it could be read (issue 23). */
    duration: varchar({ length: 50 }),
    /** The length as a number of durationUnit (shared/rules/duration.ts); null when not stated or not readable. */
    durationValue: integer(),
    durationUnit: varchar({ length: 16 }).$type<DurationUnit>(),
    videoCount: integer().notNull().default(0),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer().notNull().default(0),
    imageUrl: text(),
    /** A YouTube/Vimeo link or a file address; the academy's own preview is `previewVideoId`. */
    videoUrl: text(),
    /** The course's preview video, hosted by the academy (issue 22). */
    previewVideoId: uuid().references(() => videos.id, { onDelete: "set null" }),
    standards: text(),
    modules: jsonb().$type<CourseModuleSummary[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    /** Shown on the home page's Featured Courses. */
    isFeatured: boolean().notNull().default(false),
    /** The language the course is taught in ("en", "es"), as its author says; null: not stated. */
    language: varchar({ length: 8 }).$type<Locale>(),
    ...timestamps,
  },
  (t) => [index().on(t.isActive, t.createdAt), check("courses_duration_structured", durationCheck(t))],
);

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    orderIndex: integer().notNull(),
    estimatedHours: numeric({ precision: 4, scale: 2 }).notNull().default("0"),
    isRequired: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.courseId, t.orderIndex)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: uuid().primaryKey().defaultRandom(),
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    /** Markdown. */
    content: text(),
    /** A YouTube/Vimeo link or a file address; the academy's own video is `videoId`, which wins. */
    videoUrl: text(),
    /** The lesson's video, hosted by the academy (issue 22). */
    videoId: uuid().references(() => videos.id, { onDelete: "set null" }),
    /** What the video says, as plain text or simple Markdown; at most LESSON_TRANSCRIPT_MAX characters. */
    transcript: varchar({ length: 50_000 }),
    /** The spec's text ("15 min"); with durationValue and durationUnit when it could be read (issue 23). */
    duration: varchar({ length: 50 }),
    durationValue: integer(),
    durationUnit: varchar({ length: 16 }).$type<DurationUnit>(),
    orderIndex: integer().notNull().default(0),
    isRequired: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.moduleId, t.orderIndex),
    index().on(t.videoId),
    check("lessons_duration_structured", durationCheck(t)),
  ],
);

export const quizzes = pgTable(
  "quizzes",
  {
    id: uuid().primaryKey().defaultRandom(),
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    passThreshold: integer().default(80),
    /** Minutes; null means untimed. */
    timeLimit: integer(),
    maxAttempts: integer().default(3),
    isRequired: boolean().notNull().default(true),
    orderIndex: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.moduleId, t.orderIndex)],
);

export const questionTypes = ["multiple_choice", "true_false"] as const;
export type QuestionType = (typeof questionTypes)[number];

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    question: text().notNull(),
    questionType: varchar({ length: 20 }).$type<QuestionType>().notNull().default("multiple_choice"),
    options: jsonb().$type<string[]>(),
    correctAnswer: text().notNull(),
    explanation: text(),
    points: integer().notNull().default(1),
    orderIndex: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.quizId, t.orderIndex)],
);

export const submissionFormats = ["text", "file"] as const;
export type SubmissionFormat = (typeof submissionFormats)[number];

export const projects = pgTable(
  "projects",
  {
    id: uuid().primaryKey().defaultRandom(),
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    requirements: text(),
    submissionFormat: varchar({ length: 10 }).$type<SubmissionFormat>().notNull().default("text"),
    maxSubmissions: integer().default(1),
    isRequired: boolean().notNull().default(true),
    orderIndex: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.moduleId, t.orderIndex)],
);
