/**
 * Which visitor pages the HTML cache may keep, and under which key. A key holds only what the
 * page's render reads (its path and the query parameters its page module reads), so tracking
 * parameters (?utm_source=...) and junk can't grow the cache one entry per address.
 *
 * Keep in step with src/client/app/routes.ts and the pages' useSearch/prefetch reads; a unit
 * test (tests/api/html-cache.test.ts) fails when a client route has no policy here.
 */

/** The values of a parameter that change the page (any other is the page's default), or "any" for free text. */
type ParamRule = readonly string[] | "any";

interface PagePolicy {
  /** The client route, wouter-style (":name" segments). */
  path: string;
  /** Query parameters the page reads. */
  params?: Record<string, ParamRule>;
  /** With any of these the page is rendered but never stored. */
  unstoredParams?: readonly string[];
  /** false: rendered fresh for every visitor (the same prompt for any id; staff pages). */
  store?: boolean;
}

export const PAGE_CACHE_POLICIES: readonly PagePolicy[] = [
  { path: "/" },
  // features/courses/catalog.ts parseCatalogSearch: q, category, price (all is the default).
  { path: "/courses", params: { q: "any", category: "any", price: ["free", "paid"] } },
  // pages/course-detail.tsx: overview is the default tab.
  { path: "/courses/:id", params: { tab: ["curriculum", "instructor"] } },
  { path: "/lessons/:id" },
  // A visitor gets the same sign-in prompt for any id, existing or not: storing would give every id an entry.
  { path: "/quiz/:id", store: false },
  { path: "/project/:id", store: false },
  { path: "/mentorship" },
  { path: "/blog", params: { category: "any" } },
  { path: "/blog/:id" },
  { path: "/success-stories" },
  // A checkout names a course and an amount chosen by the visitor: never stored.
  { path: "/checkout", unstoredParams: ["courseId", "amount"] },
  { path: "/donate" },
  { path: "/dashboard" },
  // features/auth/login-form.ts readLoginSearch.
  { path: "/login", params: { mode: ["register"], error: ["oidc"], returnTo: "any" } },
  { path: "/certificates/:certId" },
  // Staff pages send visitors to sign in; nothing to keep.
  ...[
    "/admin",
    "/admin/courses",
    "/admin/courses/:id",
    "/admin/reviews",
    "/admin/reviews/:id",
    "/admin/blog",
    "/admin/mentors",
    "/admin/stories",
    "/admin/users",
    "/admin/donations",
    "/admin/bookings",
  ].map((path) => ({ path, store: false })),
];

/** What a visitor's page request renders, and the cache key it may be kept under (null: don't store). */
export interface PageCacheTarget {
  /** The address to render: with a key, the normalised address the key names. */
  url: string;
  key: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Ids, certificate ids and slugs: anything else (encoded characters, dots) is not an address the site links to.
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The cache key of a visitor's page request. Only the canonical spelling of a path is stored
 * (no trailing or doubled slash, ids as the site writes them: lower-case UUIDs), so case and
 * slash variants of one page can't each take an entry; they are rendered but not kept. Kept
 * parameters are sorted, repeated ones reduced to the first (what URLSearchParams.get reads),
 * and values that the page treats as its default are dropped.
 */
export function pageCacheKey(requestUrl: string): PageCacheTarget {
  const notStored = { url: requestUrl, key: null };
  const queryAt = requestUrl.indexOf("?");
  const pathname = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  const policy = PAGE_CACHE_POLICIES.find((candidate) => matches(candidate.path, pathname));
  if (!policy || policy.store === false) return notStored;

  const search = new URLSearchParams(queryAt === -1 ? "" : requestUrl.slice(queryAt + 1));
  if (policy.unstoredParams?.some((name) => search.has(name))) return notStored;
  const kept = new URLSearchParams();
  for (const [name, rule] of Object.entries(policy.params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const value = search.get(name);
    if (!value) continue;
    if (rule !== "any" && !rule.includes(value)) continue;
    kept.set(name, value);
  }
  const query = kept.toString();
  const url = query ? `${pathname}?${query}` : pathname;
  return { url, key: `html:${url}` };
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern === "/") return pathname === "/";
  const expected = pattern.split("/");
  const actual = pathname.split("/");
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => {
    const part = actual[index]!;
    if (!segment.startsWith(":")) return segment === part;
    return PLAIN_SEGMENT.test(part) && (!UUID.test(part) || part === part.toLowerCase());
  });
}
