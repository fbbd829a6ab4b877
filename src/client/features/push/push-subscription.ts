import { apiRequest } from "../../lib/api";

/*
 * This phone's push subscription (issue 26): the browser's PushManager through the service
 * worker's registration, held by the server (/api/push/subscription) for the signed-in person's
 * session. A reminder arrives as a notification (sw-push.ts).
 */

/** Whether this browser can get pushes at all: service workers, PushManager and notifications. */
export function pushIsPossible(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** The service worker's registration, if one controls this page (none in development). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

export type PushState = "unsupported" | "blocked" | "off" | "on";

/** Where this phone stands: on only when the browser has a subscription the server holds for us. */
export async function readPushState(): Promise<PushState> {
  if (!pushIsPossible()) return "unsupported";
  const found = await registration();
  if (!found) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await found.pushManager.getSubscription();
  if (!subscription) return "off";
  const held = await apiRequest<{ subscribed: boolean }>(
    "GET",
    `/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`,
  );
  return held.subscribed ? "on" : "off";
}

/** Asks permission (on the tap), subscribes with the server's key and sends the subscription. */
export async function turnPushOn(): Promise<PushState> {
  const found = await registration();
  if (!found) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const { publicKey } = await apiRequest<{ publicKey: string }>("GET", "/api/push/key");
  const subscription =
    (await found.pushManager.getSubscription()) ??
    (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await apiRequest("PUT", "/api/push/subscription", { endpoint: json.endpoint, keys: json.keys });
  return "on";
}

/** Tells the server to forget this phone, then drops the browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  const found = await registration();
  const subscription = await found?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest("DELETE", "/api/push/subscription", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}
