import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { PageLoading, PageMessage } from "../../components/page-states";
import { Button, buttonClass } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Markdown } from "../../features/courses/markdown";
import { useIntlLocale, useLocale } from "../../lib/i18n";
import { queries } from "../../lib/queries";
import { queryOutcome } from "../../lib/query-outcome";
import { usePageHead } from "../head";
import type { PrefetchContext } from "../routes";

/** The academy's own pages (issue 23); a slug we don't have stays in the cache as its 404. */
export async function prefetch({ queryClient, params }: PrefetchContext) {
  await queryClient.prefetchQuery(queries.sitePage(params.slug ?? ""));
}

/** The first paragraph as plain text, for the page's description. */
function summaryOf(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/).find((block) => /^[\p{L}\p{N}*_]/u.test(block.trim())) ?? "";
  return paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/**
 * /pages/{slug}: About Us, the Privacy Policy… in the page's language, rendered from Markdown by
 * the lessons' safe renderer (no HTML is injected; links keep http(s) and relative addresses).
 * The date is written in UTC, so the server's HTML and the browser's agree.
 */
export default function SitePageView({ params }: { params: Record<string, string> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const query = useQuery(queries.sitePage(params.slug ?? ""));
  const outcome = queryOutcome(query);
  const page = outcome.status === "ready" ? outcome.data : undefined;
  const version = page?.[locale];

  usePageHead(
    version
      ? { title: version.title, description: summaryOf(version.body) || version.title }
      : outcome.status === "missing"
        ? {
            title: t`Page Not Found`,
            description: t`The page you're looking for doesn't exist.`,
            status: 404,
            noindex: true,
          }
        : { title: t`Trade Skills Academy`, description: t`Trade Skills Academy`, noindex: true },
  );

  if (outcome.status === "missing") {
    return (
      <PageMessage
        icon={FileQuestion}
        title={t`Page Not Found`}
        actions={
          <Link href="/" className={buttonClass("primary")}>
            <Trans>Go to the home page</Trans>
          </Link>
        }
      >
        <Trans>The page you&apos;re looking for doesn&apos;t exist.</Trans>
      </PageMessage>
    );
  }
  if (outcome.status === "error") {
    return (
      <PageMessage
        title={t`We couldn't load this page`}
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
  if (!page || !version) {
    return (
      <PageLoading label={t`Loading page`} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-6 w-full" />
        <Skeleton className="mt-3 h-6 w-5/6" />
      </PageLoading>
    );
  }
  const updated = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(page.updatedAt),
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl leading-tight font-bold break-words sm:text-4xl">{version.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">
        <Trans>Last updated {updated}</Trans>
      </p>
      <Markdown
        source={version.body}
        topHeadingLevel={2}
        omitLeadingHeading={version.title}
        className="prose-academy mt-8 break-words"
      />
    </article>
  );
}
