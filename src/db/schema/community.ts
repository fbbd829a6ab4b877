import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { Locale } from "../../shared/rules/locale.js";
import { users } from "./users.js";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    excerpt: text(),
    category: varchar({ length: 100 }).notNull(),
    imageUrl: text(),
    isPublished: boolean().notNull().default(false),
    /** The language the post is written in ("en", "es"), as its author says; null: not stated. */
    language: varchar({ length: 8 }).$type<Locale>(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.isPublished, t.publishedAt)],
);

export const donations = pgTable("donations", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().references(() => users.id, { onDelete: "set null" }),
  amount: numeric({ precision: 10, scale: 2 }).notNull(),
  stripePaymentIntentId: varchar({ length: 255 }),
  donorName: varchar({ length: 200 }),
  donorEmail: varchar({ length: 254 }),
  message: text(),
  isAnonymous: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const successStories = pgTable("success_stories", {
  id: uuid().primaryKey().defaultRandom(),
  studentName: varchar({ length: 200 }).notNull(),
  age: integer(),
  program: varchar({ length: 200 }).notNull(),
  currentJob: varchar({ length: 200 }),
  salary: varchar({ length: 50 }),
  testimonial: text().notNull(),
  imageUrl: text(),
  location: varchar({ length: 200 }),
  graduationYear: integer(),
  isVisible: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The academy's own pages (shared/rules/site-pages.ts): one row per fixed slug, the title and
 * Markdown body in English and Spanish. Seeded by migration 0012; admins edit them.
 */
export const sitePages = pgTable("site_pages", {
  slug: varchar({ length: 64 }).primaryKey(),
  titleEn: varchar({ length: 120 }).notNull(),
  bodyEn: varchar({ length: 50_000 }).notNull(),
  titleEs: varchar({ length: 120 }).notNull(),
  bodyEs: varchar({ length: 50_000 }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
