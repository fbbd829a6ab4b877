/// <reference lib="webworker" />
/**
 * Web Push in the service worker (issue 26): a reminder arrives as a push (the server's
 * PushPayload: title, body, url, tag) and is shown as a notification; a tap focuses a tab already
 * on its address, or opens one. Kept apart from sw.ts so the handlers are tested on their own.
 */

/** What the server sends (src/db/schema/push.ts PushPayload). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The icon notifications show (the PWA's own). */
export const NOTIFICATION_ICON = "/icons/icon-192.png";

/** The push's JSON, or undefined when it is not one of ours (then nothing is shown). */
export function readPushMessage(data: { json(): unknown } | null | undefined): PushMessage | undefined {
  if (!data) return undefined;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== "string" || typeof body !== "string" || typeof url !== "string") return undefined;
  return { title, body, url, ...(typeof tag === "string" ? { tag } : {}) };
}

/** Only our own addresses are opened: a path, or an absolute address on this origin. */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== "string") return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

type Scope = Pick<ServiceWorkerGlobalScope, "registration" | "clients" | "location">;

/** Shows the push as a notification: its title and body, the link as data.url, our icon. */
export function showPush(scope: Scope, data: { json(): unknown } | null | undefined): Promise<void> {
  const message = readPushMessage(data);
  if (!message) return Promise.resolve();
  return scope.registration.showNotification(message.title, {
    body: message.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    data: { url: notificationTarget(message.url, scope.location.origin) },
    ...(message.tag ? { tag: message.tag } : {}),
  });
}

/** A tap: closes the notification, focuses a tab already on its address, else opens it. */
export async function openNotification(scope: Scope, notification: Notification): Promise<void> {
  notification.close();
  const target = notificationTarget((notification.data as { url?: unknown } | null)?.url, scope.location.origin);
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open && "focus" in open) {
    await open.focus();
    return;
  }
  await scope.clients.openWindow(target);
}
