import { Trans, useLingui } from "@lingui/react/macro";
import { Calendar } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import type { WireBlogPost } from "../../lib/queries";
import { publishedLabel } from "./blog-logic";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { useIntlLocale } from "../../lib/i18n";
import { LanguageBadge } from "../../components/ui/language-badge";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

const FALLBACK_IMAGE = "/images/default-course.svg";

/** One post in the list; the whole card is the title's link. */
export function BlogCard({ post, eager = false }: { post: WireBlogPost; eager?: boolean }) {
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] transition-shadow focus-within:shadow-[var(--shadow-raised)] hover:shadow-[var(--shadow-raised)]">
      <ResponsiveImage
        src={post.imageUrl || FALLBACK_IMAGE}
        alt=""
        width={640}
        height={360}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={eager}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="teal">
              <CategoryText category={post.category} language={post.language} />
            </Badge>
            <LanguageBadge language={post.language} />
          </span>
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <Calendar className="h-4 w-4" aria-hidden="true" />
            {publishedLabel(post.publishedAt, i18n, locale)}
          </span>
        </div>
        {/* The title and excerpt are as their author wrote them, in the post's language. */}
        <h2 lang={contentLang(post.language)} className="mt-3 text-lg leading-snug font-bold">
          <Link
            href={`/blog/${post.id}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt && (
          <p lang={contentLang(post.language)} title={post.excerpt} className="mt-2 line-clamp-3 text-ink-muted">
            {post.excerpt}
          </p>
        )}
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
          <Trans>Read More →</Trans>
        </span>
      </div>
    </article>
  );
}
