import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Locale } from "../../shared/rules/locale.js";
import { users } from "./users.js";

export const videoStatuses = ["queued", "processing", "ready", "failed"] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** One made rendition: an H.264/AAC MP4 with its index at the front, in storage at `key`. */
export interface StoredRendition {
  height: number;
  width: number;
  key: string;
  bytes: number;
  bitrateKbps: number;
}

/** One caption file (WebVTT) in storage at `key`. */
export interface StoredCaption {
  language: Locale;
  key: string;
}

/**
 * A video the academy hosts (issue 22): the uploaded source, its renditions, poster and
 * captions in `app.storage`, and where its processing stands. A lesson (`lessons.video_id`) or
 * a course's preview (`courses.preview_video_id`) points at it.
 */
export const videos = pgTable("videos", {
  id: uuid().primaryKey().defaultRandom(),
  status: varchar({ length: 12 }).$type<VideoStatus>().notNull().default("queued"),
  /** The upload as received, in storage; kept so a failed job can be retried. Null once deleted. */
  sourceKey: text(),
  fileName: varchar({ length: 255 }),
  sourceBytes: bigint({ mode: "number" }),
  durationSeconds: integer(),
  width: integer(),
  height: integer(),
  /** The poster frame (a JPEG in storage), served through the image variants. */
  posterKey: text(),
  /** Ascending height; only made ones. */
  renditions: jsonb().$type<StoredRendition[]>().notNull().default([]),
  captions: jsonb().$type<StoredCaption[]>().notNull().default([]),
  /** 0–100 while processing. */
  progress: integer().notNull().default(0),
  /** Why processing failed, in words staff can act on. */
  error: text(),
  createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const videoJobStates = ["pending", "done", "failed"] as const;
export type VideoJobState = (typeof videoJobStates)[number];

/**
 * Processing work, claimed like the email outbox: `FOR UPDATE SKIP LOCKED` plus a lease
 * (`locked_until`), so several processes never take the same job and a job whose process died
 * (kill -9) is taken again when its lease runs out. At most one pending job per video.
 */
export const videoJobs = pgTable(
  "video_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    videoId: uuid()
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    state: varchar({ length: 10 }).$type<VideoJobState>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Which process holds the claim (for logs and the lease renewal). */
    lockedBy: varchar({ length: 100 }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("video_jobs_due_idx")
      .on(t.runAfter)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex("video_jobs_one_pending_unique")
      .on(t.videoId)
      .where(sql`${t.state} = 'pending'`),
  ],
);
