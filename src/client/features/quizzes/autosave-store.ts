/**
 * The quiz autosave on the phone: IndexedDB through idb-keyval, in the store names.ts names.
 * Loaded with a dynamic import after the quiz screen has hydrated, so neither idb-keyval nor
 * this file is in any page's first-load JavaScript.
 *
 * IndexedDB rather than localStorage: the service worker and the offline-learning code keep
 * their data there too (one place to clear, one quota), and its writes do not block the main
 * thread while a student taps through answers on a slow phone.
 */
import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import { OFFLINE_STORES } from "../offline";
import { parseAutosave, quizKeyPrefix, type QuizAutosave } from "./autosave-record";

let store: UseStore | undefined;

/** The store, opened on first use (a page that never takes a quiz never opens it). */
function autosaveStore(): UseStore {
  store ??= createStore(OFFLINE_STORES.quizAutosave.db, OFFLINE_STORES.quizAutosave.store);
  return store;
}

/** An attempt's saved record, or undefined when there is none or what is stored is not a record. */
export async function loadAutosave(key: string): Promise<QuizAutosave | undefined> {
  return parseAutosave(await get<unknown>(key, autosaveStore()));
}

export async function saveAutosave(key: string, record: QuizAutosave): Promise<void> {
  await set(key, record, autosaveStore());
}

export async function clearAutosave(key: string): Promise<void> {
  await del(key, autosaveStore());
}

/**
 * Every saved attempt of a student at a quiz, by key; damaged entries are removed on the way
 * (they could never be restored).
 */
export async function listQuizAutosaves(userId: string, quizId: string): Promise<Map<string, QuizAutosave>> {
  const prefix = quizKeyPrefix(userId, quizId);
  const found = new Map<string, QuizAutosave>();
  for (const [key, value] of await entries<IDBValidKey, unknown>(autosaveStore())) {
    if (typeof key !== "string" || !key.startsWith(prefix)) continue;
    const record = parseAutosave(value);
    if (record) found.set(key, record);
    else await del(key, autosaveStore());
  }
  return found;
}
