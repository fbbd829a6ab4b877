import { createContext, useContext, useEffect, type ReactNode } from "react";
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from "../../shared/rules/locale";

export interface Head {
  title: string;
  description: string;
  /** Absolute or site-relative image for share cards. */
  image?: string | null;
  /** Open Graph type: website (default) or article. */
  type?: "website" | "article";
  /** HTTP status for the server render (404 for "not found" screens). */
  status?: number;
  /** Keep out of search results (private pages). */
  noindex?: boolean;
  /** Server render only: answer with a redirect here instead of the page (sign-in gates). */
  redirect?: string;
  /** An RSS feed the page announces (<link rel="alternate">): its site-relative path and title. */
  feed?: { path: string; title: string };
}

export const SITE_NAME = "Trade Skills Academy";
export const DEFAULT_IMAGE = "/images/og-default.svg";

/** On the server, pages report their head here; in the browser the effect below applies it. */
export interface HeadCollector {
  head?: Head;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector | null; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

export function fullTitle(title: string) {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Declares the page's title, description and share card. Last call during a render wins. */
export function usePageHead(head: Head) {
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  const { title, description, image } = head;
  const feedPath = head.feed?.path;
  const feedTitle = head.feed?.title;
  useEffect(() => {
    document.title = fullTitle(title);
    setMeta("name", "description", description);
    setMeta("property", "og:title", fullTitle(title));
    setMeta("property", "og:description", description);
    setMeta("name", "twitter:title", fullTitle(title));
    setMeta("name", "twitter:description", description);
    const url = new URL(image ?? DEFAULT_IMAGE, window.location.origin).toString();
    setMeta("property", "og:image", url);
    setMeta("name", "twitter:image", url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = window.location.origin + window.location.pathname;
  }, [title, description, image]);
  // The server render announces the page's feed; in the browser it follows the page shown.
  useEffect(() => {
    let feed = document.head.querySelector<HTMLLinkElement>(FEED_LINK);
    if (!feedPath || !feedTitle) {
      feed?.remove();
      return;
    }
    if (!feed) {
      feed = document.createElement("link");
      feed.rel = "alternate";
      feed.type = "application/rss+xml";
      document.head.appendChild(feed);
    }
    feed.title = feedTitle;
    feed.href = new URL(feedPath, window.location.origin).toString();
  }, [feedPath, feedTitle]);
}

const FEED_LINK = 'link[rel="alternate"][type="application/rss+xml"]';

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The <head> tags of a server render. */
export function renderHead(head: Head, origin: string, pathname: string, locale: Locale = DEFAULT_LOCALE): string {
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  const image = escapeHtml(new URL(head.image ?? DEFAULT_IMAGE, origin).toString());
  // The same address serves every language (the visitor's choice picks it); ?lang= names one, so
  // each language's page has an address search engines can list.
  const address = (lang?: Locale) => {
    const url = new URL(pathname, origin);
    if (lang && lang !== DEFAULT_LOCALE) url.searchParams.set("lang", lang);
    return escapeHtml(url.toString());
  };
  const url = address(locale);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...LOCALES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${address(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${address()}" />`,
    head.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(new URL(head.feed.path, origin).toString())}" />`
      : "",
    head.noindex ? `<meta name="robots" content="noindex" />` : "",
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="${INTL_LOCALE[locale].replace("-", "_")}" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
