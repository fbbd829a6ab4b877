import { msg } from "@lingui/core/macro";
import { useSyncExternalStore } from "react";

/** The exact texts of the spec's issue 11: what needs a connection says so while offline. */
export const OFFLINE_MESSAGES = {
  enroll: "You're offline. Enrolling needs a connection.",
  booking: "You're offline. Booking a session needs a connection.",
} as const;

/** OFFLINE_MESSAGES in the page's language: `i18n._(offlineMessages.enroll)`. */
export const offlineMessages = {
  enroll: msg`You're offline. Enrolling needs a connection.`,
  booking: msg`You're offline. Booking a session needs a connection.`,
} as const;

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the browser believes it has a connection (navigator.onLine and its online/offline
 * events). The server, and the first render in the browser, say online, so hydration matches.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** fetch rejects with a TypeError when no answer came back at all (offline, DNS, reset). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** True while the browser says it is offline; false on the server. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
