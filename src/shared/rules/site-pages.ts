/**
 * The academy's own pages (issue 23): the footer's Support, Organization and legal links, each a
 * Markdown page in English and Spanish that admins edit at /admin/pages (db: site_pages, seeded by
 * migration 0012). The set is fixed: a page is edited, never added or removed, so the footer's
 * links always work. Public at /pages/{slug}.
 */
export const SITE_PAGE_SLUGS = [
  "about-us",
  "our-mission",
  "board-of-directors",
  "annual-reports",
  "careers",
  "get-help",
  "faqs",
  "contact-us",
  "technical-support",
  "accessibility",
  "privacy-policy",
  "terms-of-service",
  "cookie-policy",
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const isSitePageSlug = (value: string): value is SitePageSlug =>
  (SITE_PAGE_SLUGS as readonly string[]).includes(value);

/** The public address of a page. */
export const sitePagePath = (slug: SitePageSlug) => `/pages/${slug}`;

/** Limits of a page's fields (the columns are as wide). */
export const SITE_PAGE_TITLE_MAX = 120;
export const SITE_PAGE_BODY_MAX = 50_000;
