import { z } from "zod";
import { SITE_PAGE_BODY_MAX, SITE_PAGE_SLUGS, SITE_PAGE_TITLE_MAX } from "../rules/site-pages.js";
import { requiredText, timestamp } from "./common.js";

/** The academy's own pages (issue 23): About Us, the Privacy Policy… (rules/site-pages.ts). */

export const sitePageSlug = z.enum(SITE_PAGE_SLUGS);
export const sitePageParams = z.object({ slug: z.string().max(100) });

/** One language's version of a page: its title and Markdown text. */
export const sitePageVersion = z.object({ title: z.string(), body: z.string() });

/** A page in both languages; the page shows the one it is read in. */
export const sitePage = z.object({
  slug: sitePageSlug,
  en: sitePageVersion,
  es: sitePageVersion,
  updatedAt: timestamp,
});
export type SitePage = z.infer<typeof sitePage>;

/** Staff: the list at /admin/pages. */
export const sitePageSummary = z.object({
  slug: sitePageSlug,
  titleEn: z.string(),
  titleEs: z.string(),
  updatedAt: timestamp,
});
export type SitePageSummary = z.infer<typeof sitePageSummary>;

/** Line ends as \n, and no control characters but the tab and the line end. */
const cleanMarkdown = (value: string) =>
  value
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");

const body = (label: string) => requiredText(SITE_PAGE_BODY_MAX, label).transform(cleanMarkdown);

/** Staff: a page's new text, both languages at once (every field required). */
export const sitePageBody = z
  .object({
    titleEn: requiredText(SITE_PAGE_TITLE_MAX, "English title"),
    bodyEn: body("English text"),
    titleEs: requiredText(SITE_PAGE_TITLE_MAX, "Spanish title"),
    bodyEs: body("Spanish text"),
  })
  .strict();
export type SitePageBody = z.input<typeof sitePageBody>;
