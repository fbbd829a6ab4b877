import { createHash } from "node:crypto";
import webpush from "web-push";
import type { Notifier } from "../../../db/client.js";
import type { Database } from "../../../db/types.js";
import { PollingWorker, type PollingWorkerLog } from "../../lib/polling-worker.js";
import { PUSH_CHANNEL } from "./push.service.js";
import * as queries from "./push.queries.js";
import type { VapidKeys } from "./vapid.js";

/** Waits after the 1st and 2nd try that no push service took for a passing reason; the 3rd is final. */
export const PUSH_RETRY_SECONDS = [60, 5 * 60] as const;
const CLAIM_SECONDS = 2 * 60;
const BATCH = 20;
/** One push service's answer may take this long; a claim outlives a batch of them. */
const SEND_TIMEOUT_MS = 10_000;

export interface PushWorkerOptions {
  db: Database;
  notifier: Notifier;
  /** The VAPID keys, made or read on the first pass that needs them. */
  keys: () => Promise<VapidKeys>;
  /** VAPID's contact: a mailto: address of the academy. */
  subject: string;
  pollMs: number;
  /** Called when a push ends with no device taking it (undelivered, or failed for good): another way may go instead. */
  undelivered?: (row: queries.PushRow) => Promise<void>;
  log: PollingWorkerLog;
}

type Outcome = "delivered" | "gone" | "passing";

/**
 * Sends what the push outbox holds, in every app process (as the email outbox's worker does):
 * each notification, encrypted for each live subscription of its person (RFC 8291, aes128gcm) and
 * signed with the academy's VAPID key (RFC 8292), is posted to that subscription's push service.
 * A subscription its service says is gone (404, 410) or refuses (another key, a bad request) is
 * dropped. None took it: `undelivered`, or a retry when a service only failed for now (429, 5xx,
 * no answer).
 */
export class PushWorker extends PollingWorker {
  constructor(private readonly options: PushWorkerOptions) {
    super({
      notifier: options.notifier,
      channel: PUSH_CHANNEL,
      pollMs: options.pollMs,
      log: options.log,
      name: "push outbox",
    });
  }

  protected async step() {
    const rows = await queries.claimDuePushes(this.options.db, BATCH, CLAIM_SECONDS);
    if (rows.length > 0) {
      const keys = await this.options.keys();
      for (const row of rows) await this.deliver(row, keys);
    }
    return { handled: rows.length, done: rows.length < BATCH };
  }

  private async deliver(row: queries.PushRow, keys: VapidKeys) {
    const { db } = this.options;
    const subscriptions = await queries.liveSubscriptions(db, row.userId);
    let delivered = 0;
    let passing: string | undefined;
    for (const subscription of subscriptions) {
      const { outcome, detail } = await this.sendOne(row, subscription, keys);
      if (outcome === "delivered") delivered += 1;
      else if (outcome === "gone") await queries.removeSubscriptionById(db, subscription.id);
      else passing = detail;
    }
    if (delivered > 0) return queries.finishPush(db, row.id, { status: "sent", delivered });
    const retryIn = passing ? PUSH_RETRY_SECONDS[row.attempts - 1] : undefined;
    if (passing && retryIn !== undefined) return queries.retryPushLater(db, row.id, retryIn, passing);
    await queries.finishPush(db, row.id, {
      status: passing ? "failed" : "undelivered",
      delivered: 0,
      ...(passing ? { lastError: passing } : {}),
    });
    await this.options.undelivered?.(row);
  }

  private async sendOne(
    row: queries.PushRow,
    subscription: queries.SubscriptionRow,
    keys: VapidKeys,
  ): Promise<{ outcome: Outcome; detail?: string }> {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(row.payload),
      {
        vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: row.ttlSeconds,
        urgency: "high",
        ...(row.ref ? { topic: topicOf(row.ref) } : {}),
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: "POST",
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: request.body,
        redirect: "error",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { outcome: "delivered" };
      if (response.status === 429 || response.status >= 500) {
        return { outcome: "passing", detail: `push service answered ${response.status}` };
      }
      // 404 and 410: the subscription has expired or was withdrawn; 400, 401, 403, 413: it can
      // never take ours (another key, a changed service). Either way it is dropped.
      this.options.log.warn({ pushId: row.id, status: response.status }, "push: subscription dropped");
      return { outcome: "gone" };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.log.warn({ pushId: row.id, err: message }, "push: sending failed");
      return { outcome: "passing", detail: message.slice(0, 500) };
    }
  }
}

/** RFC 8030's Topic (at most 32 base64url characters): a newer notice of one thing replaces an undelivered older one. */
function topicOf(ref: string): string {
  return createHash("sha256").update(ref).digest("base64url").slice(0, 32);
}
