import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { SectionHeading } from "../../components/ui/section-heading";
import { cn } from "../../lib/cn";
import { queries } from "../../lib/queries";
import { useAuth } from "../auth";
import { CourseCard, CourseCardSkeleton } from "./CourseCard";
import { EnrollNow } from "./EnrollNow";
import { useEnrolledCourseIds } from "./enrolled-courses";

/** 'Featured Courses' with 'View All Courses', on the visitor's and the student's home page. */
export function FeaturedCoursesSection({
  intro,
  className,
  innerClassName,
}: {
  intro: string;
  className?: string;
  innerClassName: string;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="featured-courses-title" className={className}>
      <div className={cn("mx-auto max-w-7xl px-4 sm:px-6", innerClassName)}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="featured-courses-title" title={t`Featured Courses`} intro={intro} />
          <Link href="/courses" className={cn(buttonClass("outline"), "shrink-0")}>
            <Trans>View All Courses</Trans>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-8">
          <FeaturedCourses headingLevel={3} />
        </div>
      </div>
    </section>
  );
}

function FeaturedCourses({ headingLevel }: { headingLevel: 3 }) {
  const courses = useQuery(queries.featuredCourses());
  const { isAuthenticated } = useAuth();
  const { ids } = useEnrolledCourseIds();
  if (courses.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only">
          <Trans>Loading courses...</Trans>
        </span>
        {Array.from({ length: 3 }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (courses.isError) {
    return (
      <p className="text-ink-muted">
        <Trans>Courses could not be loaded right now. Please try again later.</Trans>
      </p>
    );
  }
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", courses.data.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            headingLevel={headingLevel}
            isEnrolled={isAuthenticated && ids.has(course.id)}
            enrollButton={<EnrollNow course={course} className="w-full" />}
          />
        </li>
      ))}
    </ul>
  );
}
