/**
 * Which visitor pages the server's HTML cache may keep, and which query parameters each page
 * reads. Plain data shared by the server (src/server/plugins/page-cache-key.ts builds the cache
 * keys from it) and the client's routes (a unit test, src/client/app/page-cache-policies.test.ts,
 * fails when a client route has no policy here).
 *
 * Keep in step with src/client/app/routes.ts and the pages' useSearch/prefetch reads.
 */
import { LOCALES } from "./rules/locale.js";

/** The values of a parameter that change the page (any other is the page's default), or "any" for free text. */
export type ParamRule = readonly string[] | "any";

export interface PagePolicy {
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
  // features/courses/catalog.ts parseCatalogSearch: q, category, price, language (all is the default).
  { path: "/courses", params: { q: "any", category: "any", price: ["free", "paid"], language: LOCALES } },
  // pages/course-detail.tsx: overview is the default tab.
  { path: "/courses/:id", params: { tab: ["curriculum", "instructor"] } },
  { path: "/lessons/:id" },
  // A visitor gets the same sign-in prompt for any id, existing or not: storing would give every id an entry.
  { path: "/quiz/:id", store: false },
  { path: "/project/:id", store: false },
  { path: "/mentorship" },
  // features/blog/blog-logic.ts parseBlogSearch: category, language.
  { path: "/blog", params: { category: "any", language: LOCALES } },
  { path: "/blog/:id" },
  { path: "/success-stories" },
  // A checkout names a course and an amount chosen by the visitor: never stored.
  { path: "/checkout", unstoredParams: ["courseId", "amount"] },
  { path: "/donate" },
  { path: "/dashboard" },
  // features/auth/login-form.ts readLoginSearch.
  { path: "/login", params: { mode: ["register"], error: ["oidc"], returnTo: "any" } },
  { path: "/forgot-password" },
  // A reset link's token is one person's secret: never stored (nor would a key of it be reused).
  { path: "/reset-password", store: false },
  { path: "/certificates/:certId" },
  // An unsubscribe link's token is one person's: never stored (the route came with issue 10's notices).
  { path: "/unsubscribe", store: false },
  // A confirmation link's token is the reader's own: never stored.
  { path: "/newsletter/confirm", store: false },
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
    "/admin/emails",
    "/admin/newsletter",
  ].map((path) => ({ path, store: false })),
];
