import { z } from "zod";
import { emailCategories, emailStatuses } from "../rules/email.js";
import { nullableTimestamp, timestamp } from "./common.js";

// Staff: the outbox at /admin/emails

export const emailStatus = z.enum(emailStatuses);

export const adminEmailsQuery = z.object({
  status: emailStatus.optional(),
  /** Paging, newest first: messages created before this time. */
  before: z.iso.datetime({ offset: true, message: "must be an ISO date and time" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminEmail = z.object({
  id: z.string(),
  toAddress: z.string(),
  kind: z.string(),
  category: z.enum(emailCategories),
  subject: z.string(),
  status: emailStatus,
  attempts: z.number().int(),
  sendAfter: timestamp,
  sentAt: nullableTimestamp,
  lastError: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminEmail = z.infer<typeof adminEmail>;

export const adminEmailsResponse = z.object({
  /** False when no SMTP_URL is set: messages are kept here instead of sent. */
  isSending: z.boolean(),
  emails: z.array(adminEmail),
});
export type AdminEmailsResponse = z.infer<typeof adminEmailsResponse>;

/** One message in full, as it was (or will be) sent. */
export const adminEmailDetail = adminEmail.extend({
  textBody: z.string(),
  htmlBody: z.string(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  ref: z.string().nullable(),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetail>;
