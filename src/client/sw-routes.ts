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
 * - "never": not cached, ever (auth, staff, admin, payments, tokens in the address, uploads).
 */
export type RequestKind = "public" | "private" | "image" | "asset" | "signin" | "never";

/** Pages the same for every visitor (their header aside, which hydration fixes). */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/courses$/,
  /^\/courses\/[^/]+$/,
  /^\/mentorship$/,
  /^\/blog$/,
  /^\/blog\/[^/]+$/,
  /^\/success-stories$/,
  /^\/donate$/,
];

/** A signed-in person's pages. */
const PRIVATE_PAGES = [/^\/dashboard$/, /^\/lessons\/[^/]+$/, /^\/quiz\/[^/]+$/, /^\/project\/[^/]+$/, /^\/certificates\/[^/]+$/];

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

/** The kind of a request to our own origin (other origins are left to the browser). */
export function requestKind(url: URL, method: string, destination = ""): RequestKind {
  const path = url.pathname;
  if (NEVER.some((pattern) => pattern.test(path))) return "never";
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
 * Whether a write's success should empty the runtime caches: any write to our own origin that the
 * server accepted (2xx). After it, no cached copy can show the change undone, and after a sign-in
 * or sign-out nobody sees the previous person's pages.
 */
export function writeClearsCaches(method: string, status: number): boolean {
  return method !== "GET" && method !== "HEAD" && status >= 200 && status < 300;
}
