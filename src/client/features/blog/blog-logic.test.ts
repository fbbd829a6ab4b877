import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  articleCount,
  blogHref,
  categoryCounts,
  categoryHref,
  filterPosts,
  isValidEmail,
  paragraphsOf,
  parseBlogSearch,
  publishedLabel,
  shareLinks,
  showingText,
} from "./blog-logic";

const posts = [
  { title: "Tape Measure Tricks", content: "Burn an inch.", excerpt: "Five habits", category: "Trade Tips" },
  { title: "Meet Jasmine", content: "She frames HOUSES now.", excerpt: null, category: "Student Spotlight" },
  {
    title: "Winter Schedule",
    content: "Classes resume.",
    excerpt: "Holiday hours for the shop",
    category: "Trade Tips",
  },
];

describe("filterPosts", () => {
  it("keeps everything with no search and all categories", () => {
    expect(filterPosts(posts, "", ALL_CATEGORIES)).toEqual(posts);
  });

  it("matches title, content or excerpt, case-insensitive", () => {
    expect(filterPosts(posts, "tape", ALL_CATEGORIES).map((post) => post.title)).toEqual(["Tape Measure Tricks"]);
    expect(filterPosts(posts, "houses", ALL_CATEGORIES).map((post) => post.title)).toEqual(["Meet Jasmine"]);
    expect(filterPosts(posts, "  HOLIDAY ", ALL_CATEGORIES).map((post) => post.title)).toEqual(["Winter Schedule"]);
  });

  it("filters by category and combines with search", () => {
    expect(filterPosts(posts, "", "Trade Tips")).toHaveLength(2);
    expect(filterPosts(posts, "jasmine", "Trade Tips")).toEqual([]);
    expect(filterPosts(posts, "", "Unknown")).toEqual([]);
  });
});

describe("categoryCounts", () => {
  it("lists distinct categories in order of first appearance with counts", () => {
    expect(categoryCounts(posts)).toEqual([
      { category: "Trade Tips", count: 2 },
      { category: "Student Spotlight", count: 1 },
    ]);
  });
});

describe("texts", () => {
  it("counts articles", () => {
    expect(articleCount(1)).toBe("1 article");
    expect(articleCount(3)).toBe("3 articles");
    expect(showingText(2, 9)).toBe("Showing 2 of 9 articles");
    expect(showingText(1, 1)).toBe("Showing 1 of 1 article");
  });

  it("formats the published date in UTC, or Draft", () => {
    expect(publishedLabel("2026-01-14T15:00:00.000Z")).toBe("January 14, 2026");
    expect(publishedLabel("2026-03-01T01:00:00.000Z")).toBe("March 1, 2026");
    expect(publishedLabel(null)).toBe("Draft");
    expect(publishedLabel("not a date")).toBe("Draft");
  });

  it("splits the body into paragraphs at line breaks", () => {
    expect(paragraphsOf("One.\n\nTwo.\r\nThree.\n  \n")).toEqual(["One.", "Two.", "Three."]);
    expect(paragraphsOf("")).toEqual([]);
  });

  it("builds category and share links", () => {
    expect(categoryHref("Trade Tips")).toBe("/blog?category=Trade%20Tips");
    const links = shareLinks("https://example.org/blog/1", "Tips & Tricks");
    expect(links.twitter).toBe(
      "https://twitter.com/intent/tweet?text=Tips+%26+Tricks&url=https%3A%2F%2Fexample.org%2Fblog%2F1",
    );
    expect(links.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.org%2Fblog%2F1",
    );
  });

  it("checks email addresses", () => {
    expect(isValidEmail("jordan@example.org")).toBe(true);
    expect(isValidEmail(" jordan@example.org ")).toBe(true);
    expect(isValidEmail("jordan@example")).toBe(false);
    expect(isValidEmail("jordan example@x.org")).toBe(false);
    expect(isValidEmail("")).toBe(false);
  });
});

describe("the language filter (issue 12)", () => {
  const withLanguages = posts.map((post, index) => ({ ...post, language: (["en", "es", null] as const)[index]! }));

  it("keeps only the posts stated to be in that language, with the other filters", () => {
    expect(filterPosts(withLanguages, "", ALL_CATEGORIES, "es").map((post) => post.title)).toEqual(["Meet Jasmine"]);
    expect(filterPosts(withLanguages, "", "Trade Tips", "en").map((post) => post.title)).toEqual([
      "Tape Measure Tricks",
    ]);
    expect(filterPosts(withLanguages, "", ALL_CATEGORIES)).toHaveLength(3);
  });

  it("reads and writes the list's address, leaving defaults out", () => {
    expect(parseBlogSearch("?category=Trade+Tips&language=es")).toEqual({ category: "Trade Tips", language: "es" });
    expect(parseBlogSearch("?language=fr")).toEqual({ category: ALL_CATEGORIES });
    expect(blogHref({ category: ALL_CATEGORIES })).toBe("/blog");
    expect(blogHref({ category: ALL_CATEGORIES, language: "es" })).toBe("/blog?language=es");
    expect(parseBlogSearch(blogHref({ category: "Tips & Tricks", language: "en" }).slice(5))).toEqual({
      category: "Tips & Tricks",
      language: "en",
    });
  });

  it("keeps the search words in the address as ?q=, as the catalog does", () => {
    expect(parseBlogSearch("?q=tape+measure&category=Trade+Tips")).toEqual({
      query: "tape measure",
      category: "Trade Tips",
    });
    expect(parseBlogSearch("?q=")).toEqual({ category: ALL_CATEGORIES });
    expect(parseBlogSearch("?q=")).not.toHaveProperty("query");
    expect(blogHref({ query: "", category: ALL_CATEGORIES })).toBe("/blog");
    expect(blogHref({ query: "café & co", category: ALL_CATEGORIES, language: "es" })).toBe(
      "/blog?q=caf%C3%A9+%26+co&language=es",
    );
    expect(parseBlogSearch(blogHref({ query: "café & co", category: "Tips" }).slice(5))).toEqual({
      query: "café & co",
      category: "Tips",
    });
  });
});
