import { createHash, randomBytes } from "node:crypto";
import type { Database, Executor } from "../../../db/types.js";
import type { Locale } from "../../../shared/rules/locale.js";
import {
  ALREADY_SENT_MESSAGE,
  CONFIRM_INVALID_MESSAGE,
  DRAFT_SEND_MESSAGE,
  type SendCounts,
  sendProgressText,
} from "../../../shared/rules/newsletter.js";
import { clientAddressKey } from "../../lib/client-address.js";
import { reserveAttempt } from "../auth/index.js";
import { getPost } from "../blog/index.js";
import {
  enqueueEmail,
  listEmails,
  newsletterConfirmEmail,
  newsletterPostEmail,
  unsubscribeLinks,
  type EmailToSend,
  type MailContext,
} from "../email/index.js";
import { storedLocale } from "../../i18n/locale-of.js";
import { AppError, badRequest, conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { toCsv, type CsvColumn } from "../../lib/csv.js";
import * as queries from "./newsletter.queries.js";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Keys in the shared throttle table (auth's login_throttle, 15-minute windows). */
/** Per client address: an IPv6 client counts by its /64 (clientAddressKey). */
const subscribeAddressKey = (ip: string) => `newsletter-ip:${clientAddressKey(ip)}`;
const confirmationKey = (email: string) => `newsletter-confirm:${email}`;
/** At most one confirmation email per address per throttle window (15 minutes). */
const CONFIRMATIONS_PER_WINDOW = 1;

const isTooMany = (error: unknown) => error instanceof AppError && error.code === "TOO_MANY_REQUESTS";

/**
 * Subscribes an address (double opt-in). The caller answers the same 202 whatever happens here,
 * so the answer tells nobody whether the address is known:
 * - a new, pending or unsubscribed address gets a fresh confirmation link (the older link stops
 *   working), at most one per address per 15 minutes;
 * - a confirmed address gets nothing.
 * The requesting address's allowance (like sign-up's) is reserved first; past it, 429.
 * The row, the per-address reservation and the email commit together. `locale` is the request's
 * language: the confirmation is in it, and the subscriber keeps it for the newsletter's texts.
 */
export async function subscribe(
  db: Database,
  mail: MailContext,
  email: string,
  ip: string,
  maxPerAddress: number,
  locale: Locale = "en",
) {
  await reserveAttempt(db, subscribeAddressKey(ip), maxPerAddress);
  await db.transaction(async (tx) => {
    const subscriber = await queries.lockOrCreateSubscriber(tx, email);
    if (subscriber.status === "confirmed") return;
    try {
      await reserveAttempt(tx, confirmationKey(email), CONFIRMATIONS_PER_WINDOW);
    } catch (error) {
      // The address had its confirmation a moment ago: the link in it still works.
      if (isTooMany(error)) return;
      throw error;
    }
    const token = randomBytes(32).toString("base64url");
    await queries.setPending(tx, subscriber.id, hashToken(token), locale);
    await enqueueEmail(tx, await newsletterConfirmEmail(mail, { email, token, locale }));
  });
}

/** Confirms the address of a confirmation link; a link used again still answers confirmed. */
export async function confirmSubscription(db: Executor, token: string) {
  const subscriber = await queries.confirmByTokenHash(db, hashToken(token));
  if (!subscriber) throw badRequest(CONFIRM_INVALID_MESSAGE);
  return subscriber;
}

export const listSubscribers = (db: Executor) => queries.listSubscribers(db);

const subscriberColumns: CsvColumn<Awaited<ReturnType<typeof queries.listSubscribers>>[number]>[] = [
  { header: "Email", value: (row) => row.email },
  { header: "Status", value: (row) => row.status },
  { header: "Subscribed", value: (row) => row.createdAt },
  { header: "Confirmed", value: (row) => row.confirmedAt },
  { header: "Unsubscribed", value: (row) => row.unsubscribedAt },
];

export async function subscribersCsv(db: Executor) {
  return toCsv(subscriberColumns, await queries.listSubscribers(db));
}

/** The recipient's address stands in for this one in the message rendered once for everyone. */
const PLACEHOLDER = "recipient@newsletter.invalid";

/**
 * Sends a published post to every confirmed subscriber through the outbox: one message per
 * recipient (ref `newsletter:<sendId>`), each with its own one-click unsubscribe, all written in
 * one transaction with the send. A second send of the same post needs `resend`. Sends of one post
 * are serialised by an advisory lock, so two admins pressing at once make one send and one 409.
 */
export async function sendPost(
  db: Database,
  mail: MailContext,
  input: { postId: string; sentBy: string; resend: boolean },
) {
  return db.transaction(async (tx) => {
    const post = await getPost(tx, input.postId);
    if (!post.isPublished) throw badRequest(DRAFT_SEND_MESSAGE);
    await queries.lockPostSends(tx, post.id);
    const earlier = await queries.listSends(tx, post.id);
    if (earlier.length > 0 && !input.resend) throw conflict(ALREADY_SENT_MESSAGE);
    const recipients = await queries.confirmedAddresses(tx);
    const send = await queries.insertSend(tx, {
      postId: post.id,
      sentBy: input.sentBy,
      recipientCount: recipients.length,
    });
    const ref = `newsletter:${send.id}`;
    // Rendered once per language; each recipient's copy differs only in its signed unsubscribe token.
    const placeholderLinks = unsubscribeLinks(mail, { list: "newsletter", email: PLACEHOLDER });
    const placeholderToken = tokenOf(placeholderLinks.oneClick);
    const templates = new Map<Locale, EmailToSend>();
    for (const recipient of recipients) {
      const locale = storedLocale(recipient.locale);
      let template = templates.get(locale);
      if (!template) {
        template = await newsletterPostEmail(mail, {
          email: PLACEHOLDER,
          post,
          ref,
          unsubscribe: placeholderLinks,
          locale,
        });
        templates.set(locale, template);
      }
      const { email } = recipient;
      const token = tokenOf(unsubscribeLinks(mail, { list: "newsletter", email }).oneClick);
      const personal = (value: string) => value.split(placeholderToken).join(token);
      await enqueueEmail(tx, {
        ...template,
        to: email,
        text: personal(template.text),
        html: personal(template.html),
        headers: Object.fromEntries(Object.entries(template.headers ?? {}).map(([name, v]) => [name, personal(v)])),
        dedupeKey: `${ref}:${email}`,
      });
    }
    return send;
  });
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

type OutboxEntry = Awaited<ReturnType<typeof listEmails>>[number];

function countsOf(rows: OutboxEntry[]): SendCounts {
  const counts: SendCounts = { total: rows.length, queued: 0, retrying: 0, sent: 0, failed: 0, kept: 0, void: 0 };
  for (const row of rows) {
    if (row.status === "pending") counts[row.lastError ? "retrying" : "queued"]++;
    else counts[row.status]++;
  }
  return counts;
}

/** Every message of a send (newest first), read from the outbox. */
const messagesOf = (db: Executor, sendId: string) => listEmails(db, { ref: `newsletter:${sendId}`, limit: 1_000_000 });

async function withProgress(db: Executor, send: NonNullable<Awaited<ReturnType<typeof queries.findSend>>>) {
  const rows = await messagesOf(db, send.id);
  const counts = countsOf(rows);
  return { send: { ...send, counts, progress: sendProgressText(counts) }, rows };
}

export async function listSends(db: Executor, postId?: string) {
  if (postId !== undefined && !isUuid(postId)) return [];
  const sends = await queries.listSends(db, postId);
  return Promise.all(sends.map(async (send) => (await withProgress(db, send)).send));
}

/** A send's progress and its recipients: failing ones first, each with its last error. */
export async function getSend(db: Executor, id: string) {
  const found = isUuid(id) ? await queries.findSend(db, id) : undefined;
  if (!found) throw notFound("Newsletter send");
  const { send, rows } = await withProgress(db, found);
  const order = (row: OutboxEntry) =>
    row.status === "failed" ? 0 : row.status === "pending" && row.lastError ? 1 : row.status === "pending" ? 2 : 3;
  const recipients = [...rows]
    .sort((a, b) => order(a) - order(b) || a.toAddress.localeCompare(b.toAddress))
    .map((row) => ({
      emailId: row.id,
      toAddress: row.toAddress,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt,
    }));
  return { ...send, recipients };
}
