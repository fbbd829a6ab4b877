import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { certificates } from "./learning.js";

/**
 * The academy's Ed25519 signing keys (issue 25, decision 0017). One is current; retired ones stay
 * so that the DID document keeps publishing them and old credentials still verify. The secret is
 * AES-256-GCM encrypted with a key derived from SESSION_SECRET, or absent when the key comes from
 * CREDENTIAL_SIGNING_KEY (then only its public half is kept here).
 */
export const credentialKeys = pgTable(
  "credential_keys",
  {
    publicKeyMultibase: varchar({ length: 80 }).primaryKey(),
    secretKeyEncrypted: text(),
    isCurrent: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  // At most one current key: processes racing to make the first one all end with the same.
  (t) => [
    uniqueIndex("credential_keys_one_current")
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

/** A certificate's Open Badges credential, signed once and served as the same bytes ever after. */
export const certificateCredentials = pgTable("certificate_credentials", {
  certificateId: uuid()
    .primaryKey()
    .references(() => certificates.id, { onDelete: "cascade" }),
  credentialId: uuid().notNull().unique().defaultRandom(),
  /** The credential's bit in the revocation status list. */
  statusIndex: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 0, minValue: 0 }),
  /** The recipient's email is named by sha256(email + salt) only. */
  salt: varchar({ length: 64 }).notNull(),
  /** The signed JSON exactly as served (text, not jsonb: the same bytes on every request). */
  signed: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The signed Bitstring Status List credential, remade when a certificate is revoked. */
export const credentialStatusLists = pgTable("credential_status_lists", {
  id: integer().primaryKey(),
  signed: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
