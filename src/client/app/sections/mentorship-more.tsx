import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowUp, CalendarCheck, Rocket, UserCheck, Video } from "lucide-react";
import { Button } from "../../components/ui/button";

const steps = [
  {
    Icon: UserCheck,
    title: msg`Choose a Mentor`,
    text: msg`Browse the mentors below and pick someone in the trade you want.`,
  },
  {
    Icon: CalendarCheck,
    title: msg`Schedule a Session`,
    text: msg`Choose a date, time and length, and tell them your topic.`,
  },
  {
    Icon: Video,
    title: msg`Meet Online`,
    text: msg`Join your one-on-one video session from a phone or a computer.`,
  },
  {
    Icon: Rocket,
    title: msg`Apply What You Learn`,
    text: msg`Put their advice to work in your courses, projects and job search.`,
  },
];

function scrollToTop() {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  // Keyboard and screen reader users land where the page starts, too.
  document.getElementById("mentorship-title")?.focus({ preventScroll: true });
}

/** The mentorship page under its mentors: how mentorship works, and a call back to the list. */
export function MentorshipMore() {
  const { t, i18n } = useLingui();
  return (
    <>
      <section aria-labelledby="how-heading" className="bg-teal-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="how-heading" className="text-center text-3xl font-bold">
            <Trans>How Mentorship Works</Trans>
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ Icon, title, text }, index) => {
              const stepNumber = index + 1;
              return (
                <li
                  key={title.id}
                  className="relative rounded-[var(--radius-card)] bg-surface p-5 shadow-[var(--shadow-card)]"
                >
                  <span className="flex items-center gap-3">
                    <span
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                      aria-hidden="true"
                    >
                      {stepNumber}
                    </span>
                    <Icon className="h-6 w-6 text-teal-800" aria-hidden="true" />
                  </span>
                  <h3 className="mt-3 font-sans text-base font-bold">
                    <span className="sr-only">{t`Step ${stepNumber}:`} </span>
                    {i18n._(title)}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{i18n._(text)}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <div className="rounded-[var(--radius-card)] bg-brand-700 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            <Trans>Ready to Talk to a Mentor?</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            <Trans>
              One conversation can open the door to an apprenticeship or a first job. Choose a mentor and book your
              session today.
            </Trans>
          </p>
          <Button variant="light" size="lg" className="mt-6" onClick={scrollToTop}>
            <ArrowUp className="h-5 w-5" aria-hidden="true" /> <Trans>Find Your Mentor</Trans>
          </Button>
        </div>
      </section>
    </>
  );
}
