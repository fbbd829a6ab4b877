import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Calendar, FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { PageLoading, PageMessage } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { categoryHref, paragraphsOf, publishedLabel } from "../../features/blog/blog-logic";
import { useIntlLocale } from "../../lib/i18n";
import { queries } from "../../lib/queries";
import { queryOutcome } from "../../lib/query-outcome";
import type { PrefetchContext } from "../routes";
import { BLOG_FEED } from "../../../shared/rules/blog";
import { usePageHead } from "../head";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { later } from "../later";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

// Below the article: their code comes after the page's (later.tsx).
const ShareButtons = later(() => import("../../features/blog/ShareButtons").then((module) => module.ShareButtons));
const NewsletterForm = later(() =>
  import("../../features/blog/NewsletterForm").then((module) => module.NewsletterForm),
);

/** A missing or draft post stays in the cache as its 404: 'Article Not Found' on both sides. */
export async function prefetch({ queryClient, params }: PrefetchContext) {
  await queryClient.prefetchQuery(queries.blogPost(params.id ?? ""));
}

function BackToBlog() {
  return (
    <Link href="/blog" className={buttonClass("ghost", "sm")}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> <Trans>Back to Blog</Trans>
    </Link>
  );
}

export default function BlogPostPage({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useLingui();
  const intlLocale = useIntlLocale();
  const id = params.id ?? "";
  const query = useQuery(queries.blogPost(id));
  const outcome = queryOutcome(query);
  const post = outcome.status === "ready" ? outcome.data : undefined;
  const isMissing = outcome.status === "missing";

  usePageHead({
    ...(post
      ? {
          title: post.title,
          description: post.excerpt || paragraphsOf(post.content)[0] || t`An article from Trade Skills Academy.`,
          image: post.imageUrl,
          type: "article",
        }
      : isMissing
        ? {
            title: t`Article Not Found`,
            description: t`The article you're looking for doesn't exist.`,
            status: 404,
            noindex: true,
          }
        : {
            title: t`Blog`,
            description: t`An article from Trade Skills Academy.`,
            noindex: outcome.status === "error",
          }),
    feed: BLOG_FEED,
  });

  if (isMissing) {
    return (
      <PageMessage
        icon={FileQuestion}
        title={t`Article Not Found`}
        actions={
          <Link href="/blog" className={buttonClass("primary")}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> <Trans>Back to Blog</Trans>
          </Link>
        }
      >
        <Trans>The article you&apos;re looking for doesn&apos;t exist.</Trans>
      </PageMessage>
    );
  }

  if (outcome.status === "error") {
    return (
      <PageMessage
        title={t`We couldn't load this article`}
        actions={
          <Button onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>Please check your connection and try again.</Trans>
      </PageMessage>
    );
  }

  if (!post) {
    return (
      <PageLoading label={t`Loading article`} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Skeleton className="h-9 w-32" />
        <Skeleton className="mt-8 h-6 w-40" />
        <Skeleton className="mt-4 h-10 w-full" />
        <Skeleton className="mt-4 h-6 w-3/4" />
        <Skeleton className="mt-8 aspect-video w-full rounded-[var(--radius-card)]" />
      </PageLoading>
    );
  }

  const paragraphs = paragraphsOf(post.content);
  const category = <CategoryText category={post.category} language={post.language} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackToBlog />
      <article className="mt-6">
        <header>
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone="teal">{category}</Badge>
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              {publishedLabel(post.publishedAt, i18n, intlLocale)}
            </span>
          </div>
          {/* The title, excerpt and text are as their author wrote them, in the post's language. */}
          <h1 lang={contentLang(post.language)} className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">
            {post.title}
          </h1>
          {post.excerpt && (
            <p lang={contentLang(post.language)} className="mt-4 text-lg text-ink-muted sm:text-xl">
              {post.excerpt}
            </p>
          )}
        </header>
        {post.imageUrl && (
          <ResponsiveImage
            src={post.imageUrl}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="mt-8 aspect-video w-full rounded-[var(--radius-card)] bg-brand-50 object-cover"
          />
        )}
        <div lang={contentLang(post.language)} className="prose-academy mt-8 text-lg leading-8">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <footer className="mt-10 border-t border-line pt-6">
          <h2 className="font-sans text-sm font-bold tracking-wide text-ink-muted uppercase">
            <Trans>Share this article</Trans>
          </h2>
          <div className="mt-3">
            <ShareButtons path={`/blog/${post.id}`} title={post.title} text={post.excerpt ?? undefined} />
          </div>
        </footer>
      </article>

      <Link
        href={categoryHref(post.category)}
        className="group mt-10 flex items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] transition-colors hover:border-teal-700 hover:bg-teal-50"
      >
        <span>
          <span aria-hidden="true" className="block text-sm font-semibold text-ink-muted">
            <Trans>Keep reading</Trans>
          </span>
          <span className="mt-1 block text-lg font-bold text-teal-800 group-hover:underline">
            <Trans>More from {category}</Trans>
          </span>
        </span>
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </span>
      </Link>

      <NewsletterForm className="mt-8" tone="dark" />

      <div className="mt-8">
        <BackToBlog />
      </div>
    </div>
  );
}
