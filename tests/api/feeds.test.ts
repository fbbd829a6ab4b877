import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, lessons, successStories } from "../../src/db/schema/index.js";
import type * as Support from "../support/app.js";
import type { TestContext } from "../support/app.js";
import type * as Factories from "../support/factories.js";

/**
 * The blog's RSS feed, the sitemap and robots.txt, read as a feed reader and a crawler read
 * them: parsed by a strict XML parser. The HTML checks run the real server renderer (the
 * client's entry-server.tsx) behind the app's SSR plugin, without a client build.
 */

const PUBLIC_URL = "https://academy.example.org";
const FEED_LINK =
  '<link rel="alternate" type="application/rss+xml" title="Trade Skills Academy Blog" href="https://academy.example.org/blog/rss.xml" />';

/** A build folder whose server entry is the client's real renderer, loaded from source. */
function sourceRenderBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "tsa-feeds-build-"));
  mkdirSync(join(dir, "client"));
  mkdirSync(join(dir, "ssr"));
  writeFileSync(
    join(dir, "client", "index.html"),
    "<!doctype html><html><head><!--app-head--></head><body><div id=root><!--app-html--></div><!--app-state--></body></html>",
  );
  const entry = fileURLToPath(new URL("../../src/client/entry-server.tsx", import.meta.url));
  writeFileSync(join(dir, "ssr", "entry-server.js"), `export { render } from ${JSON.stringify(entry)};\n`);
  return dir;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === "item" || name === "url",
});

interface RssItem {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  pubDate: string;
  category: string;
  description: string;
}
interface Rss {
  rss: {
    "@_version": string;
    channel: {
      title: string;
      link: string;
      description: string;
      lastBuildDate?: string;
      "atom:link": { "@_href": string; "@_rel": string; "@_type": string };
      item?: RssItem[];
    };
  };
}
interface Sitemap {
  urlset: { "@_xmlns": string; url: { loc: string; lastmod?: string }[] };
}

/** The document, after checking it is well-formed XML. */
function parseXml<T>(body: string): T {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as T;
}

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
/** The sitemap's lastmod of a stored time: W3C Datetime, to the second. */
const lastmod = (time: string | Date) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");

let t: TestContext;
// The factories import the app: loaded after CLIENT_DIST_DIR is set (beforeAll).
let factories: typeof Factories;
let admin: ReturnType<typeof Support.as>;

beforeAll(async () => {
  // app.ts reads CLIENT_DIST_DIR when first imported: set it before importing the app.
  process.env.CLIENT_DIST_DIR = sourceRenderBuild();
  const { as, createTestApp } = await import("../support/app.js");
  factories = await import("../support/factories.js");
  t = await createTestApp({ PUBLIC_URL });
  const signedIn = await factories.signedInUser(t.app, { role: "admin" });
  admin = as(t.app, signedIn.cookie);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

async function createPost(payload: Record<string, unknown>) {
  const response = await admin({ method: "POST", url: "/api/admin/blog", payload: { category: "News", ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; title: string; publishedAt: string | null; updatedAt: string }>();
}

async function feed() {
  const response = await get("/blog/rss.xml");
  expect(response.statusCode).toBe(200);
  return { response, rss: parseXml<Rss>(response.body).rss };
}

describe("the blog's RSS feed", () => {
  const tricky = `Tools & <Tips> "quoted" 'single' 🔧`;
  type Post = Awaited<ReturnType<typeof createPost>>;
  let older: Post;
  let newer: Post;
  let special: Post;
  let draft: Post;

  beforeAll(async () => {
    older = await createPost({
      title: "Older post",
      content: "First paragraph of the older post.\n\nSecond paragraph.",
      isPublished: true,
      publishedAt: "2025-03-01T09:00:00.000Z",
    });
    newer = await createPost({
      title: "Newer post",
      content: "Body.",
      excerpt: "Fresh news",
      isPublished: true,
      publishedAt: "2025-06-01T09:00:00.000Z",
    });
    special = await createPost({
      title: tricky,
      content: "Ignored: the excerpt is the summary.",
      excerpt: `Saws & <script>alert("x")</script> ]]> end 🪚`,
      category: "Tips & Tricks",
      isPublished: true,
      publishedAt: "2025-04-15T12:30:45.000Z",
    });
    draft = await createPost({ title: "Secret draft", content: "Not yet." });
  });

  it("is RSS 2.0 with the published posts, newest first, absolute links and RFC 822 dates", async () => {
    const { response, rss } = await feed();
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(rss["@_version"]).toBe("2.0");

    const channel = rss.channel;
    expect(channel.title).toBe("Trade Skills Academy Blog");
    expect(channel.link).toBe(`${PUBLIC_URL}/blog`);
    expect(channel["atom:link"]).toEqual({
      "@_href": `${PUBLIC_URL}/blog/rss.xml`,
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
    const items = channel.item ?? [];
    expect(items.map((item) => item.title)).toEqual(["Newer post", tricky, "Older post"]);
    expect(response.body).not.toContain("Secret draft");
    expect(response.body).not.toContain(draft.id);

    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${PUBLIC_URL}/blog/[0-9a-f-]{36}$`));
      expect(item.guid).toEqual({ "#text": item.link, "@_isPermaLink": "true" });
      expect(item.pubDate).toMatch(RFC_822);
    }
    expect(items[0]!.link).toBe(`${PUBLIC_URL}/blog/${newer.id}`);
    expect(items[2]!.link).toBe(`${PUBLIC_URL}/blog/${older.id}`);
    expect(items[0]!.pubDate).toBe("Sun, 01 Jun 2025 09:00:00 GMT");
    expect(items[1]!.pubDate).toBe("Tue, 15 Apr 2025 12:30:45 GMT");
    expect(channel.lastBuildDate).toMatch(RFC_822);
    // The latest publication or edit among the items: here the last post's creation.
    const lastChange = Math.max(...[older, newer, special].map((post) => Date.parse(post.updatedAt)));
    expect(channel.lastBuildDate).toBe(new Date(lastChange).toUTCString());
    // A post without an excerpt is summed up by its first paragraph.
    expect(items[2]!.description).toBe("First paragraph of the older post.");
    expect(items[0]!.description).toBe("Fresh news");
  });

  it("escapes titles and categories, and keeps descriptions as escaped HTML in CDATA", async () => {
    const { response, rss } = await feed();
    expect(response.body).toContain("<title>Tools &amp; &lt;Tips&gt; &quot;quoted&quot; &apos;single&apos; 🔧</title>");
    expect(response.body).toContain("<category>Tips &amp; Tricks</category>");
    const item = rss.channel.item!.find((entry) => entry.link.endsWith(special.id))!;
    expect(item.title).toBe(tricky);
    expect(item.category).toBe("Tips & Tricks");
    // The description is HTML: the excerpt's text, escaped, so a reader shows it and runs nothing.
    expect(item.description).toBe("Saws &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; ]]&gt; end 🪚");
    expect(response.body).not.toContain("<script>");
  });

  it("shows a post published through the staff API, and an edit, at once", async () => {
    const before = await feed();
    expect(before.response.headers.etag).toBeDefined();
    // Cached: the same answer, and 304 for the same ETag.
    const revalidated = await get("/blog/rss.xml", { "if-none-match": String(before.response.headers.etag) });
    expect(revalidated.statusCode).toBe(304);

    const published = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${draft.id}`,
      payload: { isPublished: true },
    });
    expect(published.statusCode).toBe(200);
    const after = await feed();
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    const items = after.rss.channel.item ?? [];
    // Published now: the newest of all.
    expect(items[0]).toMatchObject({ title: "Secret draft", link: `${PUBLIC_URL}/blog/${draft.id}` });
    expect(items).toHaveLength(4);

    const edited = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${older.id}`,
      payload: { title: "Older, edited" },
    });
    expect(edited.statusCode).toBe(200);
    const titles = ((await feed()).rss.channel.item ?? []).map((item) => item.title);
    expect(titles).toContain("Older, edited");
    expect(titles).not.toContain("Older post");

    const unpublished = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${draft.id}`,
      payload: { isPublished: false },
    });
    expect(unpublished.statusCode).toBe(200);
    expect((await feed()).response.body).not.toContain(draft.id);
  });

  it("is compressed for clients that accept it, with the security headers that every answer has", async () => {
    const plain = await get("/blog/rss.xml");
    const gzipped = await get("/blog/rss.xml", { "accept-encoding": "gzip" });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("the blog pages announce the feed", () => {
  it("in the server-rendered head of /blog and /blog/:id, and not on other pages", async () => {
    const post = await createPost({ title: "Announced", content: "Read me.", isPublished: true });
    const list = await get("/blog");
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(list.body).toContain(FEED_LINK);
    const article = await get(`/blog/${post.id}`);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain("<title>Announced | Trade Skills Academy</title>");
    expect(article.body).toContain(FEED_LINK);
    const other = await get("/courses");
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain("application/rss+xml");
  });
});

describe("the sitemap", () => {
  async function sitemap() {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const parsed = parseXml<Sitemap>(response.body);
    expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    return new Map(parsed.urlset.url.map((entry) => [entry.loc, entry.lastmod]));
  }

  it("lists public pages, active courses, published posts and the stories' page, each with its lastmod", async () => {
    const active = await factories.createCourseWithContent(t.db, { title: "Sitemap course" });
    const inactive = await factories.createCourseWithContent(t.db, { title: "Retired course", isActive: false });
    const published = await createPost({ title: "Mapped", content: "Public.", isPublished: true });
    const hiddenPost = await createPost({ title: "Hidden", content: "Draft." });
    const mentor = await factories.createMentor(t.db, { name: "Sitemap mentor" });
    const story = await admin({
      method: "POST",
      url: "/api/admin/success-stories",
      payload: { studentName: "Visible Student", program: "Carpentry", testimonial: "Great." },
    });
    expect(story.statusCode, story.body).toBe(201);
    const hiddenStory = await admin({
      method: "POST",
      url: "/api/admin/success-stories",
      payload: { studentName: "Hidden Student", program: "Carpentry", testimonial: "Shh.", isVisible: false },
    });
    expect(hiddenStory.statusCode).toBe(201);
    // The hidden story changed last; the page's lastmod follows the visible one only.
    await t.db
      .update(successStories)
      .set({ updatedAt: new Date("2099-01-01T00:00:00Z") })
      .where(eq(successStories.id, hiddenStory.json<{ id: string }>().id));

    const urls = await sitemap();
    const locs = [...urls.keys()];
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    for (const path of [
      "/",
      "/courses",
      "/mentorship",
      "/blog",
      "/success-stories",
      "/donate",
      "/pages/privacy-policy",
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(
      locs.some((loc) => /\/(admin|dashboard|login|checkout|quiz|project|lessons|certificates|api)(\/|$)/.test(loc)),
    ).toBe(false);

    // A new course's page changed when its last module or lesson was written.
    const written = [active.course, ...active.modules, ...active.lessons].map((row) => row.updatedAt.getTime());
    expect(urls.get(`${PUBLIC_URL}/courses/${active.course.id}`)).toBe(lastmod(new Date(Math.max(...written))));
    expect(locs).not.toContain(`${PUBLIC_URL}/courses/${inactive.course.id}`);
    expect(urls.get(`${PUBLIC_URL}/blog/${published.id}`)).toBe(lastmod(published.updatedAt));
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${hiddenPost.id}`);
    expect(urls.get(`${PUBLIC_URL}/success-stories`)).toBe(lastmod(story.json<{ updatedAt: string }>().updatedAt));
    expect(urls.get(`${PUBLIC_URL}/mentorship`)).toBe(lastmod(mentor.updatedAt));
    // Every page with stored content has a lastmod; /donate has none to give.
    for (const [loc, modified] of urls) {
      if (loc === `${PUBLIC_URL}/donate`) expect(modified).toBeUndefined();
      else expect(modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it("dates a course by its latest change to the course, its active modules or their active lessons", async () => {
    const fixture = await factories.createCourseWithContent(t.db, { title: "Dated course" });
    const courseLoc = `${PUBLIC_URL}/courses/${fixture.course.id}`;
    await t.db
      .update(courses)
      .set({ updatedAt: new Date("2098-01-01T00:00:00Z") })
      .where(eq(courses.id, fixture.course.id));
    await t.db
      .update(lessons)
      .set({ updatedAt: new Date("2098-02-03T04:05:06.789Z") })
      .where(eq(lessons.id, fixture.lessons[0]!.id));
    // An inactive lesson's change is not on the page.
    await t.db
      .update(lessons)
      .set({ updatedAt: new Date("2099-01-01T00:00:00Z"), isActive: false })
      .where(eq(lessons.id, fixture.lessons[1]!.id));
    // Written straight to the tables here, so the cache is told as a service would.
    await t.app.cache.invalidate("catalog");
    expect((await sitemap()).get(courseLoc)).toBe("2098-02-03T04:05:06Z");
  });

  it("follows writes through the staff API: a new post, a new course, a hidden story", async () => {
    const before = await sitemap();
    const post = await createPost({ title: "Fresh", content: "New.", isPublished: true });
    const created = await admin({
      method: "POST",
      url: "/api/staff/courses",
      payload: { title: "Brand new course", description: "Learn it.", category: "Carpentry & Woodworking" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const after = await sitemap();
    expect(before.has(`${PUBLIC_URL}/blog/${post.id}`)).toBe(false);
    expect(after.has(`${PUBLIC_URL}/blog/${post.id}`)).toBe(true);
    expect(after.get(`${PUBLIC_URL}/blog`)).toBe(lastmod(post.updatedAt));
    expect(after.has(`${PUBLIC_URL}/courses/${id}`)).toBe(true);

    const unpublish = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${post.id}`,
      payload: { isPublished: false },
    });
    expect(unpublish.statusCode).toBe(200);
    expect((await sitemap()).has(`${PUBLIC_URL}/blog/${post.id}`)).toBe(false);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the staff area and the API, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });
});
