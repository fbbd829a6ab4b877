/**
 * Every page of the site, once: its address, its page module and how the service worker keeps it.
 * The client's routes (src/client/app/routes.ts), the server's HTML cache policies
 * (page-cache-policies.ts, which must give each of these paths a policy, or it doesn't compile) and
 * the service worker's page kinds (src/client/sw-routes.ts) are all derived from it. Kept to plain
 * strings: the worker's bundle carries it.
 */

/**
 * How the service worker keeps a page: "public", the same for every visitor (stale-while-
 * revalidate); "private", a signed-in person's (network-first, the cached copy offline); "never"
 * (sign-in forms, one-time tokens in the address, payments, staff pages).
 */
export type PageOffline = "public" | "private" | "never";

export interface PageRoute {
  /** wouter-style: ":name" segments. */
  path: string;
  /** The page module: src/client/app/pages/<page>.tsx. */
  page: string;
  offline: PageOffline;
}

/** Order matters only for matching (the 404 fallback, not listed, comes last). */
export const PAGE_ROUTES = [
  { path: "/", page: "home", offline: "public" },
  { path: "/courses", page: "courses", offline: "public" },
  { path: "/courses/:id", page: "course-detail", offline: "public" },
  { path: "/lessons/:id", page: "lesson", offline: "private" },
  { path: "/quiz/:id", page: "quiz", offline: "private" },
  { path: "/project/:id", page: "project", offline: "private" },
  { path: "/mentorship", page: "mentorship", offline: "public" },
  { path: "/blog", page: "blog", offline: "public" },
  { path: "/blog/:id", page: "blog-post", offline: "public" },
  { path: "/success-stories", page: "success-stories", offline: "public" },
  { path: "/checkout", page: "checkout", offline: "never" },
  { path: "/donate", page: "donate", offline: "public" },
  { path: "/dashboard", page: "dashboard", offline: "private" },
  { path: "/login", page: "login", offline: "never" },
  { path: "/forgot-password", page: "forgot-password", offline: "never" },
  { path: "/reset-password", page: "reset-password", offline: "never" },
  { path: "/certificates/:certId", page: "certificate", offline: "private" },
  { path: "/unsubscribe", page: "unsubscribe", offline: "never" },
  { path: "/newsletter/confirm", page: "newsletter-confirm", offline: "never" },
  { path: "/admin", page: "admin/index", offline: "never" },
  { path: "/admin/courses", page: "admin/courses", offline: "never" },
  { path: "/admin/courses/:id", page: "admin/course-editor", offline: "never" },
  { path: "/admin/reviews", page: "admin/reviews", offline: "never" },
  { path: "/admin/reviews/:id", page: "admin/review", offline: "never" },
  { path: "/admin/blog", page: "admin/blog", offline: "never" },
  { path: "/admin/mentors", page: "admin/mentors", offline: "never" },
  { path: "/admin/stories", page: "admin/stories", offline: "never" },
  { path: "/admin/users", page: "admin/users", offline: "never" },
  { path: "/admin/donations", page: "admin/donations", offline: "never" },
  { path: "/admin/bookings", page: "admin/bookings", offline: "never" },
  { path: "/admin/emails", page: "admin/emails", offline: "never" },
  { path: "/admin/newsletter", page: "admin/newsletter", offline: "never" },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof PAGE_ROUTES)[number]["path"];

/** A page path as a pattern of whole addresses: each ":name" segment is any one segment. */
export function pathPattern(path: string): RegExp {
  const segments = path.split("/").map((segment) => (segment.startsWith(":") ? "[^/]+" : segment));
  return new RegExp(`^${segments.join("/") || "/"}$`);
}
