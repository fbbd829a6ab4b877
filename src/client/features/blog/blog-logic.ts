/** Pure rules of the blog screens: filtering, categories, dates, paragraphs and share links. */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { isLocale, type Locale } from "../../../shared/rules/locale";

/** The fields of a post these rules read. */
export interface PostLike {
  title: string;
  content: string;
  excerpt: string | null;
  category: string;
  /** The language its author says it is written in; null or absent: not stated. */
  language?: string | null;
}

/** The category select's value for "no filter" (select items never have an empty value). */
export const ALL_CATEGORIES = "all";

/** How many category cards the list shows (spec 9). */
export const CATEGORY_CARD_COUNT = 4;

/**
 * Search matches title, content or excerpt, case-insensitive; the category must match exactly,
 * and so must the language when one is given (a post that doesn't state one matches none).
 */
export function filterPosts<T extends PostLike>(
  posts: readonly T[],
  search: string,
  category: string,
  language?: Locale,
): T[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    if (category !== ALL_CATEGORIES && post.category !== category) return false;
    if (language && post.language !== language) return false;
    if (!needle) return true;
    return [post.title, post.content, post.excerpt ?? ""].some((text) => text.toLowerCase().includes(needle));
  });
}

/** Distinct categories in the order they first appear, each with its number of posts. */
export function categoryCounts(posts: readonly PostLike[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    if (!post.category) continue;
    counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  }
  return [...counts].map(([category, count]) => ({ category, count }));
}

/** "1 article", "3 articles"; in the page's language when given its i18n (useLingui()). */
export const articleCount = (count: number, i18n?: I18n) =>
  i18n
    ? i18n._(msg`${plural(count, { one: "# article", other: "# articles" })}`)
    : `${count} ${count === 1 ? "article" : "articles"}`;

/** The list's count line. */
export const showingText = (shown: number, total: number, i18n?: I18n) =>
  i18n
    ? i18n._(msg`Showing ${shown} of ${plural(total, { one: "# article", other: "# articles" })}`)
    : `Showing ${shown} of ${articleCount(total)}`;

// UTC, so the server's render and the browser's agree whatever their time zones.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format;
};

/**
 * "January 14, 2026", or "Draft" for a post without a publication date. Given the page's i18n
 * and Intl tag (useLingui(), useIntlLocale()), in the page's language.
 */
export function publishedLabel(publishedAt: string | null, i18n?: I18n, locale = "en-US"): string {
  const draft = i18n ? i18n._(msg`Draft`) : "Draft";
  if (!publishedAt) return draft;
  const date = new Date(publishedAt);
  return Number.isNaN(date.getTime()) ? draft : dateFormat(locale).format(date);
}

/** The body split into paragraphs (shared with the server's RSS feed). */
export { paragraphsOf } from "../../../shared/rules/blog";

/** The list's filters in its address (/blog?q=...&category=...&language=...). */
export interface BlogFilters {
  /** The search words (?q=, as the catalog's); absent: none. */
  query?: string;
  /** A category, or ALL_CATEGORIES. */
  category: string;
  /** Only posts written in this language (issue 12); absent: every language. */
  language?: Locale;
}

/** The filters of the list's query string; an unknown language is no filter. */
export function parseBlogSearch(search: string): BlogFilters {
  const params = new URLSearchParams(search);
  const query = params.get("q");
  const language = params.get("language");
  return {
    ...(query ? { query } : {}),
    category: params.get("category") || ALL_CATEGORIES,
    ...(isLocale(language) ? { language } : {}),
  };
}

/** The list's address for filters, leaving defaults out so a plain /blog stays plain. */
export function blogHref(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  if (filters.category !== ALL_CATEGORIES) params.set("category", filters.category);
  if (filters.language) params.set("language", filters.language);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** The list's address for one category (the link of "More from {category}"). */
export const categoryHref = (category: string) => `/blog?category=${encodeURIComponent(category)}`;

/** Share links that open the networks' own share forms. */
export function shareLinks(url: string, title: string) {
  return {
    twitter: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url }).toString()}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`,
  };
}

/** A plausible email address: something, an @, a domain with a dot; no spaces. */
export const isValidEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
