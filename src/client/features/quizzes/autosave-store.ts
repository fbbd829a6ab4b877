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
import { AUTOSAVE_VERSION, autosaveRecord, quizKeyPrefix, type QuizAutosave } from "./autosave-record";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function isAnswers(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((answer) => typeof answer === "string");
}

/**
 * A stored value read back, or undefined when it is not a whole, current record (another
 * version, a damaged write, someone's experiment in the developer tools): such a value is
 * ignored, and the quiz starts as if nothing was saved.
 */
export function parseAutosave(value: unknown): QuizAutosave | undefined {
  if (!isRecord(value) || value.version !== AUTOSAVE_VERSION) return undefined;
  const { userId, quizId, attemptNumber, index, answers, deadline, startedAt, savedAt } = value;
  if (typeof userId !== "string" || typeof quizId !== "string" || userId === "" || quizId === "") return undefined;
  if (!isFiniteNumber(attemptNumber) || !Number.isInteger(attemptNumber) || attemptNumber < 1) return undefined;
  if (!isFiniteNumber(index) || !Number.isInteger(index) || index < 0) return undefined;
  if (!isAnswers(answers)) return undefined;
  if (deadline !== null && !isFiniteNumber(deadline)) return undefined;
  if (!isFiniteNumber(startedAt) || !isFiniteNumber(savedAt)) return undefined;
  return autosaveRecord({ userId, quizId, attemptNumber, index, answers, deadline, startedAt }, savedAt);
}

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
