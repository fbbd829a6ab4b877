import type { Notifier } from "../../../db/client.js";
import type { Database } from "../../../db/types.js";
import { PollingWorker, type PollingWorkerLog } from "../../lib/polling-worker.js";
import type { MailContext } from "../email/index.js";
import { FOLLOW_UP_CHANNEL, sendDueFollowUps } from "./outcomes.service.js";

const BATCH = 50;

/**
 * The follow-up job (issue 24), in every app process: on its poll it sends the follow-ups that
 * came due (outcomes.service.ts sendDueFollowUps claims them FOR UPDATE SKIP LOCKED, so processes
 * never send one twice). Follow-ups fall due months after they are scheduled, so a slow poll is enough.
 */
export class FollowUpWorker extends PollingWorker {
  constructor(
    private readonly options: {
      db: Database;
      notifier: Notifier;
      mail: MailContext;
      pollMs: number;
      log: PollingWorkerLog;
    },
  ) {
    super({
      notifier: options.notifier,
      channel: FOLLOW_UP_CHANNEL,
      pollMs: options.pollMs,
      log: options.log,
      name: "outcome follow-ups",
    });
  }

  protected async step() {
    const handled = await sendDueFollowUps(this.options.db, this.options.mail, new Date(), BATCH);
    return { handled, done: handled < BATCH };
  }
}
