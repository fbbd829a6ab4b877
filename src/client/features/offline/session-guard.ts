/**
 * The page's part in keeping a shared phone's pages to their own person (issue 20; decision 0008).
 *
 * - A page restored from the back/forward cache ("Back" after a sign-out, or after someone else
 *   signed in) reloads when it was a signed-in page, or when the session changed since it loaded:
 *   the server then answers for whoever is signed in now (nobody, after a sign-out).
 * - The page tells the service worker the session tag it sees, for browsers whose workers can't
 *   read cookies themselves (sw-session.ts).
 */
import { sessionTagOf } from "../../../shared/rules/session-tag";
import { SW_MESSAGES } from "./names";

/** Whether a page shown again from the back/forward cache must be loaded afresh. */
export function mustReloadRestoredPage(wasSignedIn: boolean, tagAtLoad: string | null, tagNow: string | null): boolean {
  return wasSignedIn || tagAtLoad !== tagNow;
}

export function guardSharedPhone(isSignedIn: () => boolean): void {
  const tagAtLoad = sessionTagOf(document.cookie);
  let wasSignedIn = isSignedIn();
  const report = () => {
    wasSignedIn ||= isSignedIn();
    navigator.serviceWorker?.controller?.postMessage({
      type: SW_MESSAGES.sessionTag,
      tag: sessionTagOf(document.cookie),
    });
  };
  report();
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    if (mustReloadRestoredPage(wasSignedIn || isSignedIn(), tagAtLoad, sessionTagOf(document.cookie))) {
      window.location.reload();
    }
  });
  // Leaving the page (or hiding it) is when it may go into the back/forward cache: note whether
  // someone was signed in on it by then.
  window.addEventListener("pagehide", report);
  navigator.serviceWorker?.addEventListener("controllerchange", report);
}
