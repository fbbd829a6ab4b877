/**
 * Sign-out offline from a page no service worker controls (its first visit, a hard reload, a browser
 * without workers): the browser would only show its own "no connection" error and remove nothing.
 * The worker's own offline sign-out (sw.ts) covers every controlled page.
 *
 * - The Logout link (a full-page navigation to /api/logout) is caught while the phone is offline:
 *   the person's data goes from the phone at once (forget-person.ts), the readable session tag and
 *   the page's in-memory data too, and the page on screen is replaced by a notice that says plainly
 *   that the phone must be online to sign out.
 * - Any tap on Logout, online too, forgets where the person stopped in each video (localStorage,
 *   which the worker that forgets the rest can't reach). The quality choice stays: it is the
 *   phone's setting (video/quality-store.ts) and says nothing of what was watched. This code loads
 *   as the page hydrates, so a tap before then leaves the positions (noted in issue 22).
 * - The sign-out is kept pending (the record the worker reads as well) and finished on the server
 *   as soon as the phone is online: by this page, by the next page loaded, or by the worker.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { QueryClient } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { SECURE_SESSION_TAG_COOKIE, SESSION_TAG_COOKIE } from "../../../shared/rules/session-tag";
import { forgetVideoPositions } from "../../lib/video-positions";
import { forgetPersonData, hasPendingSignOutRecord, writePendingSignOutRecord } from "./forget-person";
import { SW_MESSAGES } from "./names";

const SIGN_OUT_LINK = 'a[href="/api/logout"]';

/** Whether a tap on Logout must be handled here: offline, and no worker to answer the navigation. */
export function mustSignOutInPage(isOnline: boolean, hasController: boolean): boolean {
  return !isOnline && !hasController;
}

/** What deletes a readable cookie at the whole site: an empty value that has already expired. */
const EXPIRED_COOKIE = "=; Path=/; Max-Age=0; SameSite=Lax";
const SECURE_ATTRIBUTE = "; Secure";

function forgetSessionTagCookie() {
  document.cookie = SESSION_TAG_COOKIE + EXPIRED_COOKIE;
  if (window.location.protocol === "https:") {
    document.cookie = SECURE_SESSION_TAG_COOKIE + EXPIRED_COOKIE + SECURE_ATTRIBUTE;
  }
}

let finishing: Promise<void> | undefined;

/**
 * Ends a pending sign-out on the server (POST /api/auth/logout; the session cookie goes with it),
 * then opens the home page signed out. Offline it leaves the record for the next try.
 */
export function finishSignOutFromPage(): Promise<void> {
  finishing ??= (async () => {
    try {
      if (!(await hasPendingSignOutRecord())) return;
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      // 204: signed out now; 401: no session was left to end. Done either way.
      if (!response.ok && response.status !== 401) return;
      await writePendingSignOutRecord(false);
      window.location.replace("/");
    } catch {
      // Still offline, or no Cache Storage: the next try (or the worker) finishes it.
    }
  })().finally(() => {
    finishing = undefined;
  });
  return finishing;
}

/**
 * What the page shows instead of the person's page once they signed out offline, the words of the
 * worker's offline page: nothing of theirs stays on screen for the next person.
 */
function SignedOutOffline() {
  return (
    <main id="signed-out-offline" className="mx-auto max-w-xl px-4 py-10">
      <div role="alert" className="rounded-[var(--radius-card)] border border-brand-600 bg-surface p-4">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>This phone must be online to sign out.</Trans>
        </h1>
        <p className="mt-2 text-ink-muted">
          <Trans>
            Your pages, quiz answers and lessons saved for offline are already removed from this phone. Signing out
            finishes by itself as soon as the phone is back online.
          </Trans>
        </p>
      </div>
    </main>
  );
}

async function signOutOffline(queryClient: QueryClient, i18n: I18n, unmountPage: () => void) {
  await Promise.allSettled([forgetPersonData(), writePendingSignOutRecord(true)]);
  forgetSessionTagCookie();
  queryClient.clear();
  navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage({ type: SW_MESSAGES.signOutPending }))
    .catch(() => undefined);
  // The person's page leaves the screen and the document (React unmounts it); the notice takes its place.
  unmountPage();
  document.getElementById("root")!.hidden = true;
  document.getElementById("__TSA_STATE__")?.remove();
  const notice = document.createElement("div");
  document.body.append(notice);
  createRoot(notice).render(
    <I18nProvider i18n={i18n}>
      <SignedOutOffline />
    </I18nProvider>,
  );
  document.title = i18n._(msg`This phone must be online to sign out.`);
}

export function guardOfflineSignOut(queryClient: QueryClient, i18n: I18n, unmountPage: () => void): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(SIGN_OUT_LINK) : null;
      if (!link) return;
      forgetVideoPositions();
      if (!mustSignOutInPage(navigator.onLine, Boolean(navigator.serviceWorker?.controller))) return;
      event.preventDefault();
      void signOutOffline(queryClient, i18n, unmountPage);
    },
    { capture: true },
  );
  window.addEventListener("online", () => void finishSignOutFromPage());
  if (navigator.onLine) void finishSignOutFromPage();
}
