/**
 * "Save for offline": a lesson or a whole course copied into Cache Storage (SAVED_CACHE, keyed by
 * URL, which the service worker answers from when the network fails) and listed in IndexedDB
 * (OFFLINE_STORES.saved). Loaded with dynamic imports only. What a save downloads is
 * saved-fetch.ts's; this file writes it, all of it or nothing, and keeps the list.
 *
 * Saved items are their saver's (SavedItem.userId): pages list only the signed-in person's, and
 * forgetSavedOfOthers drops the rest once someone else signs in on the phone.
 */
import { msg } from "@lingui/core/macro";
import { createStore, del, delMany, get, set, setMany, values, type UseStore } from "idb-keyval";
import { sessionTagOf } from "../../../shared/rules/session-tag";
import {
  collect,
  Collector,
  saveError,
  type Grabbed,
  type PageReads,
  type ProgressListener,
  type SaveTarget,
} from "./saved-fetch";
import { OFFLINE_STORES, SAVED_CACHE, type SavedItem } from "./names";
import { emitSavedChange } from "./sync-events";

export {
  appFilesOf,
  imagesInHtml,
  SaveError,
  type PageReads,
  type ProgressListener,
  type SaveTarget,
} from "./saved-fetch";

let store: UseStore | undefined;
const savedStore = () => (store ??= createStore(OFFLINE_STORES.saved.db, OFFLINE_STORES.saved.store));

export function canSaveOffline(): boolean {
  return typeof caches !== "undefined" && typeof indexedDB !== "undefined";
}

/** What is saved (by this person, when `userId` is given), newest first. */
export async function listSaved(userId?: string): Promise<SavedItem[]> {
  const items = await values<SavedItem>(savedStore());
  return items
    .filter((item) => userId === undefined || item.userId === userId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The saved item of this page (this person's, when `userId` is given). */
export async function getSaved(path: string, userId?: string): Promise<SavedItem | undefined> {
  const item = await get<SavedItem>(path, savedStore());
  return item && (userId === undefined || item.userId === userId) ? item : undefined;
}

/** Deletes the cached URLs no other saved item uses (a lesson and its course share the outline). */
async function deleteUnshared(urls: readonly string[], exceptPath: string): Promise<void> {
  const others = (await listSaved()).filter((item) => item.path !== exceptPath);
  const stillUsed = new Set(others.flatMap((item) => item.urls));
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all(urls.filter((url) => !stillUsed.has(url)).map((url) => cache.delete(url)));
}

/** The session tag the page sees (null without a document: tests, or nobody signed in). */
const currentSessionTag = () => (typeof document === "undefined" ? null : sessionTagOf(document.cookie));

/**
 * Forgets what anyone but `userId` saved (items saved before items had an owner, too), with the
 * copies no kept item shares. Called once the signed-in person is known.
 */
export async function forgetSavedOfOthers(
  userId: string,
  sessionTag: string | null = currentSessionTag(),
): Promise<void> {
  const items = await listSaved();
  // The person's own items follow them into their new session (the worker opens a saved copy only
  // under the session tag its item carries).
  const moved = items.filter((item) => item.userId === userId && sessionTag && item.sessionTag !== sessionTag);
  if (moved.length > 0) {
    await setMany(
      moved.map((item) => [item.path, { ...item, sessionTag }]),
      savedStore(),
    );
  }
  const others = items.filter((item) => item.userId !== userId);
  if (others.length === 0) return;
  const kept = new Set(items.filter((item) => item.userId === userId).flatMap((item) => item.urls));
  const cache = await caches.open(SAVED_CACHE);
  const urls = new Set(others.flatMap((item) => item.urls));
  await Promise.all([...urls].filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
  await delMany(
    others.map((item) => item.path),
    savedStore(),
  );
  emitSavedChange();
}

export async function removeSaved(path: string): Promise<void> {
  const item = await getSaved(path);
  if (!item) return;
  await deleteUnshared(item.urls, path);
  await del(path, savedStore());
  emitSavedChange();
}

/** The space the site uses on this phone (every cache and database), or null where not told. */
export async function storageUsed(): Promise<number | null> {
  if (typeof navigator === "undefined" || !navigator.storage?.estimate) return null;
  try {
    const estimate = await navigator.storage.estimate();
    return typeof estimate.usage === "number" ? estimate.usage : null;
  } catch {
    return null;
  }
}

/**
 * Asks the browser to keep the site's storage when space runs low. Null where the browser has no
 * such thing; false when it said no (the page says what that means).
 */
export async function askForPersistentStorage(): Promise<boolean | null> {
  if (typeof navigator === "undefined" || !navigator.storage?.persist) return null;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}

/**
 * A copy of the answer to keep: the same body, status and headers, less Vary (a saved copy
 * answers whatever headers the offline request carries).
 */
function toStored(grabbed: Grabbed): Response {
  const headers = new Headers(grabbed.headers);
  headers.delete("vary");
  return new Response(grabbed.blob, { status: grabbed.status, statusText: grabbed.statusText, headers });
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);
}

/**
 * Saves a lesson or a course for offline as `userId`'s; resolves with what was saved, or throws a
 * SaveError.
 */
export async function saveForOffline(
  target: SaveTarget,
  userId: string,
  pages: PageReads,
  onProgress: ProgressListener = () => {},
): Promise<SavedItem> {
  if (!canSaveOffline())
    throw saveError(
      "This browser can't save pages for offline use.",
      msg`This browser can't save pages for offline use.`,
    );
  const collector = new Collector(onProgress, pages);
  const described = await collect(target, collector);

  const urls = [...collector.grabbed.keys()];
  const bytes = [...collector.grabbed]
    .filter(([url]) => !collector.appFiles.has(url))
    .reduce((sum, [, grabbed]) => sum + grabbed.blob.size, 0);
  const videoBytes = [...collector.grabbed]
    .filter(([url]) => collector.videoFiles.has(url))
    .reduce((sum, [, grabbed]) => sum + grabbed.blob.size, 0);
  const cache = await caches.open(SAVED_CACHE);
  const written: string[] = [];
  try {
    for (const [url, grabbed] of collector.grabbed) {
      await cache.put(url, toStored(grabbed));
      written.push(url);
    }
    const item: SavedItem = {
      ...described,
      userId,
      sessionTag: currentSessionTag() ?? undefined,
      urls,
      bytes,
      videoBytes,
      savedAt: new Date().toISOString(),
    };
    await set(item.path, item, savedStore());
    emitSavedChange();
    return item;
  } catch (error) {
    // Nothing half-saved: take back what this save wrote (what other saved items use stays).
    await deleteUnshared(written, described.path).catch(() => undefined);
    const previous = await getSaved(described.path).catch(() => undefined);
    if (previous) await del(described.path, savedStore()).catch(() => undefined);
    emitSavedChange();
    if (isQuotaError(error))
      throw saveError(
        "There isn't enough space on this phone to save it.",
        msg`There isn't enough space on this phone to save it.`,
      );
    throw saveError("It couldn't be stored on this phone.", msg`It couldn't be stored on this phone.`);
  }
}
