/**
 * Forgets everything saved for offline on this phone: the list (IndexedDB) and the copies
 * (SAVED_CACHE). The service worker calls it on sign-out, so the next person on a shared phone
 * neither sees the list nor opens the pages; kept apart from saved-store.ts so the worker bundles
 * only this.
 */
import { clear, createStore } from "idb-keyval";
import { OFFLINE_STORES, SAVED_CACHE } from "./names";

export async function forgetAllSaved(): Promise<void> {
  await clear(createStore(OFFLINE_STORES.saved.db, OFFLINE_STORES.saved.store));
  await caches.delete(SAVED_CACHE);
}
