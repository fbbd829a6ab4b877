import { Plural, Trans } from "@lingui/react/macro";
import { CheckCircle2, Clock, PlayCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import type { WireCourse } from "../../lib/queries";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { LanguageBadge } from "../../components/ui/language-badge";
import { DEFAULT_COURSE_IMAGE, PriceBadge, RatingLine } from "./CourseFacts";
import { contentLang } from "../../../shared/rules/locale";
import { DurationText } from "../../lib/duration";
import { CategoryText } from "../../components/ui/category-text";

/** Spec 9: a card lists up to three modules. */
export const CARD_MODULE_LIMIT = 3;

interface CourseCardProps {
  course: WireCourse;
  /** h2 on the catalog (under the page's h1), h3 inside a titled section. */
  headingLevel?: 2 | 3;
  isEnrolled?: boolean;
  /** A free course's Enroll Now (EnrollNow.tsx), which the page gives with its enrolment's code. */
  enrollButton: ReactNode;
  /** Images above the fold load at once; the rest wait until they are near. */
  eagerImage?: boolean;
}

export function CourseCard({
  course,
  headingLevel = 3,
  isEnrolled = false,
  enrollButton,
  eagerImage = false,
}: CourseCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/courses/${course.id}`;
  const shown = course.modules.slice(0, CARD_MODULE_LIMIT);
  const more = course.modules.length - shown.length;

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article className="flex h-full flex-col" aria-labelledby={`course-${course.id}-title`}>
        <div className="relative">
          <ResponsiveImage
            src={course.imageUrl || DEFAULT_COURSE_IMAGE}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={eagerImage}
            className="aspect-video w-full bg-amber-100 object-cover"
          />
          <PriceBadge course={course} className="absolute top-3 right-3 shadow-sm" />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs font-semibold tracking-wide text-teal-700 uppercase">
              <CategoryText category={course.category} language={course.language} />
            </p>
            <LanguageBadge language={course.language} />
          </div>
          {/* The title and description are as their author wrote them, in the course's language. */}
          <Heading
            id={`course-${course.id}-title`}
            lang={contentLang(course.language)}
            className="-mt-1 text-lg leading-snug font-bold"
          >
            <Link href={href} className="hover:text-brand-700 hover:underline">
              {course.title}
            </Link>
          </Heading>
          <p
            lang={contentLang(course.language)}
            title={course.description}
            className="line-clamp-3 text-sm leading-6 text-ink-muted"
          >
            {course.description}
          </p>
          <RatingLine course={course} />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            {course.duration && (
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                <DurationText item={course} language={course.language} />
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <PlayCircle className="h-4 w-4" aria-hidden="true" />
              <Plural value={course.videoCount} one="# video" other="# videos" />
            </span>
          </p>
          {shown.length > 0 && (
            <div className="rounded-lg bg-paper p-3">
              <p className="sr-only">
                <Trans>Modules</Trans>
              </p>
              <ul className="grid gap-1.5 text-sm">
                {shown.map((module) => (
                  <li key={module.title} className="flex items-start gap-2">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
                    <span lang={contentLang(course.language)}>{module.title}</span>
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <p className="mt-1.5 pl-6 text-sm font-semibold text-ink-muted">
                  {/* English keeps spec 9's "+N more modules" for every N; Spanish needs the plural. */}
                  <Plural value={more} one="+# more modules" other="+# more modules" />
                </p>
              )}
            </div>
          )}
          <div className="mt-auto pt-2">
            {isEnrolled ? (
              <div className="flex items-center gap-3">
                <Badge tone="teal">
                  <Trans>Enrolled</Trans>
                </Badge>
                <Link href={href} className={cn(buttonClass("secondary", "md"), "flex-1")}>
                  <Trans>Continue Learning</Trans>
                </Link>
              </div>
            ) : course.isFree ? (
              enrollButton
            ) : (
              <Link href={href} className={cn(buttonClass("outline", "md"), "w-full")}>
                <Trans>View Course</Trans>
              </Link>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true" data-testid="course-card-skeleton">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </Card>
  );
}
