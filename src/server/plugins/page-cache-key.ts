/**
 * Which visitor pages the HTML cache may keep, and under which key. A key holds only what the
 * page's render reads (its path and the query parameters its page module reads), so tracking
 * parameters (?utm_source=...) and junk can't grow the cache one entry per address.
 *
 * The policies themselves (which pages, which parameters) are in src/shared/page-cache-policies.ts.
 */
import type { IncomingHttpHeaders } from "node:http";
import { PAGE_CACHE_POLICIES } from "../../shared/page-cache-policies.js";
import { wantsDataSaver } from "../../shared/rules/data-saver.js";
import { DEFAULT_LOCALE, requestLocale, type Locale } from "../../shared/rules/locale.js";

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
 * and values that the page treats as its default are dropped. A "Data saver" request's page
 * (src/shared/rules/data-saver.ts) and a Spanish page (src/shared/rules/locale.ts) have their own keys.
 */
export function pageCacheKey(requestUrl: string, dataSaver = false, locale: Locale = DEFAULT_LOCALE): PageCacheTarget {
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
  return { url, key: `html:${pageVariant(locale, dataSaver)}${url}` };
}

/**
 * The one definition of what else than the address picks a visitor's page: its language and
 * "Data saver" (smaller images). The HTML cache's keys and the fast path's recorded answers
 * (app.ts) are both kept by it. Empty for the default page.
 */
export function pageVariant(locale: Locale, dataSaver: boolean): string {
  return `${locale === DEFAULT_LOCALE ? "" : `${locale}:`}${dataSaver ? "data-saver:" : ""}`;
}

/**
 * A visitor's page variant from the request's headers alone (the fast path sees no parsed
 * request): the language cookie, else Accept-Language, and "Data saver" from its cookie or
 * Save-Data. An explicit ?lang= is part of the address already.
 */
export const pageVariantOfHeaders = (headers: IncomingHttpHeaders): string =>
  pageVariant(
    requestLocale(headers.cookie, headers["accept-language"]),
    wantsDataSaver(headers.cookie, headers["save-data"]),
  );

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
