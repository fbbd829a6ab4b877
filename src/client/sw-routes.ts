/**
 * How the service worker (sw.ts) treats each request to our own origin. Kept apart from the worker
 * so the rules are tested on their own (sw-routes.test.ts); docs/decisions/0008-service-worker.md
 * explains them.
 *
 * - "public": pages and API reads that are the same for everyone: stale-while-revalidate.
 * - "private": a signed-in person's pages and reads: network-first, the cached copy when offline.
 * - "image": our images: cache-first with a limit.
 * - "asset": hashed build files not in the precache (an older page's chunks): any cache, then the network.
 * - "signin": sign-in and sign-out navigations: never cached, and they empty the runtime caches.
 * - "never": not cached, ever (auth, staff, admin, payments, tokens in the address, uploads), and
 *   every request "Save for offline" makes (SAVE_REQUEST_HEADER): those go straight to the network.
 */
import { PAGE_OFFLINE, pathPattern, type PageOffline } from "../shared/page-offline";
import { SAVE_REQUEST_HEADER } from "./features/offline/names";

/** The addresses of the pages the worker keeps as `kind`. */
function pagePatterns(kind: Exclude<PageOffline, "never">): RegExp[] {
  return Object.entries(PAGE_OFFLINE)
    .filter(([, offline]) => offline === kind)
    .map(([path]) => pathPattern(path));
}

export type RequestKind = "public" | "private" | "image" | "asset" | "signin" | "never";

/** Pages the same for every visitor (their header aside, which hydration fixes): shared/page-routes.ts. */
const PUBLIC_PAGES = pagePatterns("public");

/** A signed-in person's pages. */
const PRIVATE_PAGES = pagePatterns("private");

/** Public API reads: the server answers them from its public cache, the same for everyone. */
const PUBLIC_API = [
  /^\/api\/courses$/,
  /^\/api\/courses\/featured$/,
  /^\/api\/courses\/[^/]+$/,
  /^\/api\/courses\/[^/]+\/modules$/,
  /^\/api\/modules\/[^/]+\/(?:lessons|quizzes|projects)$/,
  /^\/api\/quizzes\/[^/]+$/,
  /^\/api\/projects\/[^/]+$/,
  /^\/api\/blog$/,
  /^\/api\/blog\/[^/]+$/,
  /^\/api\/mentors$/,
  /^\/api\/mentors\/available$/,
  /^\/api\/success-stories$/,
];

/** Reads that depend on who asks (a lesson's body is for enrolled students). */
const PRIVATE_API = [
  /^\/api\/user\/(?:enrollments|certificates|mentor-bookings|email-preferences)$/,
  /^\/api\/lessons\/[^/]+$/,
  /^\/api\/courses\/[^/]+\/progress$/,
  /^\/api\/quizzes\/[^/]+\/attempts$/,
  /^\/api\/projects\/[^/]+\/submissions$/,
  /^\/api\/certificates\/[^/]+$/,
];

/** Navigations that sign someone in or out (the API's compatibility routes and OpenID Connect). */
const SIGN_IN_OUT = [/^\/api\/login(?:\/oidc)?$/, /^\/api\/logout$/, /^\/api\/callback$/];

/** Never cached: sessions, staff and admin, payments, one-time tokens in the address, private uploads. */
const NEVER = [
  /^\/api\/auth(?:\/|$)/,
  /^\/api\/(?:staff|admin)(?:\/|$)/,
  /^\/admin(?:\/|$)/,
  /^\/uploads\//,
  /^\/api\/uploads\//,
  /^\/sw\.js$/,
];

const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;

/**
 * The kind of a request to our own origin (other origins are left to the browser). `headers` are
 * the request's: a save for offline's fetch must read the network, not a runtime cache's copy.
 */
export function requestKind(url: URL, method: string, destination = "", headers?: Headers): RequestKind {
  const path = url.pathname;
  if (NEVER.some((pattern) => pattern.test(path))) return "never";
  if (headers?.get(SAVE_REQUEST_HEADER) === "1") return "never";
  if (method !== "GET") return "never";
  if (SIGN_IN_OUT.some((pattern) => pattern.test(path))) return "signin";
  if (path.startsWith("/assets/")) return "asset";
  if (destination === "image" || (path.startsWith("/images/") && IMAGE_FILE.test(path))) {
    return path.startsWith("/api/") ? "never" : "image";
  }
  // An address with a query holds what a page reads from it (a search, a token): only the ones
  // our pages make themselves are cached, and none of them carries a secret.
  if (PUBLIC_PAGES.some((pattern) => pattern.test(path)) || PUBLIC_API.some((pattern) => pattern.test(path))) {
    return "public";
  }
  if (PRIVATE_PAGES.some((pattern) => pattern.test(path)) || PRIVATE_API.some((pattern) => pattern.test(path))) {
    return "private";
  }
  return "never";
}

/**
 * An uploaded picture shown on a page (a course's cover): never kept in the runtime caches
 * (uploads may be a student's own), but offline a saved course's copy answers it (the catch
 * handler reads SAVED_CACHE, which is the signed-in person's and emptied at sign-out).
 */
export function isUploadedImage(url: URL, method: string, destination = "", headers?: Headers): boolean {
  return (
    method === "GET" &&
    destination === "image" &&
    url.pathname.startsWith("/api/uploads/") &&
    headers?.get(SAVE_REQUEST_HEADER) !== "1"
  );
}

/**
 * Writes after which the public cache empties too: staff writes (/api/staff: courses; /api/admin:
 * blog, mentors, success stories ... the pages everyone reads) and sign-in, sign-out and sign-up
 * (/api/auth and the compatibility routes: the next person on a shared phone).
 */
const WRITES_CHANGING_PUBLIC = [
  /^\/api\/(?:staff|admin|auth)(?:\/|$)/,
  /^\/api\/(?:login(?:\/oidc)?|logout|callback)$/,
];

export type RuntimeCacheName = "public" | "private";

/** Sign-out: the navigation (/api/logout) and the API's write (/api/auth/logout). */
const SIGN_OUT = /^\/api\/(?:auth\/)?logout$/;

/**
 * Whether a request signs the person out, after which the worker forgets what they saved for
 * offline (the list and the copies): the next person on a shared phone sees none of it.
 */
export function isSignOut(path: string): boolean {
  return SIGN_OUT.test(path);
}

/**
 * The runtime caches a write empties once the server accepted it (2xx), so no cached copy shows the
 * change undone: any accepted write empties the private one (a student's own pages and reads); only
 * the writes above empty the public one too (a student's write changes no page everyone reads). A refused or failed write, or a read,
 * empties nothing.
 */
export function cachesClearedByWrite(method: string, status: number, path: string): RuntimeCacheName[] {
  if (method === "GET" || method === "HEAD" || status < 200 || status >= 300) return [];
  return WRITES_CHANGING_PUBLIC.some((pattern) => pattern.test(path)) ? ["public", "private"] : ["private"];
}

const directivesOf = (cacheControl: string | null): string[] =>
  (cacheControl ?? "").split(",").map((directive) => directive.split("=")[0]!.trim().toLowerCase());

/**
 * Whether the public runtime cache may keep an answer: never one the server marked for one person
 * (Cache-Control private) or for nobody (no-store), whatever the address.
 */
export function mayCachePublicly(cacheControl: string | null): boolean {
  return !directivesOf(cacheControl).some((name) => name === "private" || name === "no-store");
}

/**
 * Where the worker keeps an answer to a public address: the public cache when it may
 * (mayCachePublicly); otherwise the private cache, which is keyed to the session (sw-session.ts)
 * and emptied by sign-in, sign-out and every accepted write. A visitor's page is "private, no-cache"
 * (the server's HTML for visitors); a signed-in page or read is "no-store" and kept only with the
 * session it was made for (isSignedInAnswer).
 */
export function cacheForPublicAnswer(cacheControl: string | null): RuntimeCacheName {
  return mayCachePublicly(cacheControl) ? "public" : "private";
}

/** An answer the server marked no-store: one person's (a signed-in page or read), never a visitor's. */
export function isSignedInAnswer(cacheControl: string | null): boolean {
  return directivesOf(cacheControl).includes("no-store");
}
