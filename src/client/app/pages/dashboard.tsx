import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { PageLoading } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { toast } from "../../components/ui/use-toast";
import { goToLogin, useAuth } from "../../features/auth/use-auth";
import { emailPreferencesQueryOptions } from "../../features/email/email-preferences";
import { CourseList, CourseListSkeleton } from "../../features/enrolments/CourseList";
import {
  compactEnrollments,
  completedEnrollments,
  dashboardStats,
  milestones,
  splitBookings,
} from "../../features/enrolments/dashboard-data";
import { NeedHelp, ProgressSummary, QuickActions } from "../../features/enrolments/Sidebar";
import { StatCards } from "../../features/enrolments/StatCards";
import { errorMessage } from "../../lib/api";
import { queries, type WireBooking, type WireEnrollment } from "../../lib/queries";
import { usePageHead } from "../head";
import { later } from "../later";
import type { PrefetchContext } from "../routes";

/** Loaded after the page (it reads the phone's storage once hydrated; the server renders its place). */
const SavedForOffline = lazy(() =>
  import("../../features/offline/SavedForOffline").then((module) => ({ default: module.SavedForOffline })),
);

/**
 * The Mentorship and Achievements tabs are not the first view (My Courses is): their code loads
 * when a tab is chosen, behind the same skeleton their data shows while it loads.
 */
const MentorshipSessions = lazy(async () => {
  const [{ SessionsPanel }, { BookingActions }] = await Promise.all([
    import("../../features/mentors/SessionsPanel"),
    import("../../features/mentors/BookingActions"),
  ]);
  function MentorshipSessions(props: { upcoming: WireBooking[]; history: WireBooking[] }) {
    return (
      <SessionsPanel
        {...props}
        renderActions={(booking) => (
          <BookingActions bookingId={booking.id} scheduledAt={booking.scheduledAt} status={booking.status} />
        )}
      />
    );
  }
  return { default: MentorshipSessions };
});
/** "Reminders on this phone" (features/push) in the email settings, its code after the page's; shown where pushes work. */
const PushReminders = later(() => import("../../features/push/PushSwitch").then((module) => module.default));
// The student's next step when an instructor sent a project back; the server renders it with the page.
// The student's cohorts and their dates (issue 24), after the page's code.
const DashboardCohorts = later(() =>
  import("../../features/cohorts/MyCohort").then((module) => module.DashboardCohorts),
);
const ChangesRequested = later(() =>
  import("../../features/projects/ChangesRequested").then((module) => module.ChangesRequested),
);
const AchievementsPanel = lazy(() =>
  import("../../features/enrolments/AchievementsPanel").then((module) => ({ default: module.AchievementsPanel })),
);

/**
 * The sidebar's settings (email notices, data saver), beside the first view: the server renders
 * them, and they hydrate when their code has come; a switch tapped before then is replayed.
 */
const EmailSettings = later(() => import("../../features/email/EmailSettings").then((module) => module.EmailSettings));
const DataSaverPanel = later(() =>
  import("../../features/preferences/DataSaverPanel").then((module) => module.DataSaverPanel),
);

/** A tab whose code is on its way: the list's skeleton, announced as loading. */
function TabLoading({ label }: { label: string }) {
  return (
    <PageLoading label={label}>
      <CourseListSkeleton />
    </PageLoading>
  );
}

/** Spec 9: a signed-out visitor is sent to sign in after this long. */
const LOGIN_REDIRECT_DELAY_MS = 500;
const TABS_ID = "dashboard-tabs";
const noEnrollments: WireEnrollment[] = [];
const noBookings: WireBooking[] = [];

type TabValue = "courses" | "mentorship" | "achievements";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (!user) return;
  await Promise.all([
    queryClient.prefetchQuery(queries.enrollments()),
    queryClient.prefetchQuery(queries.mentorBookings()),
    queryClient.prefetchQuery(emailPreferencesQueryOptions()),
    queryClient.prefetchQuery(queries.changesRequested()),
    import("../../features/cohorts/MyCohort").then(({ myCohortsQuery }) => queryClient.prefetchQuery(myCohortsQuery())),
  ]);
}

function Spinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <LoaderCircle className="h-10 w-10 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">
        <Trans>Loading your dashboard…</Trans>
      </span>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="p-6 text-center" role="alert">
      <p className="font-semibold">
        <Trans>We couldn&apos;t load this part of your dashboard.</Trans>
      </p>
      <p className="mt-1 text-sm text-ink-muted">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        <Trans>Try Again</Trans>
      </Button>
    </Card>
  );
}

function Dashboard({ userId, firstName, isStaff }: { userId: string; firstName: string; isStaff: boolean }) {
  const { t } = useLingui();
  const enrollmentsQuery = useQuery(queries.enrollments());
  const bookingsQuery = useQuery(queries.mentorBookings());
  const [tab, setTab] = useState<TabValue>("courses");

  const enrollments = enrollmentsQuery.data ?? noEnrollments;
  const bookings = bookingsQuery.data ?? noBookings;
  const isLoading = enrollmentsQuery.isPending || bookingsQuery.isPending;
  const courseTitles = useMemo(
    () => Object.fromEntries(enrollments.map((enrollment) => [enrollment.courseId, enrollment.course.title])),
    [enrollments],
  );

  const view = useMemo(() => {
    const now = new Date();
    const { upcoming, history } = splitBookings(bookings, now);
    return {
      stats: dashboardStats(enrollments, bookings, now),
      upcoming,
      history,
      completed: completedEnrollments(enrollments),
      milestones: milestones(enrollments, bookings),
      compact: compactEnrollments(enrollments),
    };
  }, [enrollments, bookings]);

  const viewProgress = () => {
    setTab("courses");
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(TABS_ID)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    // The first tab is My Courses; focus follows for keyboard and screen reader users.
    document.querySelector<HTMLElement>(`#${TABS_ID} [role="tab"]`)?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold sm:text-4xl">
          <Trans>Welcome back, {firstName}!</Trans>
        </h1>
        <p className="mt-2 text-ink-muted">
          <Trans>Here is where your training stands. Keep going: every lesson counts.</Trans>
        </p>
      </header>

      <StatCards stats={view.stats} isLoading={isLoading} />
      <div className="mt-4 sm:mt-6">
        <QuickActions onViewProgress={viewProgress} />
      </div>

      <div className="mt-6 empty:hidden">
        <ChangesRequested />
      </div>
      <div className="mt-6 empty:hidden">
        <DashboardCohorts courseTitles={courseTitles} />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <section aria-labelledby="learning-heading" id={TABS_ID} className="min-w-0 scroll-mt-20 lg:col-span-2">
          <h2 id="learning-heading" className="sr-only">
            <Trans>Your learning</Trans>
          </h2>
          <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
            <TabsList aria-label={t`Dashboard sections`}>
              <TabsTrigger value="courses" data-replay="" className="px-1.5! text-[13px] sm:px-3! sm:text-sm">
                <Trans>My Courses</Trans>
              </TabsTrigger>
              <TabsTrigger value="mentorship" data-replay="" className="px-1.5! text-[13px] sm:px-3! sm:text-sm">
                <Trans>Mentorship</Trans>
              </TabsTrigger>
              <TabsTrigger value="achievements" data-replay="" className="px-1.5! text-[13px] sm:px-3! sm:text-sm">
                <Trans>Achievements</Trans>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="courses">
              {enrollmentsQuery.isPending ? (
                <CourseListSkeleton />
              ) : enrollmentsQuery.isError ? (
                <LoadError error={enrollmentsQuery.error} onRetry={() => void enrollmentsQuery.refetch()} />
              ) : (
                <CourseList enrollments={enrollments} />
              )}
            </TabsContent>
            <TabsContent value="mentorship">
              {bookingsQuery.isPending ? (
                <CourseListSkeleton />
              ) : bookingsQuery.isError ? (
                <LoadError error={bookingsQuery.error} onRetry={() => void bookingsQuery.refetch()} />
              ) : (
                <Suspense fallback={<TabLoading label={t`Loading your sessions…`} />}>
                  <MentorshipSessions upcoming={view.upcoming} history={view.history} />
                </Suspense>
              )}
            </TabsContent>
            <TabsContent value="achievements">
              {isLoading ? (
                <CourseListSkeleton />
              ) : (
                <Suspense fallback={<TabLoading label={t`Loading your achievements…`} />}>
                  <AchievementsPanel completed={view.completed} milestones={view.milestones} />
                </Suspense>
              )}
            </TabsContent>
          </Tabs>
        </section>

        <div className="min-w-0 space-y-6">
          <ProgressSummary stats={view.stats} enrollments={view.compact} upcoming={view.upcoming} />
          <Suspense fallback={null}>
            <SavedForOffline userId={userId} />
          </Suspense>
          <EmailSettings isStaff={isStaff}>
            <PushReminders className="mt-4 border-t border-line pt-4" />
          </EmailSettings>
          <DataSaverPanel />
          <NeedHelp />
        </div>
      </div>
    </div>
  );
}

export default function DashboardPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Dashboard`,
    description: t`Your courses, mentor sessions and achievements at Trade Skills Academy.`,
    noindex: true,
  });
  const { user, isLoading } = useAuth();

  useEffect(() => {
    if (isLoading || user) return;
    toast({
      title: t`Unauthorized`,
      description: t`You are logged out. Logging in again...`,
      variant: "destructive",
    });
    const timer = setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user, t]);

  if (isLoading || !user) return <Spinner />;
  return <Dashboard userId={user.id} firstName={user.firstName || t`Student`} isStaff={user.role !== "student"} />;
}
