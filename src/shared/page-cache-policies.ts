/**
 * Which visitor pages the server's HTML cache may keep, and which query parameters each page
 * reads. Plain data used by the server (src/server/plugins/page-cache-key.ts builds the cache
 * keys from it); the pages themselves are page-routes.ts's, which the client's routes come from.
 *
 * Keep the parameters in step with the pages' useSearch/prefetch reads.
 */
import { PAGE_ROUTES, type PagePath } from "./page-routes.js";
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

/** Each page's policy, by path: a page added to PAGE_ROUTES without one here doesn't compile. */
const POLICIES: Record<Exclude<PagePath, `/admin${string}`>, Omit<PagePolicy, "path">> = {
  "/": {},
  // features/courses/catalog.ts parseCatalogSearch: q, category, price, language (all is the default).
  "/courses": { params: { q: "any", category: "any", price: ["free", "paid"], language: LOCALES } },
  // pages/course-detail.tsx: overview is the default tab.
  "/courses/:id": { params: { tab: ["curriculum", "instructor"] } },
  "/lessons/:id": {},
  // A visitor gets the same sign-in prompt for any id, existing or not: storing would give every id an entry.
  "/quiz/:id": { store: false },
  "/project/:id": { store: false },
  "/mentorship": {},
  // features/blog/blog-logic.ts parseBlogSearch: q, category, language.
  "/blog": { params: { q: "any", category: "any", language: LOCALES } },
  "/blog/:id": {},
  "/success-stories": {},
  // A checkout names a course and an amount chosen by the visitor: never stored.
  "/checkout": { unstoredParams: ["courseId", "amount"] },
  "/donate": {},
  "/dashboard": {},
  // A mentor's own page (issue 26): visitors are sent to sign in, never a page worth keeping.
  "/mentor": { store: false },
  // features/auth/login-form.ts readLoginSearch.
  "/login": { params: { mode: ["register"], error: ["oidc"], returnTo: "any" } },
  "/forgot-password": {},
  // A reset link's token is one person's secret: never stored (nor would a key of it be reused).
  "/reset-password": { store: false },
  "/certificates/:certId": {},
  // Anyone checks a credential (issue 25): the page holds no one's data until they paste it.
  "/verify": {},
  // An unsubscribe link's token is one person's: never stored (the route came with issue 10's notices).
  "/unsubscribe": { store: false },
  // The academy's own pages (issue 23): the same for every visitor, dropped when an admin edits one.
  "/pages/:slug": {},
  // A confirmation link's token is the reader's own: never stored.
  "/newsletter/confirm": { store: false },
  // A proposal's answer link carries one student's token (issue 26): never stored.
  "/sessions/proposal": { store: false },
  // A follow-up link's token is one student's (issue 24): never stored.
  "/outcomes/:id": { store: false },
};

/** Staff pages send visitors to sign in; nothing to keep. */
const STAFF_POLICY: Omit<PagePolicy, "path"> = { store: false };

const isStaffPath = (path: PagePath): path is Extract<PagePath, `/admin${string}`> => path.startsWith("/admin");

/** One policy per page of PAGE_ROUTES, in its order. */
export const PAGE_CACHE_POLICIES: readonly PagePolicy[] = PAGE_ROUTES.map(([path]) => ({
  path,
  ...(isStaffPath(path) ? STAFF_POLICY : POLICIES[path]),
}));
