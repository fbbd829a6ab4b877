/**
 * Every page of the site, once: its address and its page module. The client's routes
 * (src/client/app/routes.ts) are made from it; the server's HTML cache policies
 * (page-cache-policies.ts) and the service worker's page kinds (page-offline.ts) are keyed by its
 * paths: a path missing from either, or one they have that this hasn't, doesn't compile. Each is a
 * module of its own, so no bundle carries what it doesn't use (the worker no page modules, the
 * pages no worker kinds).
 */

/**
 * A page: its path, wouter-style (":name" segments), and its page module,
 * src/client/app/pages/<page>.tsx. A pair rather than an object: every page's first load carries
 * the table.
 */
export type PageRoute = readonly [path: string, page: string];

/** Order matters only for matching (the 404 fallback, not listed, comes last). */
export const PAGE_ROUTES = [
  ["/", "home"],
  ["/courses", "courses"],
  ["/courses/:id", "course-detail"],
  ["/lessons/:id", "lesson"],
  ["/quiz/:id", "quiz"],
  ["/project/:id", "project"],
  ["/mentorship", "mentorship"],
  ["/blog", "blog"],
  ["/blog/:id", "blog-post"],
  ["/success-stories", "success-stories"],
  ["/checkout", "checkout"],
  ["/donate", "donate"],
  ["/dashboard", "dashboard"],
  ["/mentor", "admin/mentor"],
  ["/login", "login"],
  ["/forgot-password", "forgot-password"],
  ["/reset-password", "reset-password"],
  ["/certificates/:certId", "certificate"],
  ["/verify", "verify"],
  ["/unsubscribe", "unsubscribe"],
  ["/newsletter/confirm", "newsletter-confirm"],
  ["/sessions/proposal", "proposal"],
  ["/outcomes/:id", "outcomes"],
  ["/pages/:slug", "site-page"],
  ["/admin", "admin/index"],
  ["/admin/courses", "admin/courses"],
  ["/admin/courses/:id", "admin/course-editor"],
  ["/admin/courses/:id/progress", "admin/course-progress"],
  ["/admin/reviews", "admin/reviews"],
  ["/admin/reviews/:id", "admin/review"],
  ["/admin/blog", "admin/blog"],
  ["/admin/mentors", "admin/mentors"],
  ["/admin/stories", "admin/stories"],
  ["/admin/users", "admin/users"],
  ["/admin/donations", "admin/donations"],
  ["/admin/bookings", "admin/bookings"],
  ["/admin/emails", "admin/emails"],
  ["/admin/certificates", "admin/certificates"],
  ["/admin/impact", "admin/impact"],
  ["/admin/newsletter", "admin/newsletter"],
  ["/admin/pages", "admin/pages"],
  ["/admin/pages/:slug", "admin/page-editor"],
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof PAGE_ROUTES)[number][0];
