/**
 * The names the page code and the service worker (src/client/sw.ts) agree on: where a phone keeps
 * what the student saved, and what the worker caches on its own. Changing a name orphans what
 * phones already hold, so a change needs a migration step in the worker's activate handler.
 */

/** Cache Storage: the pages, API reads and images of the lessons and courses a student saved. */
export const SAVED_CACHE = "tsa-saved-v1";

/** Cache Storage, written by the service worker alone (runtime caching; precaching is Workbox's own). */
export const RUNTIME_CACHES = {
  /** Public pages and public API reads: stale-while-revalidate. */
  public: "tsa-public-v1",
  /** Signed-in pages and reads: network-first, this copy when the network fails. */
  private: "tsa-private-v1",
  /** Images: cache-first with an entry limit. */
  images: "tsa-images-v1",
} as const;

/** IndexedDB (idb-keyval stores: one database per store). */
export const OFFLINE_STORES = {
  /** What the student saved: SavedItem by its page path ("/lessons/{id}", "/courses/{id}"). */
  saved: { db: "tsa-saved", store: "items" },
  /** Calls made offline, sent when the connection returns: QueuedCall by idempotency key. */
  syncQueue: { db: "tsa-sync-queue", store: "calls" },
  /** A quiz attempt's answers and remaining time: by attempt id. */
  quizAutosave: { db: "tsa-quiz-autosave", store: "attempts" },
} as const;

/** One lesson or course saved for offline. */
export interface SavedItem {
  /**
   * Who saved it (the signed-in user's id). Pages list only their own; once someone else signs in,
   * the others' items are forgotten (start-offline.ts), and sign-out forgets them all (the worker).
   */
  userId: string;
  /**
   * The session it was saved under (the session tag, src/shared/rules/session-tag.ts): the worker
   * opens its copies only while that session is the phone's, so a session that ended without a
   * sign-out (expiry, cleared cookies) can't be read by the next person. When the same person signs
   * in again, their items move to the new session (start-offline.ts). Absent on items saved before
   * tags existed: those open for nobody until their owner signs in again.
   */
  sessionTag?: string;
  /** The page's path, also the key: "/lessons/{id}" or "/courses/{id}". */
  path: string;
  kind: "lesson" | "course";
  title: string;
  /** For a lesson, the course it belongs to. */
  courseTitle?: string;
  /** Every URL stored in SAVED_CACHE for this item (page, API reads, images, video files). */
  urls: string[];
  /** Bytes stored for it (sum of the cached bodies), its videos' included. */
  bytes: number;
  /** Of those, its videos' files (renditions, captions, posters); absent on items saved before videos were. */
  videoBytes?: number;
  /** ISO time of the save. */
  savedAt: string;
}

/**
 * A request header "Save for offline" sends with each of its fetches: the worker lets such requests
 * go straight to the network (no runtime cache answers them, none keeps them).
 */
export const SAVE_REQUEST_HEADER = "x-tsa-save";

/** Messages between the pages and the service worker (postMessage). */
export const SW_MESSAGES = {
  /** Page → waiting worker: take over now (sent at a safe moment, see the worker's update flow). */
  skipWaiting: "SKIP_WAITING",
  /** Page → worker: forget the runtime caches; the worker answers { cleared: true } on the message's port. */
  clearRuntime: "CLEAR_RUNTIME_CACHES",
  /**
   * Page → worker: the session tag the page sees ({ type, tag }), for browsers whose workers can't
   * read cookies (the worker reads the cookie itself where it can).
   */
  sessionTag: "SESSION_TAG",
  /**
   * Page → worker: a page the worker did not control signed out offline and marked the sign-out
   * pending (SESSION_RECORDS.pendingSignOut): read it again, and finish it before anything else.
   */
  signOutPending: "SIGN_OUT_PENDING",
} as const;

/**
 * Cache Storage: the worker's own small records (and a page's, when no worker controls it): a
 * sign-out still to finish on the server, and the session tag a page last reported.
 */
export const SESSION_CACHE = "tsa-session-v1";
export const SESSION_RECORDS = {
  pendingSignOut: "/__tsa/pending-sign-out",
  reportedTag: "/__tsa/session-tag",
} as const;
