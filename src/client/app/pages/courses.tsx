import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button, buttonClass, linkButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAuth } from "../../features/auth/use-auth";
import { cn } from "../../lib/cn";
import {
  catalogSearchString,
  courseCategories,
  emptyFilters,
  filterCourses,
  parseCatalogSearch,
  type CatalogFilters,
} from "../../features/courses/catalog";
import { CourseCard, CourseCardSkeleton } from "../../features/courses/CourseCard";
import { useEnrolledCourseIds } from "../../features/courses/enrolled-courses";
import { queries } from "../../lib/queries";
import { usePageHead } from "../head";
import { later } from "../later";
import type { PrefetchContext } from "../routes";

/**
 * Enroll Now's enrolment (the sign-in prompt, the offline check, the call) hydrates after the page;
 * until then each card's form posts it (EnrollButton).
 */
const EnrollNow = later(() => import("../../features/courses/EnrollNow").then((module) => module.EnrollNow));
/** Suggest a Course opens a dialog: a tap before its code has come is kept and replayed (data-replay). */
const SuggestCourseButton = later(() =>
  import("../../features/courses/SuggestCourseButton").then((module) => module.SuggestCourseButton),
);
/**
 * The filters: a GET form in the server's HTML, which the inline tap script submits on a change
 * until the page has hydrated (the server filters then); its code loads after the page's.
 */
const CatalogFilterForm = later(() =>
  import("../../features/courses/CatalogFilterForm").then((module) => module.CatalogFilterForm),
);

/** Spec 9: six skeleton cards while the catalog loads. */
const SKELETON_COUNT = 6;

export async function prefetch({ queryClient, user }: PrefetchContext) {
  await Promise.all([
    queryClient.prefetchQuery(queries.courses()),
    user ? queryClient.prefetchQuery(queries.enrollments()) : undefined,
  ]);
}

export default function CoursesPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Courses`,
    description: t`Free and low-cost video courses in carpentry, auto mechanics, culinary arts, gardening, money skills and more.`,
  });
  const { isAuthenticated } = useAuth();
  const courses = useQuery(queries.courses());
  const { ids: enrolledIds } = useEnrolledCourseIds();
  const search = useSearch();
  const [, navigate] = useLocation();

  // The filters live in the URL, so a reload or a shared link shows the same results.
  const filters = parseCatalogSearch(search);
  const setFilters = (next: CatalogFilters) => {
    const query = catalogSearchString(next);
    navigate(query ? `/courses?${query}` : "/courses", { replace: true });
  };

  // Links to the bare catalog, which work before the script; once hydrated, in place.
  const clearFilters = (event: MouseEvent) => {
    event.preventDefault();
    setFilters(emptyFilters);
  };

  const all = courses.data ?? [];
  const categories = courseCategories(all);
  const shown = filterCourses(all, filters);
  const shownCount = shown.length;
  const totalCount = all.length;

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-paper">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between md:py-14">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">
              <Trans>Course catalog</Trans>
            </p>
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
              <Trans>Explore Our Courses</Trans>
            </h1>
            <p className="mt-3 text-lg leading-7 text-ink-muted">
              <Trans>
                Hands-on video courses taught by people who work in the trades. Many are free, and every one is built to
                help you get hired.
              </Trans>
            </p>
          </div>
          <SuggestCourseButton />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <CatalogFilterForm
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          categories={categories}
          coursesLoaded={courses.isSuccess}
        />

        <p role="status" className="mt-6 text-sm font-semibold text-ink-muted">
          {courses.isSuccess
            ? t`Showing ${shownCount} of ${plural(totalCount, { one: "# course", other: "# courses" })}`
            : ""}
        </p>

        {courses.isPending ? (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span className="sr-only">
              <Trans>Loading courses...</Trans>
            </span>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <CourseCardSkeleton key={index} />
            ))}
          </div>
        ) : courses.isError ? (
          <Card className="mt-4 flex flex-col items-center p-10 text-center">
            <h2 className="text-xl font-bold">
              <Trans>We couldn&apos;t load the courses</Trans>
            </h2>
            <p className="mt-2 text-ink-muted">
              <Trans>Please check your connection and try again.</Trans>
            </p>
            <Button className="mt-6" onClick={() => void courses.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </Card>
        ) : shown.length === 0 ? (
          <Card className="mt-4 flex flex-col items-center px-6 py-14 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <SearchX className="h-7 w-7" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-xl font-bold">
              <Trans>No courses found</Trans>
            </h2>
            <p className="mt-2 max-w-md text-ink-muted">
              <Trans>
                No course matches your search and filters. Try other words, or look through everything we teach.
              </Trans>
            </p>
            <a
              href="/courses"
              {...linkButton}
              className={cn(buttonClass("primary", "md"), "mt-6")}
              onClick={clearFilters}
            >
              <Trans>Show All Courses</Trans>
            </a>
          </Card>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((course, index) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  headingLevel={2}
                  eagerImage={index < 3}
                  isEnrolled={isAuthenticated && enrolledIds.has(course.id)}
                  enrollButton={<EnrollNow course={course} className="w-full" />}
                />
              </li>
            ))}
          </ul>
        )}

        <p className="mt-10 text-center text-sm text-ink-muted">
          <Trans>
            Not sure where to start?{" "}
            <Link href="/mentorship" className="font-semibold text-teal-700 underline underline-offset-2">
              Talk to a mentor
            </Link>{" "}
            about which trade fits you.
          </Trans>
        </p>
      </div>
    </div>
  );
}
