import { z } from "zod";
import { said } from "../messages.js";

/** The academy's VAPID public key, for PushManager.subscribe's applicationServerKey (issue 26). */
export const pushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, said("Push subscription keys must be base64url"));

/** A browser's PushSubscription.toJSON(), as the service worker or page sends it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ message: said("A push endpoint must be an absolute URL") }).max(1000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushEndpointBody = z.object({
  endpoint: z.url({ message: said("A push endpoint must be an absolute URL") }).max(1000),
});

/** Whether this browser's subscription is held for the signed-in person. */
export const pushSubscriptionState = z.object({ subscribed: z.boolean() });
