/**
 * What offline learning runs in the page, started once after hydration (entry-client.tsx): light
 * code, so an anonymous visit loads nothing more.
 *
 * - The sync runner (sync-runner.ts, which loads IndexedDB) starts only when someone is signed in,
 *   now or later in the page's life, or the queue holds calls (a hint in localStorage): not on
 *   every anonymous page load.
 * - Once the signed-in person is known, what anyone else saved for offline on this phone is
 *   forgotten (their session ended without a sign-out through the worker: it expired, or the
 *   worker did not control that page).
 * - Signing out offline from a page no worker controls is handled in the page (offline-sign-out.tsx),
 *   and a sign-out left pending that way is finished once the phone is online.
 */
import type { I18n } from "@lingui/core";
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { queries } from "../../lib/queries";
import { isQueueMarkedPending } from "./sync-events";

export function startOfflineWork(queryClient: QueryClient, i18n: I18n, unmountPage: () => void): void {
  const authKey = queries.authUser().queryKey;
  const authHash = hashKey(authKey);
  let isRunnerStarted = false;
  let savedOwner: string | null = null;

  const startRunner = () => {
    if (isRunnerStarted) return;
    isRunnerStarted = true;
    void import("./sync-runner").then(({ startSyncRunner }) => startSyncRunner(queryClient));
  };

  let isSignOutGuarded = false;
  const guardSignOut = () => {
    if (isSignOutGuarded || !("caches" in window)) return;
    isSignOutGuarded = true;
    void import("./offline-sign-out").then((signOut) => signOut.guardOfflineSignOut(queryClient, i18n, unmountPage));
  };

  const onUser = () => {
    const user = queryClient.getQueryData(authKey);
    if (!user) return;
    startRunner();
    guardSignOut();
    if (savedOwner === user.id) return;
    savedOwner = user.id;
    void import("./saved-store")
      .then((saved) => (saved.canSaveOffline() ? saved.forgetSavedOfOthers(user.id) : undefined))
      .catch(() => {
        // No IndexedDB or Cache Storage here: nothing can have been saved.
      });
  };

  if (isQueueMarkedPending()) startRunner();
  onUser();
  // A page cached for everyone learns who is signed in after hydration (or when the connection
  // returns): start then.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryHash === authHash) onUser();
  });
}
