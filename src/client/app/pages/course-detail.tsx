import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { ArrowLeft, BookOpen, CheckCircle2, Clock, Layers, PlayCircle, SearchX } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { PageLoading, PageMessage } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAuth } from "../../features/auth/use-auth";
import { DEFAULT_COURSE_IMAGE, PriceBadge, RatingLine } from "../../features/courses/CourseFacts";
import { CourseOverview, InstructorProfile, MoreCourses } from "../../features/courses/CourseDetailParts";
import { formatPrice } from "../../features/courses/format";
import { EnrollButton } from "../../features/courses/EnrollButton";
import { useEnroll, useEnrolledCourseIds } from "../../features/courses/use-enroll";
import { useEnrollIntent } from "../../features/courses/use-enroll-intent";
import { videoSource } from "../../features/courses/video";
import { HostedVideo } from "../../features/video";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { useIntlLocale } from "../../lib/i18n";
import { mayReadLessons } from "../../../shared/rules/course-access";
import { queries, type WireCourse } from "../../lib/queries";
import { prefetchData, queryOutcome } from "../../lib/query-outcome";
import { usePageHead } from "../head";
import { later } from "../later";

// The student's cohort and its dates (issue 24): its code loads after the page's.
const CourseCohortNote = later(() =>
  import("../../features/cohorts/MyCohort").then((module) => module.CourseCohortNote),
);
const prefetchMyCohorts = async (queryClient: PrefetchContext["queryClient"]) => {
  const { myCohortsQuery } = await import("../../features/cohorts/MyCohort");
  await queryClient.prefetchQuery(myCohortsQuery());
};
import type { PrefetchContext } from "../routes";
import { contentLang } from "../../../shared/rules/locale";
import { DurationText } from "../../lib/duration";
import { CategoryText } from "../../components/ui/category-text";

/** Loaded after the page (it reads the phone's storage once hydrated; the server renders its place). */
const SaveForOffline = lazy(() =>
  import("../../features/offline/SaveForOffline").then((module) => ({ default: module.SaveForOffline })),
);

/**
 * The curriculum (its modules, lesson lengths, completion): the server renders it in the first HTML
 * (its lessons' links work at once), and it hydrates when its code has come.
 */
const Curriculum = later(() => import("../../features/enrolments/Curriculum").then((module) => module.Curriculum));

/**
 * A YouTube or Vimeo preview (the poster and its Play button, or a link): the server renders it, and
 * it hydrates when its code has come; a tap on Play before then is replayed (data-replay).
 */
const VideoPlayer = later(() => import("../../features/courses/VideoPlayer").then((module) => module.VideoPlayer));

const TABS = ["overview", "curriculum", "instructor"] as const;
type Tab = (typeof TABS)[number];

/** The course, its modules and every module's items, so the first HTML has the whole curriculum. */
export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  const id = params.id ?? "";
  const items = async () => {
    try {
      const modules = await queryClient.ensureQueryData(queries.courseModules(id));
      await Promise.all(
        modules.flatMap((module) => [
          queryClient.prefetchQuery(queries.moduleLessons(module.id)),
          queryClient.prefetchQuery(queries.moduleQuizzes(module.id)),
          queryClient.prefetchQuery(queries.moduleProjects(module.id)),
        ]),
      );
    } catch {
      // A missing course has no modules; the page shows 'Course Not Found'.
    }
  };
  // A missing course stays in the cache as its 404: the page says 'Course Not Found' on both sides.
  const course = await prefetchData(queryClient, queries.course(id));
  if (!course) return;
  await Promise.all([
    items(),
    queryClient.prefetchQuery(queries.courses()),
    user ? queryClient.prefetchQuery(queries.courseProgress(id)) : undefined,
    user ? queryClient.prefetchQuery(queries.enrollments()) : undefined,
    user ? prefetchMyCohorts(queryClient) : undefined,
  ]);
}

/**
 * The course's preview video when it has one (the academy's own, else its videoUrl), otherwise
 * its image with a 'Course Preview' overlay.
 */
function CoursePreview({ course }: { course: WireCourse }) {
  if (course.previewVideo) {
    return <HostedVideo video={course.previewVideo} title={course.title} positionKey={`course:${course.id}`} />;
  }
  const source = videoSource(course.videoUrl);
  if (source) return <VideoPlayer source={source} title={course.title} />;
  return (
    <div className="relative overflow-hidden rounded-[var(--radius-card)] border border-line shadow-[var(--shadow-card)]">
      <ResponsiveImage
        src={course.imageUrl || DEFAULT_COURSE_IMAGE}
        alt=""
        width={640}
        height={360}
        sizes="(min-width: 1024px) 66vw, 100vw"
        priority
        className="aspect-video w-full bg-amber-100 object-cover"
      />
      <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/70 via-black/10 to-transparent p-4">
        <span className="inline-flex items-center gap-2 rounded-full bg-black/60 px-3 py-1.5 text-sm font-semibold text-white">
          <PlayCircle className="h-5 w-5" aria-hidden="true" />
          <Trans>Course Preview</Trans>
        </span>
      </div>
    </div>
  );
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

export default function CourseDetailPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? "";
  const outcome = queryOutcome(useQuery(queries.course(id)));

  if (outcome.status === "ready") return <CourseView course={outcome.data} />;
  if (outcome.status === "missing") return <CourseNotFound />;
  if (outcome.status === "error") return <CourseError />;
  return <CourseLoading />;
}

function CourseView({ course }: { course: WireCourse }) {
  const { t } = useLingui();
  usePageHead({
    title: course.title,
    description: firstSentence(course.description),
    image: course.imageUrl,
  });
  const { isAuthenticated, user } = useAuth();
  const { ids: enrolledIds } = useEnrolledCourseIds();
  const isEnrolled = isAuthenticated && enrolledIds.has(course.id);
  // The server's rule (staff read a paid course's lessons too): shown, not re-derived.
  const canOpenLessons = mayReadLessons(course, user, isEnrolled);
  const { enroll, pendingCourseId, offlineMessage } = useEnroll();
  // Enroll Now pressed before the script ran, or before signing in (issue 23).
  useEnrollIntent(course, isEnrolled, enroll);
  const modules = useQuery(queries.courseModules(course.id));
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "overview";
  const price = formatPrice(course.price, useIntlLocale());
  const moduleCount = modules.data?.length ?? course.modules.length;
  const videoCount = course.videoCount;
  const setTab = (next: string) =>
    navigate(next === "overview" ? `/courses/${course.id}` : `/courses/${course.id}?tab=${next}`, { replace: true });

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-paper">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
          <Link
            href="/courses"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            <Trans>All Courses</Trans>
          </Link>
          <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="teal">
                  <CategoryText category={course.category} language={course.language} />
                </Badge>
                <PriceBadge course={course} />
                {isEnrolled && (
                  <Badge tone="success">
                    <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
                    <Trans>Enrolled</Trans>
                  </Badge>
                )}
              </div>
              {/* The title and description are as their author wrote them, in the course's language. */}
              <h1
                lang={contentLang(course.language)}
                className="mt-3 text-3xl leading-tight font-bold break-words sm:text-4xl"
              >
                {course.title}
              </h1>
              <p lang={contentLang(course.language)} className="mt-4 text-lg leading-8 text-ink-muted">
                {course.description}
              </p>
              <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2">
                <RatingLine course={course} />
                {course.duration && (
                  <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                    <Clock className="h-4 w-4" aria-hidden="true" />
                    <DurationText item={course} language={course.language} />
                  </span>
                )}
                <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                  <PlayCircle className="h-4 w-4" aria-hidden="true" />
                  <Plural value={videoCount} one="# video" other="# videos" />
                </span>
              </div>
              <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center">
                {isEnrolled ? (
                  <>
                    <Link href="/dashboard" className={buttonClass("secondary", "lg")}>
                      <Trans>View Progress</Trans>
                    </Link>
                    <Button variant="outline" size="lg" onClick={() => setTab("curriculum")}>
                      <BookOpen className="h-5 w-5" aria-hidden="true" />
                      <Trans>Go to Lessons</Trans>
                    </Button>
                  </>
                ) : (
                  <>
                    <EnrollButton
                      course={course}
                      size="lg"
                      className="w-full sm:w-auto"
                      disabled={pendingCourseId === course.id || offlineMessage !== null}
                      onEnroll={enroll}
                    >
                      {pendingCourseId === course.id ? t`Enrolling...` : t`Enroll Now`}
                    </EnrollButton>
                    <p role="status" className={offlineMessage ? "text-sm font-semibold" : "text-sm text-ink-muted"}>
                      {offlineMessage ??
                        (course.isFree
                          ? t`Free forever. Learn at your own pace.`
                          : t`One-time payment of ${price} for lifetime access.`)}
                    </p>
                  </>
                )}
              </div>
              {isEnrolled && <CourseCohortNote courseId={course.id} />}
              {user && canOpenLessons && (
                <Suspense fallback={null}>
                  <SaveForOffline
                    target={{ kind: "course", id: course.id, canOpenLessons, isEnrolled }}
                    videos={[course.previewVideo]}
                    userId={user.id}
                    pages={async (path) => (await import("../page-reads")).pageReads(path, user)}
                  />
                </Suspense>
              )}
            </div>
            <CoursePreview course={course} />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList aria-label={t`Course information`}>
            <TabsTrigger value="overview">
              <Trans>Overview</Trans>
            </TabsTrigger>
            <TabsTrigger value="curriculum">
              <Trans>Curriculum</Trans>
            </TabsTrigger>
            <TabsTrigger value="instructor">
              <Trans>Instructor</Trans>
            </TabsTrigger>
          </TabsList>
          {/* Every panel is rendered (inactive ones hidden), so the first HTML has the whole curriculum. */}
          <TabsContent value="overview" forceMount className="data-[state=inactive]:hidden">
            <CourseOverview course={course} />
          </TabsContent>
          <TabsContent value="curriculum" forceMount className="data-[state=inactive]:hidden">
            <h2 className="mb-4 text-xl font-bold">
              <Trans>Course Curriculum</Trans>
            </h2>
            {modules.isPending ? (
              <div className="grid gap-3" aria-hidden="true">
                <Skeleton className="h-24 w-full" />
                <Skeleton className="h-24 w-full" />
              </div>
            ) : modules.isError ? (
              <Card className="p-6 text-center">
                <p className="text-ink-muted">
                  <Trans>The curriculum could not be loaded.</Trans>
                </p>
                <Button className="mt-4" variant="outline" onClick={() => void modules.refetch()}>
                  <Trans>Try Again</Trans>
                </Button>
              </Card>
            ) : (
              <Curriculum
                modules={modules.data}
                access={{
                  courseId: course.id,
                  isAuthenticated,
                  isEnrolled,
                  canOpenLessons,
                  language: course.language,
                }}
              />
            )}
          </TabsContent>
          <TabsContent value="instructor" forceMount className="data-[state=inactive]:hidden">
            <InstructorProfile course={course} />
          </TabsContent>
        </Tabs>

        <aside className="grid content-start gap-5" aria-label={t`About this course`}>
          <Card className="p-5">
            <h2 className="text-lg font-bold">
              <Trans>This Course Includes</Trans>
            </h2>
            <ul className="mt-3 grid gap-2.5 text-sm">
              {course.duration && (
                <li className="flex items-center gap-2">
                  <Clock className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  <Trans>
                    <DurationText item={course} language={course.language} /> of learning
                  </Trans>
                </li>
              )}
              <li className="flex items-center gap-2">
                <PlayCircle className="h-4 w-4 text-brand-600" aria-hidden="true" />
                <Plural value={videoCount} one="# video lesson" other="# video lessons" />
              </li>
              <li className="flex items-center gap-2">
                <Layers className="h-4 w-4 text-brand-600" aria-hidden="true" />
                <Plural value={moduleCount} one="# module" other="# modules" />
              </li>
              <li className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4 text-brand-600" aria-hidden="true" />
                <Trans>Quizzes, hands-on projects and a certificate</Trans>
              </li>
            </ul>
          </Card>
          <MoreCourses course={course} />
        </aside>
      </div>
    </div>
  );
}

function CourseNotFound() {
  const { t } = useLingui();
  usePageHead({
    title: t`Course Not Found`,
    description: t`The course you are looking for doesn't exist or is no longer offered.`,
    status: 404,
    noindex: true,
  });
  return (
    <PageMessage
      icon={SearchX}
      title={t`Course Not Found`}
      actions={
        <Link href="/courses" className={buttonClass("primary")}>
          <Trans>Browse All Courses</Trans>
        </Link>
      }
    >
      <Trans>The course you&apos;re looking for doesn&apos;t exist or is no longer offered.</Trans>
    </PageMessage>
  );
}

function CourseError() {
  const { t } = useLingui();
  usePageHead({ title: t`Course`, description: t`This course could not be loaded.`, noindex: true });
  return (
    <PageMessage
      title={t`We couldn't load this course`}
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

function CourseLoading() {
  const { t } = useLingui();
  usePageHead({ title: t`Course`, description: t`Loading course.` });
  return (
    <PageLoading label={t`Loading course...`} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="grid gap-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-44" />
        </div>
        <Skeleton className="aspect-video w-full" />
      </div>
    </PageLoading>
  );
}
