import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { blogPosts } from "./community.js";
import type { EmailCategory, EmailStatus } from "../../shared/rules/email.js";
import { users } from "./users.js";

export { emailCategories, emailStatuses, type EmailCategory, type EmailStatus } from "../../shared/rules/email.js";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar files); binary attachments are not needed yet. */
  content: string;
}

/**
 * The transactional outbox: a message is written in the same transaction as the event that
 * causes it, and a worker in each app process sends it (modules/email/worker.ts).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: varchar({ length: 254 }).notNull(),
    /** The template that made it: "welcome", "password-reset", "booking-made" ... */
    kind: varchar({ length: 40 }).notNull(),
    category: varchar({ length: 20 }).$type<EmailCategory>().notNull(),
    subject: varchar({ length: 300 }).notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
    /** Groups messages of one thing ("booking:<id>:reminder", "newsletter:<sendId>") to void or count them. */
    ref: varchar({ length: 200 }),
    /** At most one message per key, ever ("digest:reviews:2026-11-24"): a second enqueue is a no-op. */
    dedupeKey: varchar({ length: 200 }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    status: varchar({ length: 10 }).$type<EmailStatus>().notNull().default("pending"),
    /** Tries so far; counted when a worker claims the message. */
    attempts: integer().notNull().default(0),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim; a claim that outlives this (the process died) is taken over. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_due_idx")
      .on(t.sendAfter)
      .where(sql`status = 'pending'`),
    index("email_outbox_ref_idx").on(t.ref),
    index("email_outbox_created_idx").on(t.createdAt),
    uniqueIndex("email_outbox_dedupe_key_unique").on(t.dedupeKey),
  ],
);

/**
 * One live reset link per user: asking again replaces the row, so the older token stops working.
 * Only the SHA-256 of the token is kept.
 */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: varchar({ length: 64 }).notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** Double opt-in: an address gets nothing but its confirmation until it is confirmed. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored lower-cased. */
  email: varchar({ length: 254 }).notNull().unique(),
  status: varchar({ length: 20 }).$type<NewsletterStatus>().notNull().default("pending"),
  /** SHA-256 of the confirmation token of the latest request. */
  confirmTokenHash: varchar({ length: 64 }),
  /**
   * The language of the latest subscribe request ("en", "es"; src/shared/rules/locale.ts): the
   * confirmation and the newsletter's own texts are in it. Null (before it was kept) is English.
   */
  locale: varchar({ length: 8 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribedAt: timestamp({ withTimezone: true }),
});

/** A blog post sent to the confirmed subscribers; its messages carry ref "newsletter:<id>". */
export const newsletterSends = pgTable("newsletter_sends", {
  id: uuid().primaryKey().defaultRandom(),
  postId: uuid()
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  sentBy: uuid().references(() => users.id, { onDelete: "set null" }),
  recipientCount: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
