import { index, integer, json, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/** "mentor" (issue 26): a person linked to a mentor profile, who runs their side from /mentor. */
export const userRoles = ["student", "instructor", "admin", "mentor"] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored lower-cased, so the unique constraint is case-insensitive. */
  email: varchar({ length: 254 }).notNull().unique(),
  firstName: varchar({ length: 100 }),
  lastName: varchar({ length: 100 }),
  profileImageUrl: text(),
  /** Card payment provider references (spec section 3); unused until payments are configured. */
  stripeCustomerId: varchar({ length: 255 }),
  stripeSubscriptionId: varchar({ length: 255 }),
  role: varchar({ length: 20 }).$type<UserRole>().notNull().default("student"),
  /** scrypt hash "scrypt$N$r$p$salt$hash"; empty for accounts that only sign in externally. */
  passwordHash: text().notNull().default(""),
  /** Subject of the external OpenID Connect account linked to this user. */
  oidcSubject: varchar({ length: 255 }).unique(),
  /** Optional notices the user turned off ("booking", "review", ...); security mail always goes. */
  emailOptOuts: text().array().notNull().default([]),
  /** The language the user chose ("en", "es"; src/shared/rules/locale.ts); null until they choose. */
  locale: varchar({ length: 8 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions, shaped as the spec names them: sid (key), sess (json), expire (indexed). */
export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a copy of the table gives no usable session. */
    sid: varchar({ length: 64 }).primaryKey(),
    sess: json().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

export interface SessionData {
  userId: string;
  /** Epoch milliseconds of sign-in; the absolute lifetime counts from here. */
  createdAt: number;
}

/** Failed sign-in counters per key ("email:..." or "ip:..."), shared by every app process. */
export const loginThrottle = pgTable("login_throttle", {
  key: varchar({ length: 300 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
