/**
 * Blog rules both sides apply: how a post's plain-text body splits into paragraphs (the post
 * page shows them, the RSS feed sends them), and where the feed lives (the server serves it,
 * the blog pages announce it with <link rel="alternate">).
 */

/** The RSS 2.0 feed of the published posts: its path and the title readers show for it. */
export const BLOG_FEED = { path: "/blog/rss.xml", title: "Trade Skills Academy Blog" } as const;

/** The body split into paragraphs at line breaks, blank ones dropped. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
