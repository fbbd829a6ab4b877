import type { Notifier } from "../../../db/client.js";
import type { Database } from "../../../db/types.js";
import type { AtRiskSettings } from "../../config.js";
import { PollingWorker, type PollingWorkerLog } from "../../lib/polling-worker.js";
import type { MailContext } from "../email/index.js";
import { runAtRiskDigest } from "./at-risk.service.js";

/** How often each process looks whether today's digest is due (it is made once, by one of them). */
export const AT_RISK_DIGEST_POLL_MS = 5 * 60_000;
/** Nothing announces a due digest (time does): the channel only satisfies the polling loop. */
const CHANNEL = "at_risk_digest";

/** Makes the day's at-risk digests once the digest hour has come (runAtRiskDigest). Runs in every app process. */
export class AtRiskDigestWorker extends PollingWorker {
  constructor(
    private readonly options: {
      db: Database;
      notifier: Notifier;
      mail: MailContext;
      settings: AtRiskSettings;
      log: PollingWorkerLog;
      pollMs?: number;
    },
  ) {
    super({
      notifier: options.notifier,
      channel: CHANNEL,
      pollMs: options.pollMs ?? AT_RISK_DIGEST_POLL_MS,
      log: options.log,
      name: "at-risk digest",
    });
  }

  protected async step() {
    const { ran } = await runAtRiskDigest(this.options.db, this.options.mail, this.options.settings);
    return { handled: ran ? 1 : 0, done: true };
  }
}
