import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { Users } from "lucide-react";
import { useIntlLocale } from "../../lib/i18n";
import { calendarDay } from "./calendar-day";
import { cohortQueries } from "./queries";

/*
 * A student's cohort (issue 24), on the course page and the dashboard. Loaded after the page
 * (app/later.tsx), so it adds nothing to those pages' first load; the server renders it with the
 * page from the prefetched /api/user/cohorts.
 */

export const myCohortsQuery = cohortQueries.mine;

function Dates({ from, to }: { from: string; to: string }) {
  const intl = useIntlLocale();
  const format = (day: string) =>
    new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone: "UTC" }).format(calendarDay(day));
  return (
    <>
      <time dateTime={from}>{format(from)}</time> – <time dateTime={to}>{format(to)}</time>
    </>
  );
}

/** "Your cohort: Spring 2027 – evenings, 1 Mar 2027 – 30 Jun 2027" on the course's page. */
export function CourseCohortNote({ courseId }: { courseId: string }) {
  const mine = useQuery(myCohortsQuery());
  const cohort = mine.data?.find((row) => row.courseId === courseId);
  if (!cohort) return null;
  const { name } = cohort;
  return (
    <p className="mt-4 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-900">
      <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans>
          Your cohort: <strong className="font-semibold">{name}</strong>,{" "}
          <Dates from={cohort.startsOn} to={cohort.endsOn} />
        </Trans>
      </span>
    </p>
  );
}

/** The student's cohorts on the dashboard, with each course's title (from their enrolments). */
export function DashboardCohorts({ courseTitles }: { courseTitles: Record<string, string> }) {
  const mine = useQuery(myCohortsQuery());
  const cohorts = mine.data ?? [];
  if (cohorts.length === 0) return null;
  return (
    <section aria-labelledby="my-cohorts-heading" className="rounded-md border border-line bg-surface p-4">
      <h2 id="my-cohorts-heading" className="flex items-center gap-2 font-semibold">
        <Users className="h-4 w-4" aria-hidden="true" /> <Trans>Your cohorts</Trans>
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {cohorts.map((cohort) => (
          <li key={cohort.cohortId} className="break-words">
            <strong className="font-semibold">{cohort.name}</strong>
            {courseTitles[cohort.courseId] ? ` · ${courseTitles[cohort.courseId]}` : ""} ·{" "}
            <Dates from={cohort.startsOn} to={cohort.endsOn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
