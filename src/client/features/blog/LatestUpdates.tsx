import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SectionHeading } from "../../components/ui/section-heading";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { queries, type WireBlogPost } from "../../lib/queries";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { useIntlLocale } from "../../lib/i18n";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

/** Spec 9: the home page shows the first 3 blog posts. */
const HOME_POSTS = 3;

/** The home page's latest three published posts, with a link to the blog. */
export function LatestUpdates() {
  const { t } = useLingui();
  const posts = useQuery(queries.blog());
  const shown = (posts.data ?? []).filter((post) => post.isPublished).slice(0, HOME_POSTS);
  return (
    <section aria-labelledby="updates-title">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="updates-title"
            title={t`Latest Updates`}
            intro={t`News, trade tips and stories from our students and mentors.`}
          />
          <Link href="/blog" className={cn(buttonClass("outline"), "shrink-0")}>
            <Trans>View All Posts</Trans>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.isPending
            ? Array.from({ length: HOME_POSTS }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-80 w-full" />
                </li>
              ))
            : shown.map((post) => (
                <li key={post.id}>
                  <PostPreview post={post} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

function PostPreview({ post }: { post: WireBlogPost }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const dateFormat = new Intl.DateTimeFormat(locale, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        src={post.imageUrl || "/images/og-default.svg"}
        alt=""
        width={640}
        height={360}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full bg-amber-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone="brand">
            <CategoryText category={post.category} language={post.language} />
          </Badge>
          {post.publishedAt ? (
            <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
          ) : (
            t`Draft`
          )}
        </p>
        <h3 lang={contentLang(post.language)} className="mt-3 text-lg leading-snug font-bold">
          <Link href={`/blog/${post.id}`} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && (
          <p
            lang={contentLang(post.language)}
            title={post.excerpt}
            className="mt-2 line-clamp-3 text-sm leading-6 text-ink-muted"
          >
            {post.excerpt}
          </p>
        )}
      </div>
    </Card>
  );
}
