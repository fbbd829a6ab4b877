/**
 * What a sign-out removes from the phone, shared by the service worker (sw-session.ts) and by a page
 * the worker does not control (offline-sign-out.tsx): the runtime caches' pages and reads, what the
 * person saved for offline (list and copies), their quiz autosaves and their offline sync queue.
 * Each part is tried even when another fails.
 */
import { clear, createStore } from "idb-keyval";
import { OFFLINE_STORES, RUNTIME_CACHES, SAVED_CACHE, SESSION_CACHE, SESSION_RECORDS } from "./names";

export async function forgetPersonData(): Promise<void> {
  const stores = [OFFLINE_STORES.saved, OFFLINE_STORES.quizAutosave, OFFLINE_STORES.syncQueue];
  await Promise.allSettled([
    caches.delete(RUNTIME_CACHES.public),
    caches.delete(RUNTIME_CACHES.private),
    caches.delete(SAVED_CACHE),
    ...stores.map(({ db, store }) => clear(createStore(db, store))),
  ]);
}

/** Whether a sign-out is waiting for the network (the record the worker and pages share). */
export async function hasPendingSignOutRecord(): Promise<boolean> {
  // `has` first: `open` would make the cache on every signed-in page load of a phone that never needed it.
  if (!(await caches.has(SESSION_CACHE))) return false;
  const cache = await caches.open(SESSION_CACHE);
  return (await cache.match(SESSION_RECORDS.pendingSignOut)) !== undefined;
}

export async function writePendingSignOutRecord(isPending: boolean): Promise<void> {
  const cache = await caches.open(SESSION_CACHE);
  if (isPending) await cache.put(SESSION_RECORDS.pendingSignOut, new Response(new Date().toISOString()));
  else await cache.delete(SESSION_RECORDS.pendingSignOut);
}
