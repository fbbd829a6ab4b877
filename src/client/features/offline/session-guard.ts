/**
 * The page's part in keeping a shared phone's pages to their own person (issue 20; decision 0008).
 *
 * - A page restored from the back/forward cache ("Back" after a sign-out, or after someone else
 *   signed in) reloads when it was a signed-in page, or when the session changed since it loaded:
 *   the server then answers for whoever is signed in now (nobody, after a sign-out).
 * - The page tells the service worker the session tag it sees, for browsers whose workers can't
 *   read cookies themselves (sw-session.ts).
 * - A tap on Logout forgets where the person stopped in each video (localStorage, which the
 *   worker that forgets the rest at sign-out can't reach: forget-person.ts). Here, from the first
 *   script, so a tap before the page's other code has loaded counts too. The quality choice
 *   stays: it is the phone's setting (video/quality-store.ts) and says nothing of what was watched.
 */
import { sessionTagOf } from "../../../shared/rules/session-tag";
import { forgetVideoPositions } from "../../lib/video-positions";
import { SW_MESSAGES } from "./names";

/** The Logout link: a full-page navigation to the sign-out (the header's, the menu's, the login page's). */
const SIGN_OUT_LINK = 'a[href="/api/logout"]';

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
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest(SIGN_OUT_LINK)) forgetVideoPositions();
    },
    { capture: true },
  );
}
