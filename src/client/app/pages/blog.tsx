import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FolderOpen, Search } from "lucide-react";
import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "../../components/ui/button";
import { Input, LanguageFilter, Label, NativeSelect } from "../../components/ui/form";
import { Skeleton } from "../../components/ui/skeleton";
import { BlogCard } from "../../features/blog/BlogCard";
import {
  ALL_CATEGORIES,
  articleCount,
  blogHref,
  CATEGORY_CARD_COUNT,
  categoryCounts,
  filterPosts,
  parseBlogSearch,
  showingText,
  type BlogFilters,
} from "../../features/blog/blog-logic";
import { cn } from "../../lib/cn";
import { queries } from "../../lib/queries";
import type { PrefetchContext } from "../routes";
import { BLOG_FEED } from "../../../shared/rules/blog";
import { usePageHead } from "../head";
import { later } from "../later";
import { CategoryText } from "../../components/ui/category-text";

// Beside the articles: its code comes after the page's (later.tsx).
const NewsletterForm = later(() =>
  import("../../features/blog/NewsletterForm").then((module) => module.NewsletterForm),
);

export async function prefetch({ queryClient }: PrefetchContext) {
  await queryClient.prefetchQuery(queries.blog());
}

export default function BlogPage() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Blog`,
    description: t`Trade tips, career advice, student spotlights and news from Trade Skills Academy.`,
    feed: BLOG_FEED,
  });
  const { data: posts, isPending } = useQuery(queries.blog());
  // The search words, the category and the language live in the address
  // (/blog?q=...&category=...&language=...), so links from posts select a category, a shared
  // link shows the same list, and the server renders what a search sent before the script asked for.
  const [, navigate] = useLocation();
  const filters = parseBlogSearch(useSearch());
  const { query: search = "", category, language } = filters;

  const published = useMemo(() => (posts ?? []).filter((post) => post.isPublished), [posts]);
  const categories = useMemo(() => categoryCounts(published), [published]);
  const shown = useMemo(
    () => filterPosts(published, search, category, language),
    [published, search, category, language],
  );
  const options = categories.map((entry) => entry.category);
  if (category !== ALL_CATEGORIES && !options.includes(category)) options.push(category);

  const setFilters = (next: BlogFilters) => navigate(blogHref(next), { replace: true });
  const selectCategory = (next: string) => setFilters({ ...filters, category: next });

  const showAll = () => setFilters({ category: ALL_CATEGORIES });

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-paper">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
            <Trans>News &amp; Advice</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
            <Trans>Blog</Trans>
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            <Trans>Trade tips, career advice and stories from our students, mentors and community.</Trans>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {/* A real GET form (issue 23): before the page's script, a change of category or language
            submits it (the inline tap script) and the server renders that list; once hydrated,
            the list filters live. Enter in the search box submits it too. */}
        <form
          role="search"
          method="get"
          action="/blog"
          data-submit-on-change=""
          aria-label={t`Filter articles`}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_16rem_14rem]"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="sm:col-span-2 lg:col-span-1">
            <Label htmlFor="blog-search">
              <Trans>Search articles</Trans>
            </Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted"
                aria-hidden="true"
              />
              <Input
                id="blog-search"
                name="q"
                type="search"
                placeholder={t`Search by title or topic`}
                value={search}
                onChange={(event) => setFilters({ ...filters, query: event.target.value })}
                className="pl-10"
              />
            </div>
          </div>
          <div>
            <Label htmlFor="blog-category">
              <Trans>Category</Trans>
            </Label>
            <NativeSelect
              id="blog-category"
              name="category"
              value={category}
              onChange={(event) => selectCategory(event.target.value)}
            >
              <option value={ALL_CATEGORIES}>{t`All Categories`}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            {/* The language a post is written in, as its author says (issue 12). */}
            <LanguageFilter
              id="blog-language"
              name="language"
              value={language}
              onChange={(next) => setFilters({ ...filters, language: next })}
            />
          </div>
          {/* Only until the script has run: afterwards every change applies at once. */}
          <Button type="submit" variant="secondary" className="until-hydrated justify-self-start">
            <Trans>Apply Filters</Trans>
          </Button>
        </form>

        <div id="articles" className="scroll-mt-24">
          {isPending ? (
            <>
              <Skeleton className="mt-6 h-5 w-48" />
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} className="h-80 rounded-[var(--radius-card)]" />
                ))}
              </div>
            </>
          ) : (
            <>
              <p className="mt-6 text-sm font-semibold text-ink-muted" aria-live="polite">
                {showingText(shown.length, published.length, i18n)}
              </p>
              {shown.length > 0 ? (
                <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((post, index) => (
                    <BlogCard key={post.id} post={post} eager={index < 3} />
                  ))}
                </div>
              ) : (
                <div className="mt-4 flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-6 py-14 text-center">
                  <FolderOpen className="h-10 w-10 text-ink-muted" aria-hidden="true" />
                  <h2 className="mt-4 text-xl font-bold">
                    <Trans>No articles found</Trans>
                  </h2>
                  <p className="mt-2 text-ink-muted">
                    <Trans>Try a different search or choose another category.</Trans>
                  </p>
                  <Button className="mt-6" data-replay="" onClick={showAll}>
                    <Trans>Show All Articles</Trans>
                  </Button>
                </div>
              )}
            </>
          )}
        </div>

        <div className="mt-14 grid gap-8 lg:grid-cols-2">
          {categories.length > 0 && (
            <section aria-labelledby="blog-categories">
              <h2 id="blog-categories" className="text-2xl font-bold">
                <Trans>Browse by Category</Trans>
              </h2>
              <ul className="mt-4 grid grid-cols-2 gap-3">
                {categories.slice(0, CATEGORY_CARD_COUNT).map((entry) => {
                  const isCurrent = entry.category === category;
                  return (
                    <li key={entry.category}>
                      <button
                        type="button"
                        data-replay=""
                        aria-pressed={isCurrent}
                        onClick={() => {
                          selectCategory(entry.category);
                          document.getElementById("articles")?.scrollIntoView({ block: "start" });
                        }}
                        className={cn(
                          "flex h-full w-full cursor-pointer flex-col items-start rounded-[var(--radius-card)] border p-4 text-left transition-colors",
                          isCurrent
                            ? "border-brand-600 bg-brand-50"
                            : "border-line bg-surface hover:border-brand-200 hover:bg-brand-50",
                        )}
                      >
                        {/* A long one-word category breaks rather than spilling out of its card (text spacing). */}
                        <span className="max-w-full font-bold text-ink wrap-anywhere">
                          <CategoryText category={entry.category} />
                        </span>
                        <span className="mt-1 text-sm text-ink-muted">{articleCount(entry.count, i18n)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <NewsletterForm className="self-start" />
        </div>
      </div>
    </div>
  );
}
