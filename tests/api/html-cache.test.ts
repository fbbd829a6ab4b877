import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Notifier } from "../../src/db/client.js";
import { entrySize, PublicCache, type CacheStats } from "../../src/server/cache.js";
import { pageCacheKey } from "../../src/server/plugins/page-cache-key.js";
import type { TestContext } from "../support/app.js";
import { fakeClientBuild, type FakeBuild } from "../support/fake-build.js";

const quiet: Notifier = { async publish() {}, async subscribe() {}, onReconnect() {} };

describe("pageCacheKey", () => {
  it("keeps only the parameters the page reads, sorted, first value, defaults dropped", () => {
    expect(pageCacheKey("/courses?utm_source=mail&utm=1")).toEqual({ url: "/courses", key: "html:/courses" });
    expect(pageCacheKey("/courses")).toEqual({ url: "/courses", key: "html:/courses" });
    expect(pageCacheKey("/courses?price=free&x=1&category=Welding&q=pipe").key).toBe(
      "html:/courses?category=Welding&price=free&q=pipe",
    );
    expect(pageCacheKey("/courses?q=pipe&price=free&category=Welding").key).toBe(
      "html:/courses?category=Welding&price=free&q=pipe",
    );
    // Values the page treats as its default, and repeats, don't make entries of their own.
    expect(pageCacheKey("/courses?price=all").key).toBe("html:/courses");
    expect(pageCacheKey("/courses?price=junk&category=").key).toBe("html:/courses");
    expect(pageCacheKey("/blog?category=Safety&category=Other").key).toBe("html:/blog?category=Safety");
    // The same value however it is encoded.
    expect(pageCacheKey("/blog?category=Hand%20Tools").key).toBe(pageCacheKey("/blog?category=Hand+Tools").key);
    expect(pageCacheKey("/blog?page=2").key).toBe("html:/blog");
    // The blog's search words are in its address (issue 23: a search sent before the script).
    expect(pageCacheKey("/blog?q=tape&ref=x&category=Safety").key).toBe("html:/blog?category=Safety&q=tape");
    expect(pageCacheKey("/blog?q=").key).toBe("html:/blog");
    const course = "0b7f1c52-3f4e-4a4e-9d55-2f0d8e2a9c11";
    expect(pageCacheKey(`/courses/${course}?tab=curriculum&ref=x`).key).toBe(`html:/courses/${course}?tab=curriculum`);
    expect(pageCacheKey(`/courses/${course}?tab=overview`).key).toBe(`html:/courses/${course}`);
    expect(pageCacheKey("/login?mode=register&returnTo=%2Fdashboard&fbclid=1").key).toBe(
      "html:/login?mode=register&returnTo=%2Fdashboard",
    );
    expect(pageCacheKey("/?gclid=abc")).toEqual({ url: "/", key: "html:/" });
  });

  it("renders but never stores checkouts with parameters, sign-in prompts, staff pages and odd spellings", () => {
    expect(pageCacheKey("/checkout?courseId=abc&amount=10")).toEqual({
      url: "/checkout?courseId=abc&amount=10",
      key: null,
    });
    expect(pageCacheKey("/checkout?amount=10").key).toBeNull();
    expect(pageCacheKey("/checkout?utm=1").key).toBe("html:/checkout");
    expect(pageCacheKey("/quiz/anything").key).toBeNull();
    expect(pageCacheKey("/project/anything").key).toBeNull();
    expect(pageCacheKey("/admin/reviews?status=approved").key).toBeNull();
    expect(pageCacheKey("/courses/").key).toBeNull();
    expect(pageCacheKey("//courses").key).toBeNull();
    expect(pageCacheKey("/Courses").key).toBeNull();
    expect(pageCacheKey("/no-such-page").key).toBeNull();
    expect(pageCacheKey("/courses/0B7F1C52-3F4E-4A4E-9D55-2F0D8E2A9C11").key).toBeNull();
    expect(pageCacheKey("/courses/%61bc").key).toBeNull();
  });
});

describe("PublicCache byte bound", () => {
  it("evicts least recently used entries until under both bounds, counting keys and bodies", async () => {
    const reports: (CacheStats & { evicted: number })[] = [];
    const maxBytes = 100_000;
    const cache = new PublicCache(quiet, { maxBytes, maxEntries: 1000, onPressure: (stats) => reports.push(stats) });
    await cache.start();
    const body = "x".repeat(4_000);
    // Keys of one length, so every entry counts the same.
    const key = (index: number) => `key-${String(index).padStart(3, "0")}`;
    const first = cache.store(key(0), ["catalog"], body, cache.snapshot(["catalog"]));
    const perEntry = entrySize(key(0), body, first.etag);
    expect(cache.stats()).toEqual({ entries: 1, bytes: perEntry, maxEntries: 1000, maxBytes });
    for (let index = 1; index < 500; index++) {
      cache.store(key(index), ["catalog"], body, cache.snapshot(["catalog"]));
      // The oldest is read often: it stays.
      expect(cache.peek(key(0))).toBeDefined();
      const stats = cache.stats();
      expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
      expect(stats.bytes).toBe(stats.entries * perEntry);
    }
    const kept = Math.floor(maxBytes / perEntry);
    expect(cache.stats().entries).toBe(kept);
    expect(cache.peek(key(1))).toBeUndefined();
    expect(cache.peek(key(499))).toBeDefined();
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports[0]).toMatchObject({ entries: kept, maxBytes, evicted: 1 });
  });

  it("counts two bytes a character, so text outside Latin-1 is not undercounted", async () => {
    const cache = new PublicCache(quiet, { maxBytes: 10_000 });
    await cache.start();
    const entry = cache.store("k", ["blog"], "🔧".repeat(1_000), cache.snapshot(["blog"]));
    expect(cache.stats().bytes).toBe(2 * ("k".length + 2_000 + entry.etag.length) + 200);
  });

  it("serves but never keeps an answer larger than the bound, and frees bytes on invalidation", async () => {
    const cache = new PublicCache(quiet, { maxBytes: 10_000 });
    await cache.start();
    const huge = cache.store("big", ["blog"], "x".repeat(6_000), cache.snapshot(["blog"]));
    expect(huge.body).toHaveLength(6_000);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    cache.store("a", ["blog"], "a".repeat(100), cache.snapshot(["blog"]));
    cache.store("b", ["mentors"], "b".repeat(100), cache.snapshot(["mentors"]));
    // Replacing an entry counts it once.
    cache.store("b", ["mentors"], "c".repeat(100), cache.snapshot(["mentors"]));
    expect(cache.stats().entries).toBe(2);
    await cache.invalidate("blog");
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: entrySize("b", "c".repeat(100), cache.peek("b")!.etag) });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

/**
 * A stand-in for the built server bundle (dist/ssr/entry-server.js), so the API test runs the
 * real SSR plugin without a client build: it writes the address it was asked to render into the
 * page, and answers 404 for addresses that are no page, as the real bundle does.
 */
const ENTRY_SERVER = `const pages = ["/", "/courses", "/blog", "/checkout", "/login"];
export async function render({ url, origin }) {
  // A test counts the renders and may hold them until it opens its gate.
  const render = (globalThis.__tsaRenders = (globalThis.__tsaRenders ?? 0) + 1);
  await globalThis.__tsaRenderGate;
  const address = new URL(url, origin);
  const known = pages.includes(address.pathname) || /^\\/(quiz|project)\\/[^/]+$/.test(address.pathname);
  const escaped = url.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return {
    status: known ? 200 : 404,
    head: "<title>Fake</title>",
    html: "<main data-render=\\"" + render + "\\" data-rendered=\\"" + escaped + "\\">" + "page ".repeat(4000) + "</main>",
    state: "{}",
  };
}
`;

/** What the stand-in bundle shares with the test: its render count and the gate it waits at. */
const renderState = globalThis as { __tsaRenders?: number; __tsaRenderGate?: Promise<void> };

let releaseRenders = () => {};
/** A bound for states a busy machine may be slow to reach, not a pause. */
const WAIT = { timeout: 20_000 };

/** Holds the stand-in's renders until open() (afterEach lets them go if a test fails first). */
function holdRenders() {
  renderState.__tsaRenderGate = new Promise<void>((resolve) => {
    releaseRenders = () => {
      renderState.__tsaRenderGate = undefined;
      resolve();
    };
  });
  return { open: () => releaseRenders() };
}

describe("visitors' HTML cache in the app", () => {
  let t: TestContext;
  let build: FakeBuild | undefined;

  beforeAll(async () => {
    // app.ts reads CLIENT_DIST_DIR when first imported: set it before importing the app.
    build = fakeClientBuild(ENTRY_SERVER);
    process.env.CLIENT_DIST_DIR = build.dir;
    const { createTestApp } = await import("../support/app.js");
    t = await createTestApp({ CACHE_MAX_MB: "1" });
  });
  afterAll(async () => {
    await t?.close();
    build?.remove();
  });
  afterEach(() => releaseRenders());

  it("keeps one entry for a page whatever junk query strings visitors add", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/courses" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('data-rendered="/courses"');
    const entriesBefore = t.app.cache.stats().entries;
    for (let n = 0; n < 5_000; n++) {
      const response = await t.app.inject({ method: "GET", url: `/courses?utm=${n}&ref=mail${n}` });
      expect(response.statusCode).toBe(200);
      // Rendered from the normalised address: the ignored parameters never reach the page.
      if (n % 1000 === 0) expect(response.body).toBe(plain.body);
    }
    const stats = t.app.cache.stats();
    expect(stats.entries).toBe(entriesBefore);
    expect(t.app.cache.peek("html:/courses")).toBeDefined();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.maxBytes).toBe(1024 * 1024);
  });

  it("stores no 404 pages, no sign-in prompts and no checkouts with parameters", async () => {
    const before = t.app.cache.stats().entries;
    for (let n = 0; n < 300; n++) {
      expect((await t.app.inject({ method: "GET", url: `/no-such-page-${n}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/quiz/id-${n}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: `/courses/` })).statusCode).toBe(404);
      const checkout = await t.app.inject({ method: "GET", url: `/checkout?courseId=c${n}&amount=${n}` });
      expect(checkout.statusCode).toBe(200);
      expect(checkout.body).toContain(`data-rendered="/checkout?courseId=c${n}&amp;amount=${n}"`);
    }
    expect(t.app.cache.stats().entries).toBe(before);
  });

  it("renders a page once for the visitors who ask for it while it is being rendered", async () => {
    const renders = () => renderState.__tsaRenders ?? 0;
    const gate = holdRenders();
    const before = renders();
    const first = t.app.inject({ method: "GET", url: "/blog?from=first" });
    await vi.waitFor(() => expect(renders()).toBe(before + 1), WAIT);
    // These arrive while the first render is held: they wait for it rather than render again.
    const joinedBefore = t.app.pageRenders.joined;
    const others = Array.from({ length: 9 }, (_, n) => t.app.inject({ method: "GET", url: `/blog?ref=${n}` }));
    await vi.waitFor(() => expect(t.app.pageRenders.joined).toBe(joinedBefore + 9), WAIT);
    gate.open();
    const responses = await Promise.all([first, ...others]);
    expect(renders()).toBe(before + 1);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(responses[0].body);
      expect(response.headers.etag).toBe(responses[0].headers.etag);
    }
    expect(t.app.cache.peek("html:/blog")).toBeDefined();
  });

  it("does not hand a visitor a render that began before the public data changed", async () => {
    const renders = () => renderState.__tsaRenders ?? 0;
    // clear() moves every topic on, as an invalidation does, but only in this process: an
    // invalidation's NOTIFY comes back to this process on PostgreSQL and would move them again.
    t.app.cache.clear();
    const gate = holdRenders();
    const before = renders();
    const joinedBefore = t.app.pageRenders.joined;
    const stale = t.app.inject({ method: "GET", url: "/blog" });
    await vi.waitFor(() => expect(renders()).toBe(before + 1), WAIT);
    t.app.cache.clear();
    const fresh = t.app.inject({ method: "GET", url: "/blog" });
    await vi.waitFor(() => expect(renders()).toBe(before + 2), WAIT);
    gate.open();
    const [staleResponse, freshResponse] = await Promise.all([stale, fresh]);
    expect(staleResponse.statusCode).toBe(200);
    expect(freshResponse.statusCode).toBe(200);
    expect(t.app.pageRenders.joined).toBe(joinedBefore);
    // Each render is a page of its own (data-render): the one that began before the change is
    // not kept, the one that began after it is.
    expect(staleResponse.headers.etag).not.toBe(freshResponse.headers.etag);
    expect(t.app.cache.peek("html:/blog")?.etag).toBe(freshResponse.headers.etag);
  });

  it("stays within its byte bound when every request is a page worth keeping", async () => {
    // Each search is its own page (q is read by /courses): 400 pages of ~40 kB overflow 1 MB.
    for (let n = 0; n < 400; n++) {
      const response = await t.app.inject({ method: "GET", url: `/courses?q=search-${n}` });
      expect(response.statusCode).toBe(200);
      const stats = t.app.cache.stats();
      expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    }
    const stats = t.app.cache.stats();
    expect(stats.entries).toBeGreaterThan(1);
    expect(stats.entries).toBeLessThan(400);
    expect(t.app.cache.peek("html:/courses?q=search-399")).toBeDefined();
  });
});
