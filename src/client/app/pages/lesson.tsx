import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { FileQuestion, Lock, LogIn } from "lucide-react";
import { Link } from "wouter";
import { PageLoading, PageMessage } from "../../components/page-states";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { goToLogin, useAuth } from "../../features/auth";
import { useEnrolledCourseIds } from "../../features/courses/enrolled-courses";
import { Markdown } from "../../features/courses/markdown";
import { Transcript } from "../../features/courses/Transcript";
import { videoSource } from "../../features/courses/video";
import { refusedCourseId } from "../../features/enrolments/lesson-access";
import {
  CourseOutline,
  LessonBreadcrumbs,
  LessonHeader,
  LessonNavigation,
} from "../../features/enrolments/LessonParts";
import { HostedVideo } from "../../features/video";
import { completedItemIds, lessonNeighbours } from "../../features/enrolments/progress";
import { useCourseOutline } from "../../features/enrolments/use-course-outline";
import { queries, type WireLessonDetail } from "../../lib/queries";
import { prefetchData, queryOutcome } from "../../lib/query-outcome";
import { usePageHead } from "../head";
import { later } from "../later";
import type { PrefetchContext } from "../routes";
import { contentLang } from "../../../shared/rules/locale";

/**
 * Completing the lesson (the button, the offline queue, the course's progress): the server renders
 * it, and it hydrates when its code has come; a tap on its replayed buttons before then is kept.
 */
const CompletionPanel = later(() =>
  import("../../features/enrolments/CompletionPanel").then((module) => module.CompletionPanel),
);

/**
 * A YouTube or Vimeo lesson video (the poster and its Play button, or a link): the server renders
 * it, and it hydrates when its code has come; a tap on Play before then is replayed (data-replay).
 */
const VideoPlayer = later(() => import("../../features/courses/VideoPlayer").then((module) => module.VideoPlayer));

/** Loaded after the page (it reads the phone's storage once hydrated; the server renders its place). */
const SaveForOffline = lazy(() =>
  import("../../features/offline/SaveForOffline").then((module) => ({ default: module.SaveForOffline })),
);

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

function LessonView({ lesson }: { lesson: WireLessonDetail }) {
  const { t } = useLingui();
  const courseTitle = lesson.courseTitle;
  usePageHead({
    title: lesson.title,
    description: lesson.description ?? t`A lesson of ${courseTitle}.`,
  });
  const { isAuthenticated, user } = useAuth();
  const { ids: enrolledIds } = useEnrolledCourseIds();
  const isEnrolled = isAuthenticated && enrolledIds.has(lesson.courseId);
  const progress = useQuery({ ...queries.courseProgress(lesson.courseId), enabled: isAuthenticated });
  const done = completedItemIds(progress.data?.progress);
  const isDone = done.has(lesson.id);
  const outline = useCourseOutline(lesson.courseId);
  const { previous, next } = lessonNeighbours(outline.lessons, lesson.id);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <LessonBreadcrumbs lesson={lesson} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <LessonHeader lesson={lesson} isDone={isDone} />
          {user && (
            <Suspense fallback={null}>
              <SaveForOffline
                target={saveTarget(lesson)}
                videos={[lesson.video]}
                userId={user.id}
                pages={async (path) => (await import("../page-reads")).pageReads(path, user)}
              />
            </Suspense>
          )}
          <LessonReading lesson={lesson} />
          <CompletionPanel
            lesson={lesson}
            isAuthenticated={isAuthenticated}
            isEnrolled={isEnrolled}
            isDone={isDone}
            completion={progress.data?.completion}
          />
          <LessonNavigation lesson={lesson} previous={previous} next={next} />
        </div>

        <CourseOutline
          modules={outline.modules}
          byModule={outline.byModule}
          currentId={lesson.id}
          done={done}
          courseTitle={lesson.courseTitle}
          courseLanguage={lesson.courseLanguage}
        />
      </div>
    </div>
  );
}

/**
 * The lesson's video, if it has one (the academy's own, else a YouTube or Vimeo link or a file
 * address), its transcript, and its Markdown reading.
 */
function LessonReading({ lesson }: { lesson: WireLessonDetail }) {
  const linked = lesson.video ? null : videoSource(lesson.videoUrl);
  return (
    <>
      {lesson.video && (
        <div className="mt-6">
          <HostedVideo video={lesson.video} title={lesson.title} positionKey={`lesson:${lesson.id}`} />
        </div>
      )}
      {linked && (
        <div className="mt-6">
          <VideoPlayer source={linked} title={lesson.title} />
        </div>
      )}
      {/* The transcript and the reading are as their author wrote them, in the course's language. */}
      {lesson.transcript && <Transcript text={lesson.transcript} lang={contentLang(lesson.courseLanguage)} />}

      <Card className="mt-6 p-4 sm:p-8">
        {lesson.content ? (
          <Markdown
            lang={contentLang(lesson.courseLanguage)}
            source={lesson.content}
            topHeadingLevel={2}
            omitLeadingHeading={lesson.title}
            // A readable measure at 1440 px too (the card is 900 px wide there).
            className="prose-academy max-w-[72ch] [&>:first-child]:mt-0 [&>:last-child]:mb-0"
          />
        ) : (
          <p className="text-ink-muted">
            <Trans>The reading for this lesson is being written. Check back soon.</Trans>
          </p>
        )}
      </Card>
    </>
  );
}

/**
 * What "Save for offline" needs to know of a lesson: the academy's own video is saved with it (the
 * `videos` it is given); a linked one (YouTube, Vimeo) stays online-only; a transcript is saved.
 */
function saveTarget(lesson: WireLessonDetail) {
  const hasLinkedVideo = !lesson.video && !!lesson.videoUrl;
  return { kind: "lesson", id: lesson.id, hasVideo: hasLinkedVideo, hasTranscript: !!lesson.transcript } as const;
}

function LoginPrompt() {
  const { t } = useLingui();
  usePageHead({ title: t`Log In to Continue`, description: t`Log in to open this lesson.`, noindex: true });
  return (
    <PageMessage
      icon={Lock}
      title={t`Log In to Open This Lesson`}
      actions={
        <>
          <Button onClick={goToLogin}>
            <LogIn className="h-5 w-5" aria-hidden="true" />
            <Trans>Log In</Trans>
          </Button>
          <Link href="/courses?price=free" className={buttonClass("outline")}>
            <Trans>Browse Free Courses</Trans>
          </Link>
        </>
      }
    >
      <Trans>This lesson is part of a paid course. Please log in to continue, or browse our free courses.</Trans>
    </PageMessage>
  );
}

/** The API's refusal names the lesson's course; the prompt links to it. */
function EnrollPrompt({ courseId }: { courseId: string | undefined }) {
  const { t } = useLingui();
  usePageHead({
    title: t`Enroll to Continue`,
    description: t`Enroll in this course to open its lessons.`,
    noindex: true,
  });
  return (
    <PageMessage
      icon={Lock}
      title={t`Enroll to Open This Lesson`}
      actions={
        <Link href={courseId ? `/courses/${courseId}` : "/courses"} className={buttonClass("primary")}>
          {courseId ? t`Go to the Course` : t`Browse Courses`}
        </Link>
      }
    >
      <Trans>
        This lesson is part of a paid course. Enroll in the course to unlock its lessons, quizzes and projects.
      </Trans>
    </PageMessage>
  );
}

function LessonNotFound() {
  const { t } = useLingui();
  usePageHead({
    title: t`Lesson Not Found`,
    description: t`The lesson you are looking for doesn't exist.`,
    status: 404,
    noindex: true,
  });
  return (
    <PageMessage
      icon={FileQuestion}
      title={t`Lesson Not Found`}
      actions={
        <Link href="/courses" className={buttonClass("primary")}>
          <Trans>Browse All Courses</Trans>
        </Link>
      }
    >
      <Trans>The lesson you&apos;re looking for doesn&apos;t exist or has been moved.</Trans>
    </PageMessage>
  );
}

function LessonError() {
  const { t } = useLingui();
  usePageHead({ title: t`Lesson`, description: t`This lesson could not be loaded.`, noindex: true });
  return (
    <PageMessage
      icon={FileQuestion}
      title={t`We couldn't load this lesson`}
      actions={
        <Button onClick={() => window.location.reload()}>
          <Trans>Try Again</Trans>
        </Button>
      }
    >
      <Trans>Please check your connection and try again.</Trans>
    </PageMessage>
  );
}

function LessonLoading() {
  const { t } = useLingui();
  usePageHead({ title: t`Lesson`, description: t`Loading lesson.` });
  return (
    <PageLoading label={t`Loading lesson...`} className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="grid gap-4">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </PageLoading>
  );
}
