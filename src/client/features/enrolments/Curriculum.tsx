import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import {
  BookOpen,
  CheckCircle2,
  ChevronDown,
  ClipboardCheck,
  Clock,
  FileText,
  Hammer,
  Lock,
  PlayCircle,
} from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useIntlLocale } from "../../lib/i18n";
import { rovingTarget } from "../../lib/roving-focus";
import {
  queries,
  type WireLesson,
  type WireModule,
  type WireProgress,
  type WireProject,
  type WireQuizSummary,
} from "../../lib/queries";
import { sortModuleItems } from "../../../shared/rules/curriculum";
import { DEFAULT_MAX_SUBMISSIONS } from "../../../shared/rules/projects";
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASS_THRESHOLD } from "../../../shared/rules/quizzes";
import { completedItemIds, moduleProgress } from "./progress";
import { useCompleteLesson } from "./use-complete-lesson";
import { LessonLength } from "./LessonLength";
import { contentLang, type Locale } from "../../../shared/rules/locale";

interface Access {
  courseId: string;
  isAuthenticated: boolean;
  isEnrolled: boolean;
  /** Lessons open to this person: every lesson of a free course, a paid one's to its students. */
  canOpenLessons: boolean;
  /** The course's language: its titles and texts are in it (null: not stated). */
  language: Locale | null;
}

type Item =
  | { kind: "lesson"; orderIndex: number; data: WireLesson }
  | { kind: "quiz"; orderIndex: number; data: WireQuizSummary }
  | { kind: "project"; orderIndex: number; data: WireProject };

const hourFormats = new Map<string, Intl.NumberFormat>();

/** "1.5 hours" ("1,5 horas"): at most two decimals, no grouping, in the page's Intl locale. */
function useFormatHours() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  let format = hourFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    hourFormats.set(locale, format);
  }
  const numbers = format;
  return (hours: string): string => {
    const value = Number(hours);
    if (!Number.isFinite(value)) return hours;
    const shown = numbers.format(value);
    return value === 1 ? t`${shown} hour` : t`${shown} hours`;
  };
}

/** Overall progress for a signed-in student: completed/total items and a percentage (spec 2). */
export function CourseProgressSummary({ progress }: { progress: WireProgress | undefined }) {
  const completion = progress?.completion;
  const completedCount = completion?.completed;
  const totalCount = completion?.total ?? 0;
  const { t } = useLingui();
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 className="text-base font-bold">
            <Trans>Your Progress</Trans>
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted" data-testid="course-progress-count">
            {completion ? (
              // English keeps the spec's "X/Y items completed" for every Y; Spanish needs the plural.
              t`${completedCount}/${plural(totalCount, { one: "# items completed", other: "# items completed" })}`
            ) : (
              <Trans>Loading your progress...</Trans>
            )}
          </p>
        </div>
        <p className="font-display text-2xl font-bold text-teal-700" data-testid="course-progress-percent">
          {completion ? `${completion.percentage}%` : ""}
        </p>
      </div>
      <Progress className="mt-3" value={completion?.percentage ?? 0} label={t`Course progress`} />
    </Card>
  );
}

export function Curriculum({ modules, access }: { modules: WireModule[]; access: Access }) {
  const progress = useQuery({ ...queries.courseProgress(access.courseId), enabled: access.isAuthenticated });
  const done = completedItemIds(progress.data?.progress);
  const ordered = [...modules].sort((a, b) => a.orderIndex - b.orderIndex);

  return (
    <div className="grid gap-5">
      {access.isAuthenticated && <CourseProgressSummary progress={progress.data} />}
      {ordered.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-teal-100 text-teal-800">
            <BookOpen className="h-7 w-7" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-bold">
            <Trans>Course Content Coming Soon</Trans>
          </h3>
          <p className="mt-2 max-w-md text-ink-muted">
            <Trans>
              Our instructors are putting the finishing touches on this course&apos;s lessons. Check back soon.
            </Trans>
          </p>
        </Card>
      ) : (
        <div className="grid gap-3" onKeyDown={moveBetweenModules}>
          {ordered.map((module) => (
            <ModuleRow key={module.id} module={module} access={access} done={done} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The module list is an accordion after the WAI-ARIA pattern, any number of modules open at
 * once: each header is a button that shows or hides its module's items; Up, Down, Home and End
 * move between the headers. Hand-written: Radix Accordion cost about 3 kB of the course page.
 */
function moveBetweenModules(event: KeyboardEvent<HTMLDivElement>) {
  const trigger = rovingTarget<HTMLButtonElement>(event, "button[data-module-trigger]", {
    previous: "ArrowUp",
    next: "ArrowDown",
  });
  if (!trigger) return;
  event.preventDefault();
  trigger.focus();
}

function useModuleItems(moduleId: string) {
  const lessons = useQuery(queries.moduleLessons(moduleId));
  const quizzes = useQuery(queries.moduleQuizzes(moduleId));
  const projects = useQuery(queries.moduleProjects(moduleId));
  // The curriculum's order, the rule the server's "Next: {item}" follows too.
  const items = sortModuleItems<Item>([
    ...(lessons.data ?? []).map((data) => ({ kind: "lesson" as const, orderIndex: data.orderIndex, data })),
    ...(quizzes.data ?? []).map((data) => ({ kind: "quiz" as const, orderIndex: data.orderIndex, data })),
    ...(projects.data ?? []).map((data) => ({ kind: "project" as const, orderIndex: data.orderIndex, data })),
  ]);
  return {
    items,
    isLoading: lessons.isPending || quizzes.isPending || projects.isPending,
    isError: lessons.isError || quizzes.isError || projects.isError,
  };
}

function ModuleRow({ module, access, done }: { module: WireModule; access: Access; done: Set<string> }) {
  const { items, isLoading, isError } = useModuleItems(module.id);
  const { completed, total, percent } = moduleProgress(
    items.map((item) => item.data.id),
    done,
  );
  const showProgress = access.isAuthenticated && !isLoading;
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const { t } = useLingui();
  const formatHours = useFormatHours();
  const moduleNumber = module.orderIndex;
  const itemCount = items.length;

  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <h3>
        <button
          type="button"
          id={`${baseId}-trigger`}
          aria-expanded={open}
          aria-controls={`${baseId}-panel`}
          data-state={open ? "open" : "closed"}
          data-module-trigger=""
          onClick={() => setOpen((value) => !value)}
          className="group flex w-full cursor-pointer items-start gap-3 p-4 text-left hover:bg-brand-50/60 sm:gap-4 sm:p-5"
        >
          <span
            className={cn(
              "flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-display font-bold",
              showProgress && total > 0 && completed === total
                ? "bg-success text-white"
                : "bg-brand-100 text-brand-800",
            )}
            aria-hidden="true"
          >
            {module.orderIndex}
          </span>
          <span className="min-w-0 flex-1">
            <span className="sr-only">
              <Trans>Module {moduleNumber}:</Trans>{" "}
            </span>
            <span
              lang={contentLang(access.language)}
              className="block text-base leading-snug font-bold text-ink sm:text-lg"
            >
              {module.title}
            </span>
            {module.description && (
              <span
                lang={contentLang(access.language)}
                className="mt-1 block text-sm leading-6 font-normal text-pretty text-ink-muted"
              >
                {module.description}
              </span>
            )}
            <span className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-normal text-ink-muted">
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {formatHours(module.estimatedHours)}
              </span>
              <span>
                {isLoading ? t`Loading items...` : t`${plural(itemCount, { one: "# item", other: "# items" })}`}
              </span>
              {showProgress && (
                <span className="font-semibold text-teal-700" data-testid="module-progress">
                  <Trans>{percent}% complete</Trans>
                </span>
              )}
            </span>
          </span>
          <ChevronDown
            className="mt-1.5 h-5 w-5 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </button>
      </h3>
      <div
        id={`${baseId}-panel`}
        role="region"
        aria-labelledby={`${baseId}-trigger`}
        hidden={!open}
        className="border-t border-line bg-paper/60"
      >
        {!open ? null : isError ? (
          <p className="p-5 text-sm text-danger">
            <Trans>This module&apos;s lessons could not be loaded. Please reload the page.</Trans>
          </p>
        ) : isLoading ? (
          <div className="grid gap-3 p-5" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : items.length === 0 ? (
          <p className="p-5 text-sm text-ink-muted">
            <Trans>Lessons for this module are coming soon.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.data.id} className="p-4 sm:px-5">
                {item.kind === "lesson" ? (
                  <LessonItem lesson={item.data} access={access} isDone={done.has(item.data.id)} />
                ) : item.kind === "quiz" ? (
                  <QuizItem quiz={item.data} access={access} isDone={done.has(item.data.id)} />
                ) : (
                  <ProjectItem project={item.data} access={access} isDone={done.has(item.data.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ItemShell({
  id,
  icon,
  title,
  description,
  meta,
  actions,
  lang,
}: {
  lang: string;
  id: string;
  icon: ReactNode;
  title: string;
  description: string | null;
  meta: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        <h4 id={`item-${id}`} lang={lang} className="font-semibold leading-snug">
          {title}
        </h4>
        {description && (
          <p lang={lang} className="mt-1 text-sm leading-6 text-ink-muted">
            {description}
          </p>
        )}
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">{meta}</div>
        {actions && <div className="mt-3 flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}

function DoneIcon({ label }: { label: string }) {
  return (
    <>
      <CheckCircle2 className="h-6 w-6 text-success" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </>
  );
}

function LessonItem({ lesson, access, isDone }: { lesson: WireLesson; access: Access; isDone: boolean }) {
  const { complete, pendingLessonId } = useCompleteLesson(access.courseId);
  const isPending = pendingLessonId === lesson.id;
  const { t } = useLingui();
  const lessonTitle = lesson.title;
  return (
    <ItemShell
      lang={contentLang(access.language)}
      id={lesson.id}
      icon={
        isDone ? (
          <DoneIcon label={t`Completed lesson`} />
        ) : (
          <>
            <PlayCircle className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Lesson</Trans>
            </span>
          </>
        )
      }
      title={lesson.title}
      description={lesson.description}
      meta={<LessonLength lesson={lesson} language={access.language} />}
      actions={
        <>
          {access.canOpenLessons ? (
            <Link
              href={`/lessons/${lesson.id}`}
              className={buttonClass("outline", "sm")}
              aria-label={t`Open Lesson: ${lessonTitle}`}
            >
              <BookOpen className="h-4 w-4" aria-hidden="true" />
              <Trans>Open Lesson</Trans>
            </Link>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Lock className="h-4 w-4" aria-hidden="true" />
              <Trans>Enroll to unlock</Trans>
            </span>
          )}
          {access.isEnrolled &&
            (isDone ? (
              <Badge tone="success">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                <Trans>Completed</Trans>
              </Badge>
            ) : (
              // An action, not a status: an outline button (a filled one with the check read as a status). Its
              // visible text is its accessible name, the spec's 'Complete' (WCAG 2.5.3).
              <Button
                size="sm"
                variant="outline"
                disabled={isPending}
                aria-describedby={`item-${lesson.id}`}
                onClick={() => complete({ ...lesson, courseId: access.courseId })}
              >
                <CheckCircle2 className="h-4 w-4 text-teal-700" aria-hidden="true" />
                {isPending ? <Trans>Saving...</Trans> : <Trans>Complete</Trans>}
              </Button>
            ))}
        </>
      }
    />
  );
}

function QuizItem({ quiz, access, isDone }: { quiz: WireQuizSummary; access: Access; isDone: boolean }) {
  const { t } = useLingui();
  const passThreshold = quiz.passThreshold ?? DEFAULT_PASS_THRESHOLD;
  const maxAttempts = quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const timeLimit = quiz.timeLimit;
  return (
    <ItemShell
      lang={contentLang(access.language)}
      id={quiz.id}
      icon={isDone ? <DoneIcon label={t`Passed quiz`} /> : <QuizIcon />}
      title={quiz.title}
      description={quiz.description}
      meta={
        <>
          <span>
            <Trans>Pass requirement: {passThreshold}%</Trans>
          </span>
          <span>
            <Trans>Max attempts: {maxAttempts}</Trans>
          </span>
          <span>
            {timeLimit
              ? t`Time limit: ${plural(timeLimit, { one: "# minute", other: "# minutes" })}`
              : t`No time limit`}
          </span>
        </>
      }
      actions={
        access.isEnrolled && (
          <Link
            href={`/quiz/${quiz.id}`}
            className={buttonClass(isDone ? "outline" : "primary", "sm")}
            aria-describedby={`item-${quiz.id}`}
          >
            {isDone ? <Trans>Review</Trans> : <Trans>Take Quiz</Trans>}
          </Link>
        )
      }
    />
  );
}

function QuizIcon() {
  return (
    <>
      <ClipboardCheck className="h-6 w-6 text-teal-700" aria-hidden="true" />
      <span className="sr-only">
        <Trans>Quiz</Trans>
      </span>
    </>
  );
}

function ProjectItem({ project, access, isDone }: { project: WireProject; access: Access; isDone: boolean }) {
  const { t } = useLingui();
  const format = project.submissionFormat === "file" ? t`File upload` : t`Text`;
  const maxSubmissions = project.maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS;
  return (
    <ItemShell
      lang={contentLang(access.language)}
      id={project.id}
      icon={
        isDone ? (
          <DoneIcon label={t`Approved project`} />
        ) : (
          <>
            <Hammer className="h-6 w-6 text-amber-500" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Project</Trans>
            </span>
          </>
        )
      }
      title={project.title}
      description={project.description}
      meta={
        <>
          <span className="inline-flex items-center gap-1.5">
            <FileText className="h-4 w-4" aria-hidden="true" />
            <Trans>Submission format: {format}</Trans>
          </span>
          <span>
            <Trans>Max submissions: {maxSubmissions}</Trans>
          </span>
        </>
      }
      actions={
        access.isEnrolled && (
          <Link
            href={`/project/${project.id}`}
            className={buttonClass(isDone ? "outline" : "primary", "sm")}
            aria-describedby={`item-${project.id}`}
          >
            {isDone ? <Trans>View Submission</Trans> : <Trans>Submit Project</Trans>}
          </Link>
        )
      }
    />
  );
}
