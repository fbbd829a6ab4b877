import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { sessions, users } from "./users.js";

/**
 * The academy's VAPID key pair for Web Push (issue 26), made once and shared by every app process:
 * one row (id 1), the private key AES-256-GCM encrypted with a key derived from SESSION_SECRET
 * (lib/secret-box.ts). VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when set, are used instead.
 */
export const pushKeys = pgTable("push_keys", {
  id: integer().primaryKey(),
  publicKey: varchar({ length: 100 }).notNull(),
  privateKeyEncrypted: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's push subscription, held for the session that made it: signing out (or the session
 * expiring) deletes it with the session, so the next person on a shared phone never receives the
 * previous one's reminders. An endpoint is one browser: subscribing it again moves it to whoever
 * is signed in now.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionSid: varchar({ length: 64 })
      .notNull()
      .references(() => sessions.sid, { onDelete: "cascade" }),
    endpoint: varchar({ length: 1000 }).notNull().unique(),
    p256dh: varchar({ length: 200 }).notNull(),
    auth: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId), index("push_subscriptions_session_idx").on(t.sessionSid)],
);

export const pushStatuses = ["pending", "sent", "undelivered", "failed"] as const;
export type PushStatus = (typeof pushStatuses)[number];

/** What a notification shows: the service worker's showNotification takes it as it is. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a tap on it leads (a path of ours). */
  url: string;
  /** Replaces an earlier notification of the same thing ("booking:<id>"). */
  tag?: string;
}

/**
 * The push outbox: a notification is written in the transaction of what causes it, and a worker in
 * each app process sends it to every live subscription of the person (modules/push/worker.ts),
 * claimed with FOR UPDATE SKIP LOCKED. `undelivered` when the person had no subscription that
 * took it: the caller's fallback (an email) is then theirs to send.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb().$type<PushPayload>().notNull(),
    /** Groups notifications of one thing ("booking:<id>:reminder-1h") to void them. */
    ref: varchar({ length: 200 }),
    /** Seconds the push service keeps it for an offline phone (RFC 8030 TTL). */
    ttlSeconds: integer().notNull().default(3600),
    status: varchar({ length: 12 }).$type<PushStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** How many subscriptions took it. */
    delivered: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("push_outbox_due_idx")
      .on(t.sendAfter)
      .where(sql`status = 'pending'`),
    index("push_outbox_ref_idx").on(t.ref),
  ],
);
