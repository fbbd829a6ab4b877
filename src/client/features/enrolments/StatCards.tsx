import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BookOpen, CalendarCheck, TrendingUp, Trophy, type LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import type { DashboardStats } from "./dashboard-data";

function StatCard({
  id,
  label,
  value,
  note,
  Icon,
  tone,
  isLoading,
}: {
  /** The label's element id, the same in every language ("stat-total-courses"). */
  id: string;
  label: string;
  value: string;
  note: string;
  Icon: LucideIcon;
  tone: string;
  isLoading: boolean;
}) {
  return (
    <Card role="group" aria-labelledby={id} className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p id={id} className="text-sm font-semibold text-ink-muted">
          {label}
        </p>
        {isLoading ? (
          <Skeleton className="mt-2 h-8 w-12" />
        ) : (
          // The figure is a value read with its label, not a heading: a plain block, not a paragraph.
          <div className="mt-1 font-display text-3xl font-bold text-ink">{value}</div>
        )}
        <p className="mt-1 text-xs text-ink-muted sm:text-sm">{isLoading ? "\u00a0" : note}</p>
      </div>
      <span className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
    </Card>
  );
}

export function StatCards({ stats, isLoading }: { stats: DashboardStats; isLoading: boolean }) {
  const { t } = useLingui();
  const { inProgress, upcomingSessions } = stats;
  return (
    <section aria-label={t`Your numbers`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        id="stat-total-courses"
        label={t`Total Courses`}
        value={String(stats.totalCourses)}
        note={t`${inProgress} in progress`}
        Icon={BookOpen}
        tone="bg-brand-100 text-brand-700"
        isLoading={isLoading}
      />
      <StatCard
        id="stat-completed"
        label={t`Completed`}
        value={String(stats.completed)}
        note={stats.completed === 1 ? t`course certified` : t`courses certified`}
        Icon={Trophy}
        tone="bg-success-soft text-success"
        isLoading={isLoading}
      />
      <StatCard
        id="stat-average-progress"
        label={t`Average Progress`}
        value={`${stats.averageProgress}%`}
        note={t`across your courses`}
        Icon={TrendingUp}
        tone="bg-teal-100 text-teal-800"
        isLoading={isLoading}
      />
      <StatCard
        id="stat-mentor-sessions"
        label={t`Mentor Sessions`}
        value={String(stats.mentorSessions)}
        note={t`${plural(upcomingSessions, { one: "# upcoming", other: "# upcoming" })}`}
        Icon={CalendarCheck}
        tone="bg-amber-100 text-brand-800"
        isLoading={isLoading}
      />
    </section>
  );
}
