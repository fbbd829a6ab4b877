import { useQueries, useQuery } from "@tanstack/react-query";
import {
  ArrowLeft,
  ArrowRight,
  CheckCircle2,
  ChevronRight,
  Clock,
  FileQuestion,
  Lock,
  LogIn,
  PlayCircle,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { goToLogin, useAuth } from "../../features/auth/use-auth";
import { Markdown } from "../../features/courses/markdown";
import { useEnroll, useEnrolledCourseIds } from "../../features/courses/use-enroll";
import { videoSource } from "../../features/courses/video";
import { VideoPlayer } from "../../features/courses/VideoPlayer";
import {
  completedItemIds,
  lessonNeighbours,
  lessonsInOrder,
  type OrderedLesson,
} from "../../features/learning/progress";
import { refusedCourseId } from "../../features/learning/lesson-access";
import { useCompleteLesson } from "../../features/learning/use-complete-lesson";
import { cn } from "../../lib/cn";
import { queries, type WireLesson, type WireLessonDetail, type WireModule } from "../../lib/queries";
import { prefetchData, queryOutcome } from "../../lib/query-outcome";
import { usePageHead } from "../head";
import type { PrefetchContext } from "../routes";

/** The lesson, and its course's outline for breadcrumbs and previous/next. */
export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  // A refusal (401, 403) or a 404 stays in the cache: the page shows its prompt on both sides.
  const lesson = await prefetchData(queryClient, queries.lesson(params.id ?? ""));
  if (!lesson) return;
  const outline = async () => {
    try {
      const modules = await queryClient.ensureQueryData(queries.courseModules(lesson.courseId));
      await Promise.all(modules.map((module) => queryClient.prefetchQuery(queries.moduleLessons(module.id))));
    } catch {
      // Without the outline the lesson still renders; previous/next load in the browser.
    }
  };
  await Promise.all([
    outline(),
    user ? queryClient.prefetchQuery(queries.courseProgress(lesson.courseId)) : undefined,
    user ? queryClient.prefetchQuery(queries.enrollments()) : undefined,
  ]);
}

export default function LessonPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? "";
  const outcome = queryOutcome(useQuery(queries.lesson(id)));
  if (outcome.status === "ready") return <LessonView lesson={outcome.data} />;
  if (outcome.status === "missing") return <LessonNotFound />;
  if (outcome.status === "error") {
    if (outcome.httpStatus === 401) return <LoginPrompt />;
    if (outcome.httpStatus === 403) return <EnrollPrompt courseId={refusedCourseId(outcome.error)} />;
    return <LessonError />;
  }
  return <LessonLoading />;
}

function useCourseOutline(courseId: string) {
  const modules = useQuery(queries.courseModules(courseId));
  const ordered = [...(modules.data ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  const lessonLists = useQueries({ queries: ordered.map((module) => queries.moduleLessons(module.id)) });
  const byModule = new Map<string, WireLesson[]>();
  ordered.forEach((module, index) => {
    const list = lessonLists[index]?.data;
    if (list) byModule.set(module.id, list);
  });
  return { modules: ordered, lessons: lessonsInOrder(ordered, (moduleId) => byModule.get(moduleId)), byModule };
}

function LessonView({ lesson }: { lesson: WireLessonDetail }) {
  usePageHead({
    title: lesson.title,
    description: lesson.description ?? `A lesson of ${lesson.courseTitle}.`,
  });
  const { isAuthenticated } = useAuth();
  const { ids: enrolledIds } = useEnrolledCourseIds();
  const isEnrolled = isAuthenticated && enrolledIds.has(lesson.courseId);
  const progress = useQuery({ ...queries.courseProgress(lesson.courseId), enabled: isAuthenticated });
  const done = completedItemIds(progress.data?.progress);
  const isDone = done.has(lesson.id);
  const outline = useCourseOutline(lesson.courseId);
  const { previous, next } = lessonNeighbours(outline.lessons, lesson.id);
  const video = videoSource(lesson.videoUrl);
  const courseHref = `/courses/${lesson.courseId}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-ink-muted">
          <li>
            <Link href="/courses" className="font-semibold text-teal-700 hover:underline">
              Courses
            </Link>
          </li>
          <li className="inline-flex min-w-0 items-center gap-1">
            <ChevronRight className="h-4 w-4 shrink-0" aria-hidden="true" />
            <Link href={`${courseHref}?tab=curriculum`} className="font-semibold text-teal-700 hover:underline">
              {lesson.courseTitle}
            </Link>
          </li>
          {/* On phones the module and lesson show right below, as the eyebrow and the heading. */}
          <li className="hidden items-center gap-1 md:inline-flex">
            <ChevronRight className="h-4 w-4 shrink-0" aria-hidden="true" />
            {lesson.moduleTitle}
          </li>
          <li aria-current="page" className="hidden items-center gap-1 font-semibold text-ink md:inline-flex">
            <ChevronRight className="h-4 w-4 shrink-0 font-normal text-ink-muted" aria-hidden="true" />
            {lesson.title}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <header>
            <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{lesson.moduleTitle}</p>
            <h1 className="mt-1 text-3xl leading-tight font-bold break-words sm:text-4xl">{lesson.title}</h1>
            {lesson.description && <p className="mt-3 text-lg leading-8 text-ink-muted">{lesson.description}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
              {lesson.duration && (
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {lesson.duration}
                </span>
              )}
              {isDone && (
                <Badge tone="success">
                  <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
                  Completed
                </Badge>
              )}
            </div>
          </header>

          {video && (
            <div className="mt-6">
              <VideoPlayer source={video} title={lesson.title} />
            </div>
          )}

          <Card className="mt-6 p-4 sm:p-8">
            {lesson.content ? (
              <Markdown
                source={lesson.content}
                topHeadingLevel={2}
                omitLeadingHeading={lesson.title}
                className="prose-academy [&>:first-child]:mt-0 [&>:last-child]:mb-0"
              />
            ) : (
              <p className="text-ink-muted">The reading for this lesson is being written. Check back soon.</p>
            )}
          </Card>

          <CompletionPanel
            lesson={lesson}
            isAuthenticated={isAuthenticated}
            isEnrolled={isEnrolled}
            isDone={isDone}
            completion={progress.data?.completion}
          />

          <nav aria-label="Lesson navigation" className="mt-8 grid gap-3 sm:grid-cols-2">
            {previous ? (
              <NeighbourLink lesson={previous} direction="previous" />
            ) : (
              <Link href={`${courseHref}?tab=curriculum`} className={cn(neighbourClass, "justify-start")}>
                <ArrowLeft className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="block text-xs font-semibold text-ink-muted uppercase">Back to</span>
                  Course curriculum
                </span>
              </Link>
            )}
            {next ? (
              <NeighbourLink lesson={next} direction="next" />
            ) : (
              <Link href={`${courseHref}?tab=curriculum`} className={cn(neighbourClass, "justify-end text-right")}>
                <span>
                  <span className="block text-xs font-semibold text-ink-muted uppercase">Last lesson: back to</span>
                  Course curriculum
                </span>
                <ArrowRight className="h-5 w-5 shrink-0" aria-hidden="true" />
              </Link>
            )}
          </nav>
        </div>

        <CourseOutline
          modules={outline.modules}
          byModule={outline.byModule}
          currentId={lesson.id}
          done={done}
          courseTitle={lesson.courseTitle}
        />
      </div>
    </div>
  );
}

const neighbourClass =
  "flex min-h-16 items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 font-semibold shadow-[var(--shadow-card)] hover:border-teal-700 hover:bg-teal-50";

function NeighbourLink({ lesson, direction }: { lesson: OrderedLesson; direction: "previous" | "next" }) {
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
          {isNext ? "Next lesson" : "Previous lesson"}
        </span>
        <span className="break-words">{lesson.title}</span>
      </span>
      {isNext && <ArrowRight className="h-5 w-5 shrink-0" aria-hidden="true" />}
    </Link>
  );
}

function CompletionPanel({
  lesson,
  isAuthenticated,
  isEnrolled,
  isDone,
  completion,
}: {
  lesson: WireLessonDetail;
  isAuthenticated: boolean;
  isEnrolled: boolean;
  isDone: boolean;
  completion: { completed: number; total: number; percentage: number } | undefined;
}) {
  const { complete, pendingLessonId } = useCompleteLesson(lesson.courseId);
  const { enroll, pendingCourseId } = useEnroll();
  const { data: course } = useQuery({ ...queries.course(lesson.courseId), enabled: isAuthenticated && !isEnrolled });

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby="lesson-completion">
        <h2 id="lesson-completion" className="text-lg font-bold">
          {isDone ? "Lesson complete" : "Finished this lesson?"}
        </h2>
        {isEnrolled ? (
          <>
            {isDone ? (
              <p className="mt-2 flex items-center gap-2 text-success">
                <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
                <span className="font-semibold">You completed this lesson. Nice work!</span>
              </p>
            ) : (
              <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-ink-muted">
                  Mark it complete when you&apos;ve watched the video and read it through.
                </p>
                <Button
                  variant="secondary"
                  disabled={pendingLessonId === lesson.id}
                  onClick={() => complete(lesson.id)}
                >
                  <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
                  {pendingLessonId === lesson.id ? "Saving..." : "Complete"}
                </Button>
              </div>
            )}
            {completion && (
              <div className="mt-4">
                <p className="flex justify-between text-sm text-ink-muted">
                  <span>
                    Course progress: {completion.completed}/{completion.total} items completed
                  </span>
                  <span className="font-semibold text-teal-700">{completion.percentage}%</span>
                </p>
                <Progress className="mt-2" value={completion.percentage} label="Course progress" />
              </div>
            )}
          </>
        ) : isAuthenticated ? (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-muted">
              Enroll in {lesson.courseTitle} to save your progress and earn a certificate.
            </p>
            {course && (
              <Button disabled={pendingCourseId === course.id} onClick={() => enroll(course)}>
                {pendingCourseId === course.id ? "Enrolling..." : "Enroll Now"}
              </Button>
            )}
          </div>
        ) : (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-muted">Log in and enroll to save your progress and earn a certificate.</p>
            <Button variant="outline" onClick={goToLogin}>
              <LogIn className="h-5 w-5" aria-hidden="true" />
              Log In
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}

function CourseOutline({
  modules,
  byModule,
  currentId,
  done,
  courseTitle,
}: {
  modules: WireModule[];
  byModule: Map<string, WireLesson[]>;
  currentId: string;
  done: Set<string>;
  courseTitle: string;
}) {
  if (modules.length === 0) return null;
  return (
    <aside aria-labelledby="course-outline" className="lg:sticky lg:top-24 lg:self-start">
      <Card className="p-5">
        <h2 id="course-outline" className="text-base font-bold">
          Lessons in {courseTitle}
        </h2>
        <ol className="mt-3 grid gap-4">
          {modules.map((module) => (
            <li key={module.id}>
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {module.orderIndex}. {module.title}
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
                            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-label="Completed" />
                          ) : (
                            <PlayCircle className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
                          )}
                          <span>{item.title}</span>
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

function PromptScreen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        {icon}
      </span>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

function LoginPrompt() {
  usePageHead({ title: "Log In to Continue", description: "Log in to open this lesson.", noindex: true });
  return (
    <PromptScreen icon={<Lock className="h-8 w-8" aria-hidden="true" />} title="Log In to Open This Lesson">
      <p className="mt-3 text-ink-muted">
        This lesson is part of a paid course. Please log in to continue, or browse our free courses.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={goToLogin}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          Log In
        </Button>
        <Link href="/courses?price=free" className={buttonClass("outline")}>
          Browse Free Courses
        </Link>
      </div>
    </PromptScreen>
  );
}

/** The API's refusal names the lesson's course; the prompt links to it. */
function EnrollPrompt({ courseId }: { courseId: string | undefined }) {
  usePageHead({
    title: "Enroll to Continue",
    description: "Enroll in this course to open its lessons.",
    noindex: true,
  });
  return (
    <PromptScreen icon={<Lock className="h-8 w-8" aria-hidden="true" />} title="Enroll to Open This Lesson">
      <p className="mt-3 text-ink-muted">
        This lesson is part of a paid course. Enroll in the course to unlock its lessons, quizzes and projects.
      </p>
      <Link href={courseId ? `/courses/${courseId}` : "/courses"} className={`${buttonClass("primary")} mt-8`}>
        {courseId ? "Go to the Course" : "Browse Courses"}
      </Link>
    </PromptScreen>
  );
}

function LessonNotFound() {
  usePageHead({
    title: "Lesson Not Found",
    description: "The lesson you are looking for doesn't exist.",
    status: 404,
    noindex: true,
  });
  return (
    <PromptScreen icon={<FileQuestion className="h-8 w-8" aria-hidden="true" />} title="Lesson Not Found">
      <p className="mt-3 text-ink-muted">The lesson you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link href="/courses" className={`${buttonClass("primary")} mt-8`}>
        Browse All Courses
      </Link>
    </PromptScreen>
  );
}

function LessonError() {
  usePageHead({ title: "Lesson", description: "This lesson could not be loaded.", noindex: true });
  return (
    <PromptScreen icon={<FileQuestion className="h-8 w-8" aria-hidden="true" />} title="We couldn't load this lesson">
      <p className="mt-3 text-ink-muted">Please check your connection and try again.</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </PromptScreen>
  );
}

function LessonLoading() {
  usePageHead({ title: "Lesson", description: "Loading lesson." });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" aria-busy="true">
      <span className="sr-only">Loading lesson...</span>
      <div className="grid gap-4">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}
