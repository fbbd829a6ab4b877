import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw, Search, SearchX, SlidersHorizontal } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button, buttonClass, linkButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input, LanguageFilter, Label, NativeSelect } from "../../components/ui/form";
import { useAuth } from "../../features/auth/use-auth";
import { cn } from "../../lib/cn";
import {
  ALL,
  activeFilterCount,
  catalogSearchString,
  courseCategories,
  emptyFilters,
  filterCourses,
  parseCatalogSearch,
  type CatalogFilters,
  type PriceFilter,
} from "../../features/courses/catalog";
import { CourseCard, CourseCardSkeleton } from "../../features/courses/CourseCard";
import { SuggestCourseButton } from "../../features/courses/SuggestCourseButton";
import { useEnroll, useEnrolledCourseIds } from "../../features/courses/use-enroll";
import { queries } from "../../lib/queries";
import { usePageHead } from "../head";
import type { PrefetchContext } from "../routes";
import { categoryLabel } from "../../lib/programs";

/** Spec 9: six skeleton cards while the catalog loads. */
const SKELETON_COUNT = 6;

export async function prefetch({ queryClient, user }: PrefetchContext) {
  await Promise.all([
    queryClient.prefetchQuery(queries.courses()),
    user ? queryClient.prefetchQuery(queries.enrollments()) : undefined,
  ]);
}

export default function CoursesPage() {
  const { t, i18n } = useLingui();
  usePageHead({
    title: t`Courses`,
    description: t`Free and low-cost video courses in carpentry, auto mechanics, culinary arts, gardening, money skills and more.`,
  });
  const { isAuthenticated } = useAuth();
  const courses = useQuery(queries.courses());
  const { ids: enrolledIds } = useEnrolledCourseIds();
  const { enroll, pendingCourseId } = useEnroll();
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
  const activeCount = activeFilterCount(filters);

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
        <Card className="p-4 sm:p-5">
          {/* On a phone the filters fold behind "Filters" (issue 23), before the script too: the
              form after a closed <details> is hidden by styles.css, desktop is unchanged. */}
          <details className="sm:hidden" data-filters-toggle>
            <summary
              className={cn(
                buttonClass("outline", "md"),
                "w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
              <Trans>Filters</Trans>
              {activeCount > 0 && (
                <span className="rounded-full bg-brand-600 px-2 text-sm leading-6 text-white">
                  <span aria-hidden="true">{activeCount}</span>
                  <span className="sr-only">
                    <Plural value={activeCount} one="# active filter" other="# active filters" />
                  </span>
                </span>
              )}
            </summary>
          </details>
          {/* A real GET form: before the page's script, a change submits it (the inline tap script)
              and the server renders the filtered list; once hydrated, the list filters live. */}
          <form
            role="search"
            method="get"
            action="/courses"
            data-submit-on-change=""
            aria-label={t`Filter courses`}
            className="grid gap-4 max-sm:mt-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,1.2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="sm:col-span-3 lg:col-span-1">
              <Label htmlFor="course-search">
                <Trans>Search</Trans>
              </Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted"
                  aria-hidden="true"
                />
                <Input
                  id="course-search"
                  name="q"
                  type="search"
                  placeholder={t`Search courses...`}
                  className="pl-10"
                  value={filters.query}
                  onChange={(event) => setFilters({ ...filters, query: event.target.value })}
                />
              </div>
            </div>
            <div>
              <Label htmlFor="course-category">
                <Trans>Category</Trans>
              </Label>
              <NativeSelect
                id="course-category"
                name="category"
                value={filters.category}
                onChange={(event) => setFilters({ ...filters, category: event.target.value })}
              >
                <option value={ALL}>{t`All Categories`}</option>
                {categories.map((category) => {
                  const shown = categoryLabel(i18n, category);
                  return (
                    <option key={category} value={category} lang={shown.lang}>
                      {shown.label}
                    </option>
                  );
                })}
                {/* A category from a shared link that no course has (any more) stays selectable. */}
                {filters.category !== ALL && courses.isSuccess && !categories.includes(filters.category) && (
                  <option value={filters.category}>{filters.category}</option>
                )}
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor="course-price">
                <Trans>Price</Trans>
              </Label>
              <NativeSelect
                id="course-price"
                name="price"
                value={filters.price}
                onChange={(event) => setFilters({ ...filters, price: event.target.value as PriceFilter })}
              >
                <option value="all">{t`All Prices`}</option>
                <option value="free">{t`Free`}</option>
                <option value="paid">{t`Paid`}</option>
              </NativeSelect>
            </div>
            <div>
              {/* The language a course is taught in, as its author says (issue 12). */}
              <LanguageFilter
                id="course-language"
                name="language"
                value={filters.language}
                onChange={(language) => setFilters({ ...filters, language })}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              {/* Only until the script has run: afterwards every change applies at once. */}
              <Button type="submit" variant="secondary" className="until-hydrated">
                <Trans>Apply Filters</Trans>
              </Button>
              <a
                href="/courses"
                {...linkButton}
                className={cn(buttonClass("ghost", "md"), "border border-line")}
                onClick={clearFilters}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                <Trans>Clear Filters</Trans>
              </a>
            </div>
          </form>
        </Card>

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
                  isEnrolling={pendingCourseId === course.id}
                  onEnroll={enroll}
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
