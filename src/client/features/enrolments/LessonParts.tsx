/** The lesson page's pieces: breadcrumbs, header, previous/next and the course's lessons. */
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight, CheckCircle2, ChevronRight, PlayCircle } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import type { WireLesson, WireLessonDetail, WireModule } from "../../lib/queries";
import { LessonLength } from "./LessonLength";
import type { OrderedLesson } from "./progress";
import { contentLang } from "../../../shared/rules/locale";
import type { Locale } from "../../../shared/rules/locale";

const curriculumHref = (lesson: WireLessonDetail) => `/courses/${lesson.courseId}?tab=curriculum`;

export function LessonBreadcrumbs({ lesson }: { lesson: WireLessonDetail }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-ink-muted">
        <li>
          <Link href="/courses" className="font-semibold text-teal-700 hover:underline">
            <Trans>Courses</Trans>
          </Link>
        </li>
        <li className="inline-flex min-w-0 items-center gap-1">
          <ChevronRight className="h-4 w-4 shrink-0" aria-hidden="true" />
          <Link
            href={curriculumHref(lesson)}
            lang={contentLang(lesson.courseLanguage)}
            className="font-semibold text-teal-700 hover:underline"
          >
            {lesson.courseTitle}
          </Link>
        </li>
        {/* On phones the module and lesson show right below, as the eyebrow and the heading. */}
        <li lang={contentLang(lesson.courseLanguage)} className="hidden items-center gap-1 md:inline-flex">
          <ChevronRight className="h-4 w-4 shrink-0" aria-hidden="true" />
          {lesson.moduleTitle}
        </li>
        <li
          aria-current="page"
          lang={contentLang(lesson.courseLanguage)}
          className="hidden items-center gap-1 font-semibold text-ink md:inline-flex"
        >
          <ChevronRight className="h-4 w-4 shrink-0 font-normal text-ink-muted" aria-hidden="true" />
          {lesson.title}
        </li>
      </ol>
    </nav>
  );
}

export function LessonHeader({ lesson, isDone }: { lesson: WireLessonDetail; isDone: boolean }) {
  return (
    <header>
      <p
        lang={contentLang(lesson.courseLanguage)}
        className="text-sm font-semibold tracking-wide text-teal-700 uppercase"
      >
        {lesson.moduleTitle}
      </p>
      <h1
        lang={contentLang(lesson.courseLanguage)}
        className="mt-1 text-3xl leading-tight font-bold break-words sm:text-4xl"
      >
        {lesson.title}
      </h1>
      {lesson.description && (
        <p lang={contentLang(lesson.courseLanguage)} className="mt-3 text-lg leading-8 text-ink-muted">
          {lesson.description}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <LessonLength lesson={lesson} language={lesson.courseLanguage} />
        {isDone && (
          <Badge tone="success">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
            <Trans>Completed</Trans>
          </Badge>
        )}
      </div>
    </header>
  );
}

const neighbourClass =
  "flex min-h-16 items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 font-semibold shadow-[var(--shadow-card)] hover:border-teal-700 hover:bg-teal-50";

/** Previous and next lesson, or back to the course's curriculum at either end. */
export function LessonNavigation({
  lesson,
  previous,
  next,
}: {
  lesson: WireLessonDetail;
  previous: OrderedLesson | undefined;
  next: OrderedLesson | undefined;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Lesson navigation`} className="mt-8 grid gap-3 sm:grid-cols-2">
      {previous ? (
        <NeighbourLink lesson={previous} direction="previous" lang={contentLang(lesson.courseLanguage)} />
      ) : (
        <Link href={curriculumHref(lesson)} className={cn(neighbourClass, "justify-start")}>
          <ArrowLeft className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="block text-xs font-semibold text-ink-muted uppercase">
              <Trans>Back to</Trans>
            </span>
            <Trans>Course curriculum</Trans>
          </span>
        </Link>
      )}
      {next ? (
        <NeighbourLink lesson={next} direction="next" lang={contentLang(lesson.courseLanguage)} />
      ) : (
        <Link href={curriculumHref(lesson)} className={cn(neighbourClass, "justify-end text-right")}>
          <span>
            <span className="block text-xs font-semibold text-ink-muted uppercase">
              <Trans>Last lesson: back to</Trans>
            </span>
            <Trans>Course curriculum</Trans>
          </span>
          <ArrowRight className="h-5 w-5 shrink-0" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}

function NeighbourLink({
  lesson,
  direction,
  lang,
}: {
  lesson: OrderedLesson;
  direction: "previous" | "next";
  lang: string;
}) {
  const isNext = direction === "next";
  return (
    <Link
      href={`/lessons/${lesson.id}`}
      rel={isNext ? "next" : "prev"}
      className={cn(neighbourClass, isNext ? "justify-end text-right sm:col-start-2" : "justify-start")}
    >
      {!isNext && <ArrowLeft className="h-5 w-5 shrink-0" aria-hidden="true" />}
      <span className="min-w-0">
        <span className="block text-xs font-semibold text-ink-muted uppercase">
          {isNext ? <Trans>Next lesson</Trans> : <Trans>Previous lesson</Trans>}
        </span>
        <span lang={lang} className="break-words">
          {lesson.title}
        </span>
      </span>
      {isNext && <ArrowRight className="h-5 w-5 shrink-0" aria-hidden="true" />}
    </Link>
  );
}

/** The course's lessons by module, the current one marked, done ones ticked. */
export function CourseOutline({
  modules,
  byModule,
  currentId,
  done,
  courseTitle,
  courseLanguage,
}: {
  modules: WireModule[];
  byModule: Map<string, WireLesson[]>;
  currentId: string;
  done: Set<string>;
  courseTitle: string;
  /** The course's language: its titles are in it. */
  courseLanguage: Locale | null;
}) {
  const { t } = useLingui();
  if (modules.length === 0) return null;
  return (
    <aside aria-labelledby="course-outline" className="lg:sticky lg:top-24 lg:self-start">
      <Card className="p-5">
        <h2 id="course-outline" className="text-base font-bold">
          <Trans>
            Lessons in <span lang={contentLang(courseLanguage)}>{courseTitle}</span>
          </Trans>
        </h2>
        <ol className="mt-3 grid gap-4">
          {modules.map((module) => (
            <li key={module.id}>
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {module.orderIndex}. <span lang={contentLang(courseLanguage)}>{module.title}</span>
              </p>
              <ol className="mt-1.5 grid gap-0.5">
                {[...(byModule.get(module.id) ?? [])]
                  .sort((a, b) => a.orderIndex - b.orderIndex)
                  .map((item) => {
                    const isCurrent = item.id === currentId;
                    const isDone = done.has(item.id);
                    return (
                      <li key={item.id}>
                        <Link
                          href={`/lessons/${item.id}`}
                          aria-current={isCurrent ? "page" : undefined}
                          className={cn(
                            "flex items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-brand-50",
                            isCurrent ? "bg-brand-50 font-semibold text-brand-800" : "text-ink",
                          )}
                        >
                          {isDone ? (
                            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-label={t`Completed`} />
                          ) : (
                            <PlayCircle className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
                          )}
                          <span lang={contentLang(courseLanguage)}>{item.title}</span>
                        </Link>
                      </li>
                    );
                  })}
              </ol>
            </li>
          ))}
        </ol>
      </Card>
    </aside>
  );
}
