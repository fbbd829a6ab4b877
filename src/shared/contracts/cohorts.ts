import { z } from "zod";
import { said } from "../messages.js";
import { nullableTimestamp, requiredText, timestamp } from "./common.js";
import { LOCALES } from "../rules/locale.js";

/** Cohorts, adding students to them, and the progress board (issue 24). */

export const COHORT_NAME_MAX = 120;
export const COHORT_CAPACITY_MAX = 10_000;
/** The most addresses one paste may hold. */
export const COHORT_PASTE_MAX_ENTRIES = 500;
export const COHORT_PASTE_MAX_CHARS = 60_000;

const DATE_MESSAGE = said("Dates are written as YYYY-MM-DD");
const isoDay = z
  .string({ message: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DATE_MESSAGE);

const capacity = z
  .number()
  .int()
  .min(1, said("Capacity must be 1 to {max}", { max: COHORT_CAPACITY_MAX }))
  .max(COHORT_CAPACITY_MAX, said("Capacity must be 1 to {max}", { max: COHORT_CAPACITY_MAX }))
  .nullable();

const instructorIds = z.array(z.string().max(100)).max(50);

const END_BEFORE_START = said("The end date must be on or after the start date");

export const cohortBody = z
  .object({
    name: requiredText(COHORT_NAME_MAX, "Name"),
    startsOn: isoDay,
    endsOn: isoDay,
    capacity: capacity.default(null),
    instructorIds: instructorIds.default([]),
  })
  .refine((body) => body.endsOn >= body.startsOn, { message: END_BEFORE_START, path: ["endsOn"] });
export type CohortBody = z.input<typeof cohortBody>;

export const cohortPatchBody = z
  .object({
    name: requiredText(COHORT_NAME_MAX, "Name"),
    startsOn: isoDay,
    endsOn: isoDay,
    capacity,
    instructorIds,
  })
  .partial();
export type CohortPatchBody = z.input<typeof cohortPatchBody>;

export const cohortParams = z.object({ id: z.string().max(100), cohortId: z.string().max(100) });
export const cohortMemberParams = cohortParams.extend({ userId: z.string().max(100) });

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const cohort = z.object({
  id: z.string(),
  courseId: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  capacity: z.number().int().nullable(),
  memberCount: z.number().int(),
  instructors: z.array(person),
  createdAt: timestamp,
});
export type Cohort = z.infer<typeof cohort>;
export const cohortList = z.array(cohort);

export const cohortMember = person.extend({ addedAt: timestamp });
export const cohortDetail = cohort.extend({
  members: z.array(cohortMember),
  /** Invitations sent to addresses without an account, not yet accepted. */
  invitations: z.array(z.object({ email: z.string(), expiresAt: timestamp, createdAt: timestamp })),
});
export type CohortDetail = z.infer<typeof cohortDetail>;

/** Adding students: one address, or a pasted list (commas, semicolons, spaces or new lines between them). */
export const addMembersBody = z.object({
  emails: z
    .string()
    .max(COHORT_PASTE_MAX_CHARS, said("Paste at most {max} characters at once", { max: COHORT_PASTE_MAX_CHARS })),
  /** The language of the invitation emails; the inviter's page language when left out. */
  locale: z.enum(LOCALES).optional(),
});
export type AddMembersBody = z.infer<typeof addMembersBody>;

export const addMemberOutcomes = [
  "added",
  "already_in",
  "in_other_cohort",
  "invited",
  "invalid_email",
  "cohort_full",
  "not_a_student",
] as const;
export type AddMemberOutcome = (typeof addMemberOutcomes)[number];

export const addMembersResult = z.object({
  results: z.array(z.object({ input: z.string(), email: z.string().nullable(), outcome: z.enum(addMemberOutcomes) })),
  cohort,
});
export type AddMembersResult = z.infer<typeof addMembersResult>;

/** The cohort a student is in, as their course page and dashboard show it. */
export const myCohort = z.object({
  courseId: z.string(),
  cohortId: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type MyCohort = z.infer<typeof myCohort>;
export const myCohorts = z.array(myCohort);

/* The progress board. */

export const BOARD_PAGE_SIZE_MAX = 100;
export const boardSorts = ["name", "progress", "lastActivity"] as const;
export const boardStatuses = ["all", "not_started", "in_progress", "completed"] as const;
export type BoardStatus = (typeof boardStatuses)[number];

export const boardQuery = z.object({
  cohort: z.string().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  status: z.enum(boardStatuses).default("all"),
  sort: z.enum(boardSorts).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BOARD_PAGE_SIZE_MAX).default(25),
});
/** The board's query as the client builds it: every field optional (the API fills the defaults). */
export type BoardQuery = Partial<z.output<typeof boardQuery>>;
export const boardCsvQuery = boardQuery.omit({ page: true, pageSize: true });

export const boardItem = z.object({
  id: z.string(),
  kind: z.enum(["lesson", "quiz", "project"]),
  title: z.string(),
  moduleTitle: z.string(),
  /** Quizzes: the attempts allowed. */
  maxAttempts: z.number().int().nullable(),
});
export type BoardItem = z.infer<typeof boardItem>;

/** One cell: what one student did of one item. */
export const boardCell = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lesson"), isDone: z.boolean() }),
  z.object({
    kind: z.literal("quiz"),
    isDone: z.boolean(),
    /** Best percent score, null before any attempt. */
    bestScore: z.number().int().nullable(),
    attemptsUsed: z.number().int(),
    hasPassed: z.boolean(),
  }),
  z.object({
    kind: z.literal("project"),
    isDone: z.boolean(),
    /** The latest submission's status; null before any. */
    status: z.enum(["pending", "approved", "needs_revision"]).nullable(),
    grade: z.enum(["excellent", "pass", "fail"]).nullable(),
  }),
]);
export type BoardCell = z.infer<typeof boardCell>;

export const boardStudent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  cohort: z.object({ id: z.string(), name: z.string() }).nullable(),
  progress: z.number().int(),
  completed: z.boolean(),
  enrolledAt: timestamp,
  lastActivityAt: nullableTimestamp,
  /** One per board item, in the items' order. */
  cells: z.array(boardCell),
});
export type BoardStudent = z.infer<typeof boardStudent>;

export const progressBoard = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  cohort: z.object({ id: z.string(), name: z.string(), startsOn: z.string(), endsOn: z.string() }).nullable(),
  cohorts: z.array(z.object({ id: z.string(), name: z.string() })),
  items: z.array(boardItem),
  students: z.array(boardStudent),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ProgressBoard = z.infer<typeof progressBoard>;
