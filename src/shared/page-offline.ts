/**
 * How the service worker keeps each page of shared/page-routes.ts (src/client/sw-routes.ts reads
 * it), by path: every page has its entry, or this doesn't compile.
 */
import type { PagePath } from "./page-routes.js";

/**
 * How the service worker keeps a page: "public", the same for every visitor (stale-while-
 * revalidate); "private", a signed-in person's (network-first, the cached copy offline); "never"
 * (sign-in forms, one-time tokens in the address, payments, staff pages).
 */
export type PageOffline = "public" | "private" | "never";

export const PAGE_OFFLINE: Record<PagePath, PageOffline> = {
  "/": "public",
  "/courses": "public",
  "/courses/:id": "public",
  "/lessons/:id": "private",
  "/quiz/:id": "private",
  "/project/:id": "private",
  "/mentorship": "public",
  "/blog": "public",
  "/blog/:id": "public",
  "/success-stories": "public",
  "/checkout": "never",
  "/donate": "public",
  "/dashboard": "private",
  "/mentor": "private",
  "/login": "never",
  "/forgot-password": "never",
  "/reset-password": "never",
  "/certificates/:certId": "private",
  "/verify": "public",
  "/unsubscribe": "never",
  "/newsletter/confirm": "never",
  "/sessions/proposal": "never",
  "/outcomes/:id": "never",
  "/pages/:slug": "public",
  "/admin": "never",
  "/admin/courses": "never",
  "/admin/courses/:id": "never",
  "/admin/courses/:id/progress": "never",
  "/admin/reviews": "never",
  "/admin/reviews/:id": "never",
  "/admin/blog": "never",
  "/admin/mentors": "never",
  "/admin/stories": "never",
  "/admin/users": "never",
  "/admin/donations": "never",
  "/admin/bookings": "never",
  "/admin/emails": "never",
  "/admin/certificates": "never",
  "/admin/impact": "never",
  "/admin/newsletter": "never",
  "/admin/pages": "never",
  "/admin/pages/:slug": "never",
};

/** A page path as a pattern of whole addresses: each ":name" segment is any one segment. */
export function pathPattern(path: string): RegExp {
  const segments = path.split("/").map((segment) => (segment.startsWith(":") ? "[^/]+" : segment));
  return new RegExp(`^${segments.join("/") || "/"}$`);
}
