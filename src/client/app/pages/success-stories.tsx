import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Heart } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { ImpactFigures } from "../../features/stories/ImpactFigures";
import { storiesToShow } from "../../features/stories/sample-stories";
import { StoryCard } from "../../features/stories/StoryCard";
import { queries } from "../../lib/queries";
import type { PrefetchContext } from "../routes";
import { usePageHead } from "../head";

export async function prefetch({ queryClient }: PrefetchContext) {
  await Promise.all([
    queryClient.prefetchQuery(queries.successStories()),
    queryClient.prefetchQuery(queries.publicFigures()),
  ]);
}

const stats = [
  { value: "96%", label: msg`Employment Rate` },
  { value: "$48k", label: msg`Average Salary` },
  { value: "2,847", label: msg`Lives Changed` },
  { value: "89%", label: msg`Job Retention` },
];

export default function SuccessStoriesPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Success Stories`,
    description: t`Meet graduates of Trade Skills Academy who turned hands-on training into good jobs.`,
  });
  const { data, isPending } = useQuery(queries.successStories());
  const stories = storiesToShow(data);

  return (
    <div>
      <section className="bg-teal-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-sm font-bold tracking-wide text-amber-100 uppercase">
            <Trans>Real people, real careers</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-5xl">
            <Trans>Success Stories</Trans>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">
            <Trans>
              Our graduates came to learn a trade. They left with skills, confidence and a paycheck. Here are some of
              their stories, in their own words.
            </Trans>
          </p>
          <ImpactFigures
            fixed={stats}
            servedLabel={msg`Lives Changed`}
            classes={{
              list: "mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4",
              listLive: "md:grid-cols-3",
              listFixed: "md:grid-cols-4",
              item: "flex flex-col rounded-[var(--radius-card)] bg-white/10 px-3 py-5",
              term: "text-sm font-semibold text-teal-50",
              value: "order-first font-display text-3xl font-bold text-white sm:text-4xl",
              date: "mt-3 text-sm text-teal-50",
            }}
          />
        </div>
      </section>

      <section aria-labelledby="stories-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="stories-heading" className="text-2xl font-bold sm:text-3xl">
          <Trans>Meet Our Graduates</Trans>
        </h2>
        {isPending ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-96 rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {stories.map((story, index) => (
              <StoryCard key={story.id} story={story} eager={index < 2} />
            ))}
          </div>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-[var(--radius-card)] bg-brand-50 px-6 py-10 text-center sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">
            <Trans>Help Write the Next Success Story</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-muted">
            <Trans>
              Every graduate started with one class. Support a student with a donation, or take your own first step
              today.
            </Trans>
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/donate" className={buttonClass("primary", "lg")}>
              <Heart className="h-5 w-5" aria-hidden="true" /> <Trans>Support a Student</Trans>
            </Link>
            <Link href="/courses" className={buttonClass("outline", "lg")}>
              <BookOpen className="h-5 w-5" aria-hidden="true" /> <Trans>Explore Courses</Trans>
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
