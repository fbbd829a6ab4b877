/**
 * Outbox statuses (db/schema/email.ts stores them; staff filter by them). pending: waiting for its
 * send time or a worker; sent; failed: gave up after its tries (staff may resend); kept: not sent
 * because no SMTP server is configured; void: withdrawn before it went (a cancelled booking's reminder).
 */
export const emailStatuses = ["pending", "sent", "failed", "kept", "void"] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** security: always sent (reset, password changed); the others honour the user's choices. */
export const emailCategories = ["security", "account", "notice", "newsletter"] as const;
export type EmailCategory = (typeof emailCategories)[number];
