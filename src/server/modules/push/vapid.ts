import webpush from "web-push";
import { pushKeys } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";
import { openSecret, sealSecret } from "../../lib/secret-box.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_PURPOSE = { salt: "tsa-push-keys", info: "vapid private key v1" };

/**
 * The academy's VAPID keys: the configured pair, else the database's, made by whichever process
 * asks first (one row with id 1: a racing insert does nothing, and everyone reads the winner's).
 */
export async function vapidKeys(
  db: Executor,
  config: { sessionSecret: string; push: { vapid?: VapidKeys } },
): Promise<VapidKeys> {
  if (config.push.vapid) return config.push.vapid;
  let [row] = await db.select().from(pushKeys).limit(1);
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insert(pushKeys)
      .values({
        id: 1,
        publicKey: made.publicKey,
        privateKeyEncrypted: sealSecret(made.privateKey, config.sessionSecret, VAPID_PURPOSE),
      })
      .onConflictDoNothing();
    [row] = await db.select().from(pushKeys).limit(1);
    if (!row) throw new Error("no VAPID keys after making them");
  }
  return {
    publicKey: row.publicKey,
    privateKey: openSecret(row.privateKeyEncrypted, config.sessionSecret, VAPID_PURPOSE),
  };
}
