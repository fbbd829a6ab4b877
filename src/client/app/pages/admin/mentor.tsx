import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, History, ShieldAlert, UserRound } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "wouter";
import { PageLoading, PageMessage } from "../../../components/page-states";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useAuth } from "../../../features/auth/use-auth";
import { AvailabilityEditor } from "../../../features/mentor-portal/staff/AvailabilityEditor";
import { ProfileEditor } from "../../../features/mentor-portal/staff/ProfileEditor";
import { SessionList } from "../../../features/mentor-portal/staff/SessionList";
import { mentorPortalQueries } from "../../../features/mentor-portal/queries";
import { ApiError, errorMessage } from "../../../lib/api";
import { usePageHead } from "../../head";
import { later } from "../../later";
import type { PrefetchContext } from "../../routes";

const loginUrl = "/api/login?returnTo=%2Fmentor";

/** "Reminders on this phone" (features/push), its code after the page's; shown where pushes work. */
const PushReminders = later(() => import("../../../features/push/PushSwitch").then((module) => module.default));

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role !== "mentor") return;
  await Promise.all([
    queryClient.prefetchQuery(mentorPortalQueries.profile()),
    queryClient.prefetchQuery(mentorPortalQueries.sessions()),
    queryClient.prefetchQuery(mentorPortalQueries.availability()),
  ]);
}

function Section({ icon: Icon, title, children }: { icon: typeof CalendarClock; title: string; children: ReactNode }) {
  const id = `mentor-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 font-display text-xl font-bold">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The mentor's own page (issue 26): their sessions, availability and profile, phone first. */
function MentorHome() {
  const { t } = useLingui();
  const profile = useQuery(mentorPortalQueries.profile());
  const sessions = useQuery(mentorPortalQueries.sessions());
  const availability = useQuery(mentorPortalQueries.availability());

  if (profile.error instanceof ApiError && profile.error.status === 404) {
    return (
      <PageMessage icon={UserRound} title={t`Your mentor profile isn't linked yet`} actions={null}>
        <Trans>An admin links your account to your mentor profile. Ask the academy, then come back here.</Trans>
      </PageMessage>
    );
  }
  const failed = profile.error ?? sessions.error ?? availability.error;
  if (failed) {
    return (
      <PageMessage icon={ShieldAlert} tone="danger" title={t`We couldn't load your mentor page`} actions={null}>
        {errorMessage(failed)}
      </PageMessage>
    );
  }
  if (!profile.data || !sessions.data || !availability.data) {
    return <PageLoading className="min-h-[60vh]" label={t`Loading your mentor page…`} />;
  }
  const timeZone = availability.data.timeZone;
  const name = profile.data.name;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="font-display text-2xl font-bold sm:text-3xl">
          <Trans>Hello, {name}</Trans>
        </h1>
        <p className="mt-1 text-ink-muted">
          <Trans>Times on this page are in your time zone, {timeZone}.</Trans>
        </p>
        <PushReminders className="mt-4 rounded-lg border border-line bg-surface p-4" />
      </header>

      <Section icon={CalendarClock} title={t`Upcoming sessions`}>
        <SessionList sessions={sessions.data.upcoming} timeZone={timeZone} emptyText={t`No upcoming sessions yet.`} />
      </Section>

      <Section icon={CalendarClock} title={t`Availability`}>
        <Card className="p-4 sm:p-6">
          <AvailabilityEditor availability={availability.data} />
        </Card>
      </Section>

      <Section icon={History} title={t`Past sessions`}>
        <SessionList sessions={sessions.data.past} timeZone={timeZone} emptyText={t`No past sessions yet.`} />
      </Section>

      <Section icon={UserRound} title={t`Your profile`}>
        <Card className="p-4 sm:p-6">
          <ProfileEditor profile={profile.data} />
        </Card>
      </Section>
    </div>
  );
}

export default function MentorPage() {
  const { t } = useLingui();
  const { user, isLoading } = useAuth();
  const isMentor = user?.role === "mentor";
  usePageHead({
    title: t`Mentor`,
    description: t`Your mentoring sessions, availability and profile.`,
    noindex: true,
    ...(!isLoading && !user ? { redirect: loginUrl } : {}),
    ...(!isLoading && user && !isMentor ? { status: 403 } : {}),
  });
  useEffect(() => {
    if (!isLoading && !user) window.location.href = loginUrl;
  }, [isLoading, user]);

  if (isLoading || !user) return <PageLoading className="min-h-[60vh]" />;
  if (!isMentor) {
    return (
      <PageMessage
        icon={ShieldAlert}
        tone="danger"
        title={t`This page is for mentors`}
        actions={
          <Link href="/dashboard" className={buttonClass("primary")}>
            <Trans>Go to Dashboard</Trans>
          </Link>
        }
      >
        <Trans>It shows a mentor their own sessions and availability.</Trans>
      </PageMessage>
    );
  }
  return <MentorHome />;
}
