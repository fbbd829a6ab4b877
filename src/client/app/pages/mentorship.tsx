import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { Briefcase, CalendarClock, Rocket, Users } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { MentorCard, MentorCardSkeleton } from "../../features/mentors/MentorCard";
import { useBookNow } from "../../features/mentors/use-book-now";
import { errorMessage } from "../../lib/api";
import { queries } from "../../lib/queries";
import { usePageHead } from "../head";
import type { PrefetchContext } from "../routes";
import { later } from "../later";

const BookingDialog = lazy(() =>
  import("../../features/mentors/BookingDialog").then((module) => ({ default: module.BookingDialog })),
);

// Under the mentors: how it works and the closing call, whose code comes after the page's (later.tsx).
const MentorshipMore = later(() => import("../sections/mentorship-more").then((module) => module.MentorshipMore));

/** Spec 9: six skeleton cards while the mentors load. */
const SKELETON_COUNT = 6;

const benefits = [
  {
    Icon: Briefcase,
    title: msg`Industry Professionals`,
    text: msg`Learn from carpenters, chefs, technicians and farmers who do this work every day.`,
  },
  {
    Icon: CalendarClock,
    title: msg`Flexible Scheduling`,
    text: msg`Book a time that fits around school, work and family: 30 minutes to 2 hours.`,
  },
  {
    Icon: Rocket,
    title: msg`Career Guidance`,
    text: msg`Get honest advice on apprenticeships, certifications, interviews and your first job.`,
  },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await queryClient.prefetchQuery(queries.mentors());
}

function MentorGrid() {
  const { t } = useLingui();
  const mentors = useQuery(queries.mentors());
  const { mentor, requestBooking, closeBooking } = useBookNow();

  if (mentors.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t`Loading mentors`}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <MentorCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (mentors.isError) {
    return (
      <Card className="p-8 text-center" role="alert">
        <p className="font-semibold">
          <Trans>We couldn&apos;t load the mentors.</Trans>
        </p>
        <p className="mt-1 text-sm text-ink-muted">{errorMessage(mentors.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void mentors.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Card>
    );
  }
  if (mentors.data.length === 0) {
    return (
      <Card className="flex flex-col items-center p-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Users className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-bold">
          <Trans>No mentors available</Trans>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>New mentors join often. Please check back soon.</Trans>
        </p>
      </Card>
    );
  }
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {mentors.data.map((item, index) => (
          <MentorCard key={item.id} mentor={item} onBook={requestBooking} imageLoading={index < 3 ? "eager" : "lazy"} />
        ))}
      </div>
      {mentor && (
        // The dialog's code loads when a mentor is chosen: the page doesn't need it to show.
        <Suspense fallback={null}>
          <BookingDialog mentor={mentor} onClose={closeBooking} />
        </Suspense>
      )}
    </>
  );
}

export default function MentorshipPage() {
  const { t, i18n } = useLingui();
  usePageHead({
    title: t`Expert Mentorship`,
    description: t`Book free one-on-one online sessions with carpenters, chefs, mechanics and other trade professionals.`,
  });

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-paper">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-sm font-bold tracking-wide text-teal-800 uppercase">
            <Trans>One-on-one guidance</Trans>
          </p>
          <h1 id="mentorship-title" tabIndex={-1} className="mt-2 text-4xl font-bold outline-none sm:text-5xl">
            <Trans>Expert Mentorship</Trans>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
            <Trans>
              Talk with people who have built real careers in the trades. Ask questions, plan your next step and get
              advice you can use right away.
            </Trans>
          </p>

          <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3">
            {benefits.map(({ Icon, title, text }) => (
              <li
                key={title.id}
                className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h2 className="mt-3 font-sans text-base font-bold">{i18n._(title)}</h2>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="mentors-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="mb-8 max-w-2xl">
          <h2 id="mentors-heading" className="text-3xl font-bold">
            <Trans>Meet Our Mentors</Trans>
          </h2>
          <p className="mt-2 text-ink-muted">
            <Trans>Every session is free for our students. Pick a mentor to book a time.</Trans>
          </p>
        </div>
        <MentorGrid />
      </section>

      <MentorshipMore />
    </div>
  );
}
