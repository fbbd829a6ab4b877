import { said } from "../messages.js";
import { z } from "zod";
import { emailCategories, emailStatuses, noticeKeys } from "../rules/email.js";
import { nullableTimestamp, timestamp } from "./common.js";

// Staff: the outbox at /admin/emails

export const emailStatus = z.enum(emailStatuses);

export const adminEmailsQuery = z.object({
  status: emailStatus.optional(),
  /** Paging, newest first: messages created before this time. */
  before: z.iso.datetime({ offset: true, message: said("must be an ISO date and time") }).optional(),
  /** Paging, newest first: the messages listed after this one (the last id of the previous page). */
  afterId: z.uuid({ message: said("must be an email id") }).optional(),
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
  /**
   * True when the token of every one-time or signed link (reset, confirmation, unsubscribe) reads
   * "[hidden]": any message but a kept one, which was never delivered and whose link is how a
   * local install without SMTP_URL resets a password.
   */
  areLinksHidden: z.boolean(),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetail>;

// A person's optional notices (the dashboard's Email settings) and unsubscribe links

export const emailPreferences = z.object({
  notices: z.array(
    z.object({
      key: z.enum(noticeKeys),
      label: z.string(),
      description: z.string(),
      /** For instructors and admins only (the review digest). */
      staffOnly: z.boolean(),
      isEnabled: z.boolean(),
    }),
  ),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;

/** The notices to change: true to get them, false to stop them; others stay as they are. */
export const emailPreferencesBody = z
  .object({
    notices: z.partialRecord(
      z.enum(noticeKeys, { message: said("Unknown notice") }),
      z.boolean({ message: said("must be true or false") }),
      {
        message: said("notices must be an object of notice names and true or false"),
      },
    ),
  })
  .strict();
export type EmailPreferencesBody = z.infer<typeof emailPreferencesBody>;

export const unsubscribeQuery = z.object({
  token: z
    .string({ message: said("The unsubscribe link has no token") })
    .min(1, said("The unsubscribe link has no token"))
    .max(2000),
});

export const unsubscribeResponse = z.object({
  list: z.enum(["notices", "newsletter"]),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
