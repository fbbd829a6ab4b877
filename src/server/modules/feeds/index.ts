// Feeds: the blog's RSS feed, the sitemap and robots.txt (feeds.routes.ts, at the site's root),
// built from published content that the blog, courses, stories and mentors modules give out.
// Other modules use it through this file only.
export * from "./feeds.service.js";
