import type { Executor } from "../../../db/types.js";
import { sitePagePath } from "../../../shared/rules/site-pages.js";
import { BLOG_FEED, paragraphsOf } from "../../../shared/rules/blog.js";
import * as blog from "../blog/index.js";
import * as courses from "../courses/index.js";
import * as mentors from "../mentors/index.js";
import * as sitePages from "../pages/index.js";
import * as stories from "../stories/index.js";
import { cdata, escapeHtml, escapeXml, rfc822, w3cDatetime } from "./xml.js";

/**
 * The documents for feed readers and crawlers: the blog's RSS 2.0 feed, the sitemap and
 * robots.txt. They read published content only, through the content modules' services, and
 * every address in them is absolute, on PUBLIC_URL's origin (the one the pages' canonical
 * links use). The routes cache them under the topics of what they read, so a write that drops
 * those topics drops these documents too.
 */

const BLOG_DESCRIPTION = "Trade tips, career advice, student spotlights and news from Trade Skills Academy.";

/** An absolute address on the public origin. */
const absolute = (publicUrl: URL, path: string) => `${publicUrl.origin}${path}`;

/** The latest of the dates given; null when there is none. */
function latest(...dates: (Date | null | undefined)[]): Date | null {
  let result: Date | null = null;
  for (const date of dates) if (date && (!result || date > result)) result = date;
  return result;
}

/** The cache topics each document is built from: its entries are dropped with theirs. */
export const BLOG_FEED_TOPICS = ["blog"] as const;
export const SITEMAP_TOPICS = ["catalog", "blog", "stories", "mentors", "pages"] as const;

/**
 * RSS 2.0 of the newest published posts, newest first. Titles are text; descriptions are HTML
 * (as RSS readers take them), so the post's plain-text excerpt, or its first paragraph, is
 * HTML-escaped into a CDATA section. lastBuildDate is the latest publication or edit among the
 * items, so the document depends on the data alone and every process builds the same bytes.
 */
export async function buildBlogFeed(db: Executor, publicUrl: URL): Promise<string> {
  const posts = await blog.listPublishedPostsForFeed(db);
  const items = posts.map((post) => {
    const link = escapeXml(absolute(publicUrl, `/blog/${post.id}`));
    const summary = post.excerpt?.trim() || paragraphsOf(post.content)[0] || "";
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${cdata(escapeHtml(summary))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = latest(...posts.flatMap((post) => [post.publishedAt, post.updatedAt]));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${escapeXml(BLOG_FEED.title)}</title>`,
    `    <link>${escapeXml(absolute(publicUrl, "/blog"))}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    ...(lastBuild ? [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absolute(publicUrl, BLOG_FEED.path))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * Every public page a visitor can open without signing in, each course page and each
 * published post, with when its content last changed. A list page changes with what it
 * lists: /courses with the courses, /blog with the posts, /success-stories with the visible
 * stories (a story has no page of its own), /mentorship with the mentors, and the home page,
 * which shows courses, mentors and posts, with all three. /donate shows no stored content, so
 * it has no lastmod rather than a made-up one. Left out: anything under /admin, pages that need
 * sign-in (/dashboard, /quiz, /project, a paid course's lessons), and pages that are marked
 * noindex (/login, /checkout, certificates).
 */
export async function buildSitemap(db: Executor, publicUrl: URL): Promise<string> {
  const [courseDates, postDates, storiesChanged, mentorsChanged, ownPages] = await Promise.all([
    courses.listActiveCourseDates(db),
    blog.listPublishedPostDates(db),
    stories.lastVisibleStoryChange(db),
    mentors.lastMentorChange(db),
    sitePages.listPages(db),
  ]);
  const coursesChanged = latest(...courseDates.map((course) => course.updatedAt));
  const postsChanged = latest(...postDates.map((post) => post.updatedAt));
  const entries: SitemapEntry[] = [
    { path: "/", lastModified: latest(coursesChanged, mentorsChanged, postsChanged) },
    { path: "/courses", lastModified: coursesChanged },
    { path: "/mentorship", lastModified: mentorsChanged },
    { path: "/blog", lastModified: postsChanged },
    { path: "/success-stories", lastModified: storiesChanged },
    { path: "/donate", lastModified: null },
    // The academy's own pages (issue 23): fixed addresses, edited in place.
    ...ownPages.map((page) => ({ path: sitePagePath(page.slug), lastModified: page.updatedAt })),
    ...courseDates.map((course) => ({ path: `/courses/${course.id}`, lastModified: course.updatedAt })),
    ...postDates.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.updatedAt })),
  ];
  const urls = entries.map(({ path, lastModified }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(absolute(publicUrl, path))}</loc>`,
      ...(lastModified ? [`    <lastmod>${w3cDatetime(lastModified)}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Crawlers: everything but the staff area and the API, and where the sitemap is. */
export function buildRobots(publicUrl: URL): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${absolute(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
