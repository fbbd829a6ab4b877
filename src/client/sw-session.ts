/// <reference lib="webworker" />
/**
 * The service worker's view of who is signed in, and what it does at a sign-out (sw.ts; decision
 * docs/decisions/0008-service-worker.md, "Shared phones").
 *
 * - Signed-in copies (the private runtime cache) carry the session tag they were made under
 *   (TAG_HEADER) and are served only while the phone's session tag is that one: never to another
 *   session, and never to nobody (a session that ended by expiry or cleared cookies).
 * - What someone saved for offline is theirs: a saved copy opens only under the session tag its
 *   item carries (start-offline.ts moves a person's items to their new session when they sign in again).
 * - A sign-out forgets the person's data on the phone at once (runtime caches, saved lessons, quiz
 *   autosaves, the offline sync queue). Offline, the server can't hear it: the worker keeps a
 *   pending sign-out and finishes it (POST /api/auth/logout) before any other request of ours
 *   reaches the network, so the next page never shows the first person again.
 */
import { createStore, values } from "idb-keyval";
import {
  isSessionTag,
  mayStillBeSignedIn,
  SECURE_SESSION_TAG_COOKIE,
  SESSION_TAG_COOKIE,
} from "../shared/rules/session-tag";
import { forgetPersonData, hasPendingSignOutRecord, writePendingSignOutRecord } from "./features/offline/forget-person";
import { OFFLINE_STORES, SESSION_CACHE, SESSION_RECORDS, type SavedItem } from "./features/offline/names";

declare const self: ServiceWorkerGlobalScope;

/** The header a signed-in copy keeps its session tag in (added by the worker, never sent by the server). */
export const TAG_HEADER = "x-tsa-session-tag";
const REPORTED_TAG = SESSION_RECORDS.reportedTag;

let pendingKnown: boolean | undefined;

/** Synchronously (for a route's match): false only once the worker knows no sign-out is pending. */
export function mayHaveSignOutPending(): boolean {
  return pendingKnown !== false;
}

export async function isSignOutPending(): Promise<boolean> {
  pendingKnown ??= await hasPendingSignOutRecord();
  return pendingKnown;
}

/** A page wrote the record itself (it signed out offline while no worker controlled it): read it again. */
export function forgetKnownSignOutState(): void {
  pendingKnown = undefined;
}

async function setSignOutPending(isPending: boolean) {
  await writePendingSignOutRecord(isPending);
  pendingKnown = isPending;
}

/**
 * The session tag of the phone now, or null for nobody (or a sign-out still to finish). The worker
 * reads the cookie itself where it can (Cookie Store API); elsewhere it takes the tag a page last
 * reported (reportSessionTag), which a page of ours sends at every load.
 */
export async function currentSessionTag(): Promise<string | null> {
  if (await isSignOutPending()) return null;
  if ("cookieStore" in self) {
    try {
      for (const name of [SECURE_SESSION_TAG_COOKIE, SESSION_TAG_COOKIE]) {
        const cookie = await self.cookieStore.get(name);
        if (isSessionTag(cookie?.value)) return cookie.value;
      }
      return null;
    } catch {
      // No cookie access here (a browser without it in workers): the reported tag below.
    }
  }
  const reported = await readReportedTag();
  return reported && mayStillBeSignedIn(reported.confirmedAt, Date.now()) ? reported.tag : null;
}

/**
 * The tag a page last reported, and when the server last answered for that session (a new tag only
 * ever comes from the server's answer; the worker confirms it at each signed-in answer it caches).
 * Without cookie access, this is how the worker stops serving a session that expired unseen.
 */
interface ReportedTag {
  tag: string;
  confirmedAt: number;
}

async function readReportedTag(): Promise<ReportedTag | null> {
  const stored = await (await caches.open(SESSION_CACHE)).match(REPORTED_TAG);
  if (!stored) return null;
  try {
    const value = (await stored.json()) as Partial<ReportedTag>;
    return isSessionTag(value.tag) && typeof value.confirmedAt === "number"
      ? { tag: value.tag, confirmedAt: value.confirmedAt }
      : null;
  } catch {
    return null;
  }
}

async function writeReportedTag(value: ReportedTag | null) {
  const cache = await caches.open(SESSION_CACHE);
  if (value) await cache.put(REPORTED_TAG, new Response(JSON.stringify(value)));
  else await cache.delete(REPORTED_TAG);
}

/** A page's report of the session tag it sees (document.cookie), for browsers without cookieStore in workers. */
export async function reportSessionTag(tag: unknown) {
  if (!isSessionTag(tag)) return writeReportedTag(null);
  const known = await readReportedTag();
  // The same session keeps the time the server last answered for it; a new one was just set by the server.
  if (known?.tag !== tag) await writeReportedTag({ tag, confirmedAt: Date.now() });
}

/** The server just answered for the session the page reported (a signed-in answer from the network). */
async function confirmReportedTag() {
  const known = await readReportedTag();
  if (known) await writeReportedTag({ ...known, confirmedAt: Date.now() });
}

/** What a visitor's page is marked with instead of a session tag: it holds nobody's data. */
export const VISITOR_COPY = "visitor";

function markedCopy(response: Response, tag: string): Response {
  const headers = new Headers(response.headers);
  headers.set(TAG_HEADER, tag);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The copy to keep of a signed-in answer: marked with the current session's tag, or none when nobody is signed in. */
export async function taggedCopy(response: Response): Promise<Response | null> {
  await confirmReportedTag();
  const tag = await currentSessionTag();
  return tag ? markedCopy(response, tag) : null;
}

/**
 * The copy to keep of a visitor's page (HTML the server marked "private, no-cache": the same for
 * every visitor, with nobody's name in it), which anyone may be shown offline.
 */
export function visitorCopy(response: Response): Response {
  return markedCopy(response, VISITOR_COPY);
}

/** Whether a copy of the private cache may be shown now: a visitor's page, or one made in the session the phone has now. */
export async function isCurrentSessionCopy(response: Response): Promise<boolean> {
  const copyTag = response.headers.get(TAG_HEADER);
  if (copyTag === VISITOR_COPY) return true;
  const tag = await currentSessionTag();
  return tag !== null && copyTag === tag;
}

/** Whether a copy in SAVED_CACHE (at `url`) belongs to an item saved under the current session. */
export async function isSavedByCurrentSession(url: string, ignoreSearch: boolean): Promise<boolean> {
  const tag = await currentSessionTag();
  if (!tag) return false;
  const wanted = new URL(url);
  const same = (stored: string) => {
    const candidate = new URL(stored, self.location.origin);
    return ignoreSearch ? candidate.pathname === wanted.pathname : candidate.href === wanted.href;
  };
  const items = await values<SavedItem>(createStore(OFFLINE_STORES.saved.db, OFFLINE_STORES.saved.store));
  return items.some((item) => item.sessionTag === tag && item.urls.some(same));
}

/** Everything of the signed-in person on this phone (forget-person.ts), and the tag a page reported. */
export async function forgetSignedInData(): Promise<void> {
  await Promise.allSettled([forgetPersonData(), reportSessionTag(null)]);
  // The readable tag goes too where the worker may write cookies; the server clears it as well.
  if ("cookieStore" in self) {
    await Promise.allSettled([
      self.cookieStore.delete(SESSION_TAG_COOKIE),
      self.cookieStore.delete({ name: SECURE_SESSION_TAG_COOKIE, path: "/" }),
    ]);
  }
}

/** A sign-out the server could not hear (offline): kept until finishPendingSignOut succeeds. */
export async function markSignOutPending(): Promise<void> {
  await setSignOutPending(true);
}

/** A sign-out the server heard: nothing is left to finish. */
export async function clearSignOutPending(): Promise<void> {
  if (await isSignOutPending()) await setSignOutPending(false);
}

let finishing: Promise<void> | undefined;

/**
 * Finishes a pending sign-out on the server before anything else of ours reaches the network: one
 * POST /api/auth/logout (the session cookie goes with it), shared by the requests that wait for it.
 * Offline it leaves the sign-out pending, and the request that waited fails as it would have.
 */
export function finishPendingSignOut(): Promise<void> {
  finishing ??= (async () => {
    if (!(await isSignOutPending())) return;
    try {
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      // 204: signed out now. 401/403 would mean there was no session left to end: done either way.
      if (response.ok || response.status === 401) {
        await forgetSignedInData();
        await setSignOutPending(false);
      }
    } catch {
      // Still offline: the next request tries again.
    }
  })().finally(() => {
    finishing = undefined;
  });
  return finishing;
}

// Learn at start whether a sign-out is pending, so the routes' synchronous checks know soon.
void isSignOutPending().catch(() => undefined);
