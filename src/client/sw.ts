/// <reference lib="webworker" />
/**
 * The service worker, built by vite.pwa.ts into /sw.js (the precache list is injected at build).
 * docs/decisions/0008-service-worker.md explains what is cached, how, and why.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { RangeRequestsPlugin } from "workbox-range-requests";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import { closestVariant, readVariantPath } from "../shared/rules/images";
import { RUNTIME_CACHES, SAVED_CACHE, SW_MESSAGES } from "./features/offline/names";
import {
  cacheForPublicAnswer,
  cachesClearedByWrite,
  isSignOut,
  isSignedInAnswer,
  isUploadedImage,
  requestKind,
  type RuntimeCacheName,
} from "./sw-routes";
import { isSavedMediaRead } from "./sw-media";
import { openNotification, showPush } from "./sw-push";
import {
  clearSignOutPending,
  finishPendingSignOut,
  forgetKnownSignOutState,
  forgetSignedInData,
  isCurrentSessionCopy,
  isSavedByCurrentSession,
  mayHaveSignOutPending,
  markSignOutPending,
  reportSessionTag,
  taggedCopy,
  visitorCopy,
} from "./sw-session";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The page shown for a navigation that fails with nothing cached (built by vite.pwa.ts). */
export const OFFLINE_PAGE = "/offline.html";
/** What an image not cached shows offline: an empty tile (the page's alt text still names it). */
const OFFLINE_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e7e0d6"/></svg>';
/** A signed-in read waits this long for the network before the cached copy answers. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** Only complete answers are kept: never an error, a redirect or another site's opaque answer. */
const onlyComplete: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === "basic" ? response : null),
};

/**
 * The public cache keeps nothing the server marked for one person or for nobody: such an answer goes
 * to the private cache instead (cacheForPublicAnswer), which the catch handler still finds offline:
 * a visitor's page ("private, no-cache") marked as one, a signed-in answer (no-store) with the
 * session's tag, and not at all when nobody is signed in.
 */
const onlyShareable: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const target = cacheForPublicAnswer(response.headers.get("cache-control"));
    if (target === "public") return response;
    if (target === "private") {
      const copy = await keptCopy(response);
      if (copy) await (await caches.open(RUNTIME_CACHES.private)).put(request, copy);
    }
    return null;
  },
};

/**
 * The copy the private cache keeps: a signed-in answer (no-store: one person's) with the session's
 * tag, and none when nobody is signed in; anything else (a visitor's page, a free lesson's read)
 * marked as a visitor's, which anyone may see.
 */
async function keptCopy(response: Response): Promise<Response | null> {
  return isSignedInAnswer(response.headers.get("cache-control")) ? taggedCopy(response) : visitorCopy(response);
}

/**
 * The private cache is keyed to the session (sw-session.ts): a copy is kept with the session tag
 * it was made under, and shown only while that is the phone's session tag. Nobody signed in, or
 * someone else, and the copy is as good as absent.
 */
const sessionKeyed: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => keptCopy(response),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (await isCurrentSessionCopy(cachedResponse)) ? cachedResponse : null,
};

/** A sign-out made offline is finished on the server before any request of ours reaches the network. */
const signOutFirst: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    await finishPendingSignOut();
    return request;
  },
};

async function clearRuntimeCaches(which: readonly RuntimeCacheName[] = ["public", "private"]) {
  await Promise.all(which.map((name) => caches.delete(RUNTIME_CACHES[name])));
}

// The app shell and static files: a new deploy's worker installs its own list, and its
// activation drops the files the new list no longer has.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const kindOf = (url: URL, request: Request) => requestKind(url, request.method, request.destination, request.headers);

/** A saved copy answers only for the session it was saved in (sw-session.ts); otherwise the network does. */
const savedByCurrentSession: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse && (await isSavedByCurrentSession(request.url, false)) ? cachedResponse : null,
};

/** The saved cache is written by "Save for offline" alone: a video read from the network is never kept. */
const neverKept: WorkboxPlugin = { cacheWillUpdate: async () => null };

// A saved lesson's video (issue 22): its rendition, captions and poster come from the saved copy,
// online too (no data spent twice), and a Range request (the <video> element's, to play and seek)
// is answered with the part asked for (206). Anything not saved goes to the network.
registerRoute(
  ({ url, request }) => sameOrigin(url) && isSavedMediaRead(url, request.method, request.headers),
  new CacheFirst({
    cacheName: SAVED_CACHE,
    matchOptions: { ignoreVary: true },
    // In this order: the session's check first, then the range is cut from the copy it allowed.
    plugins: [signOutFirst, savedByCurrentSession, new RangeRequestsPlugin(), neverKept],
  }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && kindOf(url, request) === "public",
  new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.public, plugins: [signOutFirst, onlyComplete, onlyShareable] }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && kindOf(url, request) === "private",
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.private,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [signOutFirst, onlyComplete, sessionKeyed],
  }),
);

// Images: from the cache first, at most 120 of them, none older than 30 days (offline, a saved
// lesson's images come from SAVED_CACHE through the catch handler below).
registerRoute(
  ({ url, request }) => sameOrigin(url) && kindOf(url, request) === "image",
  new CacheFirst({
    cacheName: RUNTIME_CACHES.images,
    plugins: [
      signOutFirst,
      onlyComplete,
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// A hashed file the precache doesn't hold (an older page's chunk after an update, or a file a
// saved page refers to): whichever cache has it, then the network.
registerRoute(
  ({ url, request }) => sameOrigin(url) && kindOf(url, request) === "asset",
  async ({ request }) => (await caches.match(request)) ?? (await finishPendingSignOut(), fetch(request)),
);

/**
 * A sign-out the network didn't carry (offline): the person's data is gone from the phone already;
 * the server hears it when the connection returns (finishPendingSignOut), and the page says so
 * (the offline page, at the sign-out's address, tells the person the phone must be online to sign out).
 */
async function signOutOffline(request: Request): Promise<Response> {
  await markSignOutPending();
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
}

/**
 * Sends a sign-in or sign-out request: a sign-out forgets the signed-in person's data on the phone
 * first (whatever the network does next); a sign-in empties the runtime caches. Any pending
 * sign-out is finished first, so a new sign-in never follows an old session.
 */
async function sendSignInOrOut(request: Request, path: string): Promise<Response> {
  const signingOut = isSignOut(path);
  if (signingOut) await forgetSignedInData();
  else await Promise.all([finishPendingSignOut(), clearRuntimeCaches()]);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (signingOut) return signOutOffline(request);
    throw error;
  }
  if (signingOut) await clearSignOutPending();
  return response;
}

// Sign-in and sign-out navigations: the next person on a shared phone sees none of the previous one's pages.
registerRoute(
  ({ url, request }) => sameOrigin(url) && kindOf(url, request) === "signin",
  async ({ request, url }) => sendSignInOrOut(request, url.pathname),
);

// Other navigations (sign-in page, staff pages, links with tokens) are never cached, but a
// failed one still gets the offline page instead of the browser's error.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.mode === "navigate" && kindOf(url, request) === "never",
  new NetworkOnly({ plugins: [signOutFirst] }),
);

// Uploaded pictures go to the network, and offline to what a save kept (the catch handler).
registerRoute(
  ({ url, request }) => sameOrigin(url) && isUploadedImage(url, request.method, request.destination, request.headers),
  new NetworkOnly({ plugins: [signOutFirst] }),
);

// Writes are never cached; one the server accepted empties the private cache, and a staff or
// sign-in/sign-out write the public one too (cachesClearedByWrite), so nobody sees their change
// undone by an older copy.
for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && !url.pathname.startsWith("/sw.js"),
    async ({ request, url }) => {
      if (isSignOut(url.pathname)) return sendSignInOrOut(request, url.pathname);
      await finishPendingSignOut();
      const response = await fetch(request);
      const cleared = cachesClearedByWrite(request.method, response.status, url.pathname);
      if (cleared.length) await clearRuntimeCaches(cleared);
      return response;
    },
    method,
  );
}

// Any other read of ours (the API's session and staff reads, files no route names) while a
// sign-out may still be pending: it waits until the server has heard the sign-out.
registerRoute(
  ({ url }) => sameOrigin(url) && mayHaveSignOutPending(),
  async ({ request }) => {
    await finishPendingSignOut();
    return fetch(request);
  },
);

/**
 * Offline, a variant of an image that isn't kept ("/images/bench-768.avif") is answered with one
 * of the same image that is: saving keeps one picture of each image (the one the phone showed),
 * and the browser may ask for another after a rotation or on a page whose layout differs.
 */
async function keptVariantOf(url: string): Promise<Response | undefined> {
  const wanted = readVariantPath(new URL(url).pathname);
  if (!wanted) return undefined;
  const kept: { width: number; cache: Cache; request: Request }[] = [];
  for (const name of [SAVED_CACHE, RUNTIME_CACHES.images]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const variant = readVariantPath(new URL(request.url).pathname);
      if (variant?.image === wanted.image) kept.push({ width: variant.width, cache, request });
    }
  }
  const best = closestVariant(kept, wanted.width);
  return best ? best.cache.match(best.request, { ignoreVary: true }) : undefined;
}

/**
 * What the person signed in now saved for offline (sw-session.ts: a saved copy opens only under the
 * session it was saved in). A saved page is kept under its path: a link to it with a query
 * (?tab=curriculum) finds it too.
 */
async function savedCopy(request: Request): Promise<Response | undefined> {
  const savedCache = await caches.open(SAVED_CACHE);
  const exact = await savedCache.match(request, { ignoreVary: true });
  if (exact) return (await isSavedByCurrentSession(request.url, false)) ? exact : undefined;
  if (request.mode !== "navigate") return undefined;
  const page = await savedCache.match(request, { ignoreVary: true, ignoreSearch: true });
  return page && (await isSavedByCurrentSession(request.url, true)) ? page : undefined;
}

/** Any other cache's copy; one in the private cache only for the session it was made under. */
async function otherCachesCopy(request: Request): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (name === SAVED_CACHE) continue;
    const copy = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (!copy) continue;
    if (name === RUNTIME_CACHES.private && !(await isCurrentSessionCopy(copy))) continue;
    return copy;
  }
  return undefined;
}

// A read or navigation that failed with nothing in its own cache: any other cache (the saved
// lessons' SAVED_CACHE among them), then, for a page, the offline page.
setCatchHandler(async ({ request }) => {
  if (request.method !== "GET") return Response.error();
  const cached = (await savedCopy(request)) ?? (await otherCachesCopy(request));
  if (cached) return cached;
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  // Another width or format of the same image, kept by a save (one picture each) or seen online.
  const kept = await keptVariantOf(request.url);
  if (kept) return kept;
  // An image never seen online: a plain tile of the page's paper colour, not a broken image.
  if (request.destination === "image") {
    return new Response(OFFLINE_IMAGE, { headers: { "content-type": "image/svg+xml", "cache-control": "no-store" } });
  }
  return Response.error();
});

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  const type = typeof data === "string" ? data : (data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  } else if (type === SW_MESSAGES.clearRuntime) {
    event.waitUntil(clearRuntimeCaches().then(() => event.ports[0]?.postMessage({ cleared: true })));
  } else if (type === SW_MESSAGES.sessionTag) {
    event.waitUntil(reportSessionTag((data as { tag?: unknown }).tag));
  } else if (type === SW_MESSAGES.signOutPending) {
    forgetKnownSignOutState();
  }
});

self.addEventListener("activate", (event) => {
  // Pages cached under the previous worker refer to its build's files, which its precache held and
  // this one dropped: they go, and are fetched again from the new build.
  event.waitUntil(clearRuntimeCaches());
});

// Web Push (issue 26): a session's reminder shows as a notification; a tap opens its page.
self.addEventListener("push", (event) => event.waitUntil(showPush(self, event.data)));
self.addEventListener("notificationclick", (event) => event.waitUntil(openNotification(self, event.notification)));
