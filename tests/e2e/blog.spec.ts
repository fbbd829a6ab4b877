import type { Page } from "@playwright/test";
import { XMLValidator } from "fast-xml-parser";
import { allowProblems, expect, expectNoAxeViolations, test } from "./fixtures";

interface Post {
  id: string;
  title: string;
  content: string;
  excerpt: string | null;
  category: string;
  isPublished: boolean;
}

// The seed's two drafts: never listed, never readable.
const DRAFTS = [
  { id: "be27fab9-6521-4f58-b9cf-9d2b5db4ac11", title: "Winter Break Schedule and Holiday Hours" },
  { id: "9b63fa8f-b67d-4920-9559-9692d1caef68", title: "What Employers Told Us They Want in a First-Year Hire" },
];

async function publishedPosts(page: Page): Promise<Post[]> {
  const response = await page.request.get("/api/blog");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Post[];
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("blog list", () => {
  test("lists published posts only, with the count line and card fields", async ({ page }) => {
    const posts = await publishedPosts(page);
    expect(posts.length).toBeGreaterThan(0);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByText(`Showing ${posts.length} of ${posts.length} articles`)).toBeVisible();
    await expect(cards(page)).toHaveCount(posts.length);
    for (const draft of DRAFTS) await expect(page.getByText(draft.title)).toHaveCount(0);

    const first = posts[0]!;
    const card = cards(page).filter({ hasText: first.title });
    await expect(card.getByText(first.category, { exact: true })).toBeVisible();
    await expect(card.getByText(first.excerpt!)).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /\/images\//);
    await expect(card.getByRole("link", { name: first.title })).toHaveAttribute("href", `/blog/${first.id}`);
    await expectNoAxeViolations(page);
  });

  test("search narrows by title, content or excerpt; empty state resets", async ({ page }) => {
    const posts = await publishedPosts(page);
    await page.goto("/blog");
    const search = page.getByLabel("Search articles");

    await search.fill("TAPE MEASURE");
    const byTitle = posts.filter((post) => /tape measure/i.test(`${post.title} ${post.content} ${post.excerpt}`));
    await expect(page.getByText(`Showing ${byTitle.length} of ${posts.length} articles`)).toBeVisible();
    await expect(cards(page)).toHaveCount(byTitle.length);

    // A phrase from a post's body only.
    const inBody = posts.filter((post) => post.content.toLowerCase().includes("speed square"));
    expect(inBody.length).toBeGreaterThan(0);
    await search.fill("Speed Square");
    await expect(page.getByText(`Showing ${inBody.length} of ${posts.length} articles`)).toBeVisible();
    await expect(cards(page)).toHaveCount(inBody.length);

    await search.fill("zzz no such article");
    await expect(page.getByText(`Showing 0 of ${posts.length} articles`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Show All Articles" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByText(`Showing ${posts.length} of ${posts.length} articles`)).toBeVisible();
  });

  test("category select and category cards filter the list", async ({ page }) => {
    const posts = await publishedPosts(page);
    const categories = [...new Set(posts.map((post) => post.category))];
    const countOf = (category: string) => posts.filter((post) => post.category === category).length;
    await page.goto("/blog");

    const select = page.getByLabel("Category", { exact: true });
    const options = await select
      .locator("option")
      .evaluateAll((elements) =>
        elements.map((element) => ({ value: (element as HTMLOptionElement).value, label: element.textContent })),
      );
    expect(options.map((option) => option.label)).toEqual(["All Categories", ...categories]);
    for (const option of options) expect(option.value).not.toBe("");

    const [first, second] = categories as [string, string];
    await select.selectOption(first);
    await expect(page).toHaveURL(`/blog?category=${encodeURIComponent(first)}`);
    await expect(page.getByText(`Showing ${countOf(first)} of ${posts.length} articles`)).toBeVisible();
    await expect(cards(page)).toHaveCount(countOf(first));
    for (const card of await cards(page).all()) await expect(card.getByText(first, { exact: true })).toBeVisible();

    // Cards for the first four categories, with counts; a click selects the category.
    const cardList = page.getByRole("region", { name: "Browse by Category" });
    await expect(cardList.getByRole("button")).toHaveCount(Math.min(4, categories.length));
    const secondCard = cardList.getByRole("button", { name: new RegExp(`^${second}`) });
    await expect(secondCard).toContainText(`${countOf(second)} article`);
    await secondCard.click();
    await expect(secondCard).toHaveAttribute("aria-pressed", "true");
    await expect(select).toHaveValue(second);
    await expect(page.getByText(`Showing ${countOf(second)} of ${posts.length} articles`)).toBeVisible();

    await select.selectOption("All Categories");
    await expect(page).toHaveURL("/blog");
    await expect(page.getByText(`Showing ${posts.length} of ${posts.length} articles`)).toBeVisible();
  });

  test("/blog?category= preselects the category, in the server's HTML too", async ({ page }) => {
    const posts = await publishedPosts(page);
    const category = "Trade Tips";
    const count = posts.filter((post) => post.category === category).length;
    const html = await (await page.request.get(`/blog?category=${encodeURIComponent(category)}`)).text();
    expect(html).toContain(`<option value="${category}" selected="">`);
    expect(html).toContain(`Showing ${count} of ${posts.length} articles`);

    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category);
    await expect(cards(page)).toHaveCount(count);
  });

  test("newsletter checks the address, then subscribes it and asks to confirm by email", async ({ page }) => {
    const subscribes: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/") && request.method() !== "GET")
        subscribes.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Stay in the Loop" });
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(box.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(subscribes).toEqual([]);
    await box.getByLabel("Email address").fill(`jordan-${Date.now()}@example.org`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText("Almost there! Check your inbox to confirm your subscription.", { exact: true }),
    ).toBeVisible();
    await expect(box.getByLabel("Email address")).toHaveValue("");
    expect(subscribes).toEqual(["/api/newsletter/subscribe"]);
  });

  test("reads well on a phone @phone", async ({ page }) => {
    const posts = await publishedPosts(page);
    await page.goto("/blog");
    await expect(page.getByText(`Showing ${posts.length} of ${posts.length} articles`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByLabel("Search articles").fill("garden");
    await expect(cards(page).first()).toBeVisible();
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: /^More from / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("blog post", () => {
  test("shows the article with its paragraphs, share links and More from its category", async ({ page }) => {
    const [post] = await publishedPosts(page);
    await page.goto(`/blog/${post!.id}`);
    await expect(page).toHaveTitle(`${post!.title} | Trade Skills Academy`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.getByRole("heading", { level: 1, name: post!.title })).toBeVisible();
    await expect(page.getByText(post!.excerpt!, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(post!.category, { exact: true })).toBeVisible();

    const paragraphs = post!.content
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const body = page.locator(".prose-academy p");
    await expect(body).toHaveCount(paragraphs.length);
    await expect(body.first()).toHaveText(paragraphs[0]!);

    const url = page.url();
    await expect(page.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
      "href",
      `https://twitter.com/intent/tweet?${new URLSearchParams({ text: post!.title, url }).toString()}`,
    );
    await expect(page.getByRole("link", { name: /^Twitter/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expectNoAxeViolations(page);

    const more = page.getByRole("link", { name: `More from ${post!.category}` });
    await expect(more).toHaveAttribute("href", `/blog?category=${encodeURIComponent(post!.category)}`);
    await more.click();
    await expect(page).toHaveURL(`/blog?category=${encodeURIComponent(post!.category)}`);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(post!.category);
  });

  test("copies the link when the device has no native share", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined }));
    const [post] = await publishedPosts(page);
    await page.goto(`/blog/${post!.id}`);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link Copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("uses the native share sheet when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const [post] = await publishedPosts(page);
    await page.goto(`/blog/${post!.id}`);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared).toMatchObject({ title: post!.title, url: page.url() });
  });

  test("back to blog returns to the list", async ({ page }) => {
    const [post] = await publishedPosts(page);
    await page.goto(`/blog/${post!.id}`);
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  });

  test("a missing or draft article shows Article Not Found with status 404", async ({ page, problems }) => {
    for (const path of ["/blog/00000000-0000-4000-8000-000000000000", `/blog/${DRAFTS[0]!.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
      await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    }
    // The browser logs the document's own 404 status.
    allowProblems(problems, /status of 404/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });
});

test.describe("blog feed", () => {
  const feedLink = (page: Page) => page.locator('head link[rel="alternate"][type="application/rss+xml"]');

  test("the blog pages announce the RSS feed, and the link follows client-side navigation", async ({
    page,
    baseURL,
  }) => {
    const posts = await publishedPosts(page);
    const feed = await page.request.get("/blog/rss.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    // The demo academy's posts make a well-formed document.
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(Math.min(posts.length, 50));
    for (const draft of DRAFTS) expect(xml).not.toContain(draft.id);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(XMLValidator.validate(sitemap)).toBe(true);
    expect(sitemap).toContain(`<loc>${baseURL}/blog/${posts[0]!.id}</loc>`);
    for (const draft of DRAFTS) expect(sitemap).not.toContain(draft.id);

    await page.goto("/blog");
    await expect(feedLink(page)).toHaveCount(1);
    await expect(feedLink(page)).toHaveAttribute("href", `${baseURL}/blog/rss.xml`);
    await expect(feedLink(page)).toHaveAttribute("title", "Trade Skills Academy Blog");

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Courses" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Courses/ })).toBeVisible();
    await expect(feedLink(page)).toHaveCount(0);

    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(feedLink(page)).toHaveCount(1);
    const first = posts[0]!;
    await cards(page).filter({ hasText: first.title }).getByRole("link", { name: first.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(feedLink(page)).toHaveCount(1);
    await expect(feedLink(page)).toHaveAttribute("href", `${baseURL}/blog/rss.xml`);
  });
});
