import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Award, BookOpen } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import type { WireEnrollment } from "../../lib/queries";
import { clampPercent } from "./dashboard-data";
import { LocalTime } from "../../components/ui/local-time";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

const DEFAULT_COURSE_IMAGE = "/images/default-course.svg";

function CourseRow({ enrollment }: { enrollment: WireEnrollment }) {
  const { course } = enrollment;
  const percent = clampPercent(enrollment.progress);
  const { t } = useLingui();
  const courseTitle = course.title;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
        <ResponsiveImage
          src={course.imageUrl || DEFAULT_COURSE_IMAGE}
          alt=""
          width={160}
          height={100}
          sizes="(min-width: 640px) 144px, 100vw"
          className="aspect-[16/10] w-full shrink-0 rounded-lg bg-brand-50 object-cover sm:w-36"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <CategoryText category={course.category} language={course.language} />
            </Badge>
            {enrollment.completed && (
              <Badge tone="success">
                <Award className="h-3.5 w-3.5" aria-hidden="true" /> <Trans>Certified</Trans>
              </Badge>
            )}
          </div>
          <h3 lang={contentLang(course.language)} className="mt-2 text-lg leading-snug font-bold">
            {course.title}
          </h3>
          {enrollment.completed && (
            <p className="mt-0.5 text-sm text-ink-muted">
              <Trans>Completed</Trans>
              {enrollment.completedAt && (
                <>
                  {" "}
                  <LocalTime iso={enrollment.completedAt} />
                </>
              )}
            </p>
          )}
          <div className="mt-3 flex items-center gap-3">
            <Progress value={percent} label={t`${courseTitle} progress`} className="flex-1" />
            <span className="w-12 text-right text-sm font-bold text-ink">{percent}%</span>
          </div>
        </div>
        <Link href={`/courses/${course.id}`} className={`${buttonClass("outline", "sm")} self-start sm:self-center`}>
          <Trans>Continue</Trans>
          <span className="sr-only">
            {" "}
            <span lang={contentLang(course.language)}>{course.title}</span>
          </span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Card>
    </li>
  );
}

export function CourseListSkeleton() {
  return (
    <ul className="space-y-4" aria-hidden="true">
      {[0, 1].map((index) => (
        <li key={index}>
          <Card className="flex flex-col gap-4 p-4 sm:flex-row">
            <Skeleton className="aspect-[16/10] w-full rounded-lg sm:w-36" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-5 w-24 rounded-full" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-2.5 w-full" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function CourseList({ enrollments }: { enrollments: WireEnrollment[] }) {
  if (enrollments.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <BookOpen className="h-7 w-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-lg font-bold">
          <Trans>No courses yet</Trans>
        </h3>
        <p className="mt-1 max-w-sm text-sm text-ink-muted">
          <Trans>Start with a free course in carpentry, cooking, gardening, auto repair or money skills.</Trans>
        </p>
        <Link href="/courses" className={`${buttonClass("primary")} mt-5`}>
          <Trans>Explore Courses</Trans>
        </Link>
      </Card>
    );
  }
  return (
    <ul className="space-y-4">
      {enrollments.map((enrollment) => (
        <CourseRow key={enrollment.id} enrollment={enrollment} />
      ))}
    </ul>
  );
}
