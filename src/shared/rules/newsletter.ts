import { said } from "../messages.js";
/**
 * The newsletter's fixed texts and limits, shared by the server and the client (no zod here).
 * The subscribe answer is the same for new, pending and confirmed addresses, so nobody can learn
 * from it whether an address is on the list.
 */
export const SUBSCRIBE_MESSAGE = said("Almost there! Check your inbox to confirm your subscription.");
export const CONFIRMED_MESSAGE = said("Your subscription is confirmed. Thank you for joining!");
export const CONFIRM_INVALID_MESSAGE = said(
  "This confirmation link is invalid or no longer works. Subscribe again to get a new one.",
);
export const DRAFT_SEND_MESSAGE = said("Only a published post can be sent to subscribers. Publish it first.");
export const ALREADY_SENT_MESSAGE = said(
  "This post was already sent to subscribers. Send it again only if you mean to (resend: true).",
);

/** Subscriber states (db/schema/email.ts stores them). */
export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** How a send's messages stand: the outbox statuses, with failed tries that will be retried apart. */
export interface SendCounts {
  total: number;
  /** Waiting for their first try. */
  queued: number;
  /** A try failed; the outbox tries again later. */
  retrying: number;
  sent: number;
  /** Gave up after every try (staff may resend). */
  failed: number;
  /** Not sent because no SMTP server is configured. */
  kept: number;
  /** Withdrawn. */
  void: number;
}

/**
 * The one line staff read about a send. It says "Sent to all" only when every message went:
 * a send with failing messages never reads as a success.
 */
export function sendProgressText(counts: SendCounts): string {
  if (counts.total === 0) return "No confirmed subscribers: nothing to send.";
  if (counts.sent === counts.total) {
    return `Sent to all ${counts.total} ${counts.total === 1 ? "subscriber" : "subscribers"}.`;
  }
  const failing = counts.failed + counts.retrying;
  const parts = [`${counts.sent} of ${counts.total} sent`, `${failing} failed`];
  if (counts.kept > 0) parts.push(`${counts.kept} kept (sending is off)`);
  if (counts.void > 0) parts.push(`${counts.void} withdrawn`);
  const done = counts.queued === 0 && counts.retrying === 0;
  return `${done ? "Finished" : "Sending"}: ${parts.join(", ")}.`;
}
