import { said } from "../messages.js";
import { z } from "zod";
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
} from "../rules/auth.js";
import { newsletterStatuses } from "../rules/newsletter.js";
import { emailStatus } from "./email.js";
import { nullableTimestamp, timestamp } from "./common.js";

// Public: subscribing and confirming

export const subscribeBody = z.object({
  email: z
    .string({ message: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(EMAIL_MAX, EMAIL_TOO_LONG_MESSAGE)
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: EMAIL_INVALID_MESSAGE }))
    .transform((value) => value.toLowerCase()),
});
export type SubscribeBody = z.input<typeof subscribeBody>;

/** The confirmation link's token: 32 random bytes, base64url (43 characters). */
export const confirmBody = z.object({
  token: z
    .string({ message: said("token is required") })
    .min(1, said("token is required"))
    .max(200, said("token is too long")),
});

// Staff: subscribers and sends (under /api/admin)

export const newsletterSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(newsletterStatuses),
  createdAt: timestamp,
  confirmedAt: nullableTimestamp,
  unsubscribedAt: nullableTimestamp,
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

export const sendPostBody = z
  .object({
    /** Send a post that was sent before once more (to every confirmed subscriber). */
    resend: z.boolean({ message: said("resend must be true or false") }).optional(),
  })
  .default({});

export const sendPostResponse = z.object({ id: z.string(), recipientCount: z.number().int(), message: z.string() });

export const sendCounts = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  retrying: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  kept: z.number().int(),
  void: z.number().int(),
});

export const newsletterSend = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  recipientCount: z.number().int(),
  createdAt: timestamp,
  counts: sendCounts,
  /** The line staff read: "Sending: X of Y sent, Z failed" or "Sent to all N subscribers". */
  progress: z.string(),
});
export type NewsletterSend = z.infer<typeof newsletterSend>;

export const sendsQuery = z.object({ postId: z.string().max(100).optional() });

export const newsletterRecipient = z.object({
  emailId: z.string(),
  toAddress: z.string(),
  status: emailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: nullableTimestamp,
});

export const newsletterSendDetail = newsletterSend.extend({ recipients: z.array(newsletterRecipient) });
export type NewsletterSendDetail = z.infer<typeof newsletterSendDetail>;
