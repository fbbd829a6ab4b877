import type { Executor } from "../../../db/types.js";
import type { SitePageBody } from "../../../shared/contracts/site-pages.js";
import { isSitePageSlug, SITE_PAGE_SLUGS, type SitePageSlug } from "../../../shared/rules/site-pages.js";
import type { CacheInvalidator } from "../../cache.js";
import { notFound } from "../../errors.js";
import * as queries from "./pages.queries.js";

type Row = NonNullable<Awaited<ReturnType<typeof queries.findPage>>>;

const toPage = (row: Row) => ({
  slug: row.slug as SitePageSlug,
  en: { title: row.titleEn, body: row.bodyEn },
  es: { title: row.titleEs, body: row.bodyEs },
  updatedAt: row.updatedAt,
});

/** A page in both languages; only the fixed slugs exist. */
export async function getPage(db: Executor, slug: string) {
  const row = isSitePageSlug(slug) ? await queries.findPage(db, slug) : undefined;
  if (!row) throw notFound("Page");
  return toPage(row);
}

/** Every page, in the footer's order (SITE_PAGE_SLUGS). */
export async function listPages(db: Executor) {
  const rows = await queries.listPages(db);
  const order = (slug: string) => SITE_PAGE_SLUGS.indexOf(slug as SitePageSlug);
  return rows
    .filter((row) => isSitePageSlug(row.slug))
    .sort((a, b) => order(a.slug) - order(b.slug))
    .map((row) => ({ ...row, slug: row.slug as SitePageSlug }));
}

/**
 * Admins replace a page's texts (both languages). The Markdown is stored as written (line ends
 * and control characters cleaned by the contract): the page renders it with the safe renderer
 * lessons use, which never injects HTML and keeps only http(s) and relative links.
 */
export async function updatePage(db: Executor, cache: CacheInvalidator, slug: string, body: SitePageBody) {
  const row = isSitePageSlug(slug)
    ? await queries.updatePage(db, slug, {
        titleEn: body.titleEn,
        bodyEn: body.bodyEn,
        titleEs: body.titleEs,
        bodyEs: body.bodyEs,
      })
    : undefined;
  if (!row) throw notFound("Page");
  await cache.invalidate("pages");
  return toPage(row);
}
