import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { queries, type WireEnrollment } from "../../lib/queries";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

/** How many enrolments the signed-in home lists. */
const CONTINUE_LIMIT = 4;

/** The signed-in home's "Continue Learning": courses in progress first, each with its progress. */
export function ContinueLearning({ enrollments }: { enrollments: WireEnrollment[] }) {
  const { t } = useLingui();
  if (enrollments.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-teal-100 text-teal-800">
          <BookOpen className="h-7 w-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-lg font-bold">
          <Trans>You haven&apos;t started a course yet</Trans>
        </h3>
        <p className="mt-2 max-w-md text-ink-muted">
          <Trans>Pick a free course below and start your first lesson today. It only takes a few minutes.</Trans>
        </p>
        <Link href="/courses" className={`${buttonClass("primary")} mt-6`}>
          <Trans>Browse Courses</Trans>
        </Link>
      </Card>
    );
  }
  const ordered = [...enrollments]
    .sort((a, b) => Number(a.completed) - Number(b.completed) || b.enrolledAt.localeCompare(a.enrolledAt))
    .slice(0, CONTINUE_LIMIT);
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {ordered.map((enrollment) => {
        const courseTitle = enrollment.course.title;
        return (
          <li key={enrollment.id}>
            <Card className="flex h-full gap-4 p-4">
              <ResponsiveImage
                src={enrollment.course.imageUrl || "/images/default-course.svg"}
                alt=""
                width={112}
                height={63}
                sizes="112px"
                className="hidden aspect-video w-28 shrink-0 self-start rounded-lg bg-amber-100 object-cover min-[420px]:block"
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="text-xs font-semibold tracking-wide text-teal-700 uppercase">
                  <CategoryText category={enrollment.course.category} language={enrollment.course.language} />
                </p>
                <h3 lang={contentLang(enrollment.course.language)} className="mt-0.5 leading-snug font-bold">
                  {enrollment.course.title}
                </h3>
                <div className="mt-3 flex items-center gap-3">
                  <Progress value={enrollment.progress} label={t`${courseTitle} progress`} className="flex-1" />
                  <span className="text-sm font-semibold text-teal-700">{enrollment.progress}%</span>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  {enrollment.completed ? (
                    <Badge tone="success">
                      <Award className="h-3.5 w-3.5" aria-hidden="true" />
                      <Trans>Completed</Trans>
                    </Badge>
                  ) : (
                    <span />
                  )}
                  <Link
                    href={`/courses/${enrollment.courseId}`}
                    className={buttonClass("secondary", "sm")}
                    aria-label={enrollment.completed ? t`Review: ${courseTitle}` : t`Continue: ${courseTitle}`}
                  >
                    {enrollment.completed ? <Trans>Review</Trans> : <Trans>Continue</Trans>}
                  </Link>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in home's "Continue Learning" section: the student's enrolments, loaded here. */
export function ContinueLearningSection() {
  const enrollments = useQuery(queries.enrollments());
  return (
    <section aria-labelledby="continue-title">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="continue-title" className="text-2xl font-bold">
          <Trans>Continue Learning</Trans>
        </h2>
        <div className="mt-5">
          {enrollments.isPending ? (
            <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : enrollments.isError ? (
            <p className="text-ink-muted">
              <Trans>Your courses could not be loaded right now. Please try again later.</Trans>
            </p>
          ) : (
            <ContinueLearning enrollments={enrollments.data} />
          )}
        </div>
      </div>
    </section>
  );
}
