import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, CalendarCheck, LifeBuoy, TrendingUp, Users } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { useOpenedOnce } from "../../components/ui/use-opened-once";
import type { WireBooking, WireEnrollment } from "../../lib/queries";
import { useSiteSettings } from "../../lib/site-settings";
import { clampPercent, COMPACT_LIMIT, type DashboardStats } from "./dashboard-data";
import { LocalTime } from "../../components/ui/local-time";

// The dialog's code (Radix Dialog, about 10 kB) loads on the first click.
const SupportDialog = lazy(() => import("./SupportDialog"));

/** Browse Courses, Book Mentor and View Progress (which shows the My Courses tab). */
export function QuickActions({ onViewProgress }: { onViewProgress: () => void }) {
  const tile =
    "flex min-h-20 flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-3 text-center text-sm font-semibold text-ink shadow-[var(--shadow-card)] transition-colors hover:border-brand-200 hover:bg-brand-50 sm:flex-row sm:text-base";
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="sr-only">
        <Trans>Quick Actions</Trans>
      </h2>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Link href="/courses" className={tile}>
          <BookOpen className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" /> <Trans>Browse Courses</Trans>
        </Link>
        <Link href="/mentorship" className={tile}>
          <Users className="h-5 w-5 shrink-0 text-teal-800" aria-hidden="true" /> <Trans>Book Mentor</Trans>
        </Link>
        <button type="button" onClick={onViewProgress} className={`${tile} cursor-pointer`}>
          <TrendingUp className="h-5 w-5 shrink-0 text-success" aria-hidden="true" /> <Trans>View Progress</Trans>
        </button>
      </div>
    </section>
  );
}

function SummaryRow({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

function CompactList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <div className="mt-5">
      <h3 className="font-sans text-sm font-bold tracking-wide text-ink-muted uppercase">{title}</h3>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-3">{children}</ul>
      )}
    </div>
  );
}

/** 'Your Progress': the counts, plus the compact lists (3 enrolments, 3 upcoming sessions). */
export function ProgressSummary({
  stats,
  enrollments,
  upcoming,
}: {
  stats: DashboardStats;
  enrollments: WireEnrollment[];
  upcoming: WireBooking[];
}) {
  const { t } = useLingui();
  return (
    <Card className="p-5" role="region" aria-labelledby="your-progress-heading">
      <h2 id="your-progress-heading" className="text-xl font-bold">
        <Trans>Your Progress</Trans>
      </h2>
      <dl className="mt-2 divide-y divide-line">
        <SummaryRow label={t`Courses enrolled`} value={stats.totalCourses} />
        <SummaryRow label={t`Courses completed`} value={stats.completed} />
        <SummaryRow label={t`Mentor sessions`} value={stats.mentorSessions} />
      </dl>

      <CompactList title={t`Keep learning`} empty={t`No courses yet.`}>
        {enrollments.slice(0, COMPACT_LIMIT).map((enrollment) => {
          const courseTitle = enrollment.course.title;
          return (
            <li key={enrollment.id}>
              <Link
                href={`/courses/${enrollment.course.id}`}
                className="block text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
              >
                {enrollment.course.title}
              </Link>
              <div className="mt-1 flex items-center gap-2">
                <Progress
                  value={clampPercent(enrollment.progress)}
                  label={t`${courseTitle} progress`}
                  className="h-1.5 flex-1"
                />
                <span className="text-xs font-semibold text-ink-muted">{clampPercent(enrollment.progress)}%</span>
              </div>
            </li>
          );
        })}
      </CompactList>

      <CompactList title={t`Next sessions`} empty={t`No sessions booked.`}>
        {upcoming.slice(0, COMPACT_LIMIT).map((booking) => (
          <li key={booking.id} className="flex items-start gap-2 text-sm">
            <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-teal-800" aria-hidden="true" />
            <span>
              <span className="block font-semibold">{booking.mentor.name}</span>
              <span className="text-ink-muted">
                <LocalTime iso={booking.scheduledAt} withTime weekday />
              </span>
            </span>
          </li>
        ))}
      </CompactList>
    </Card>
  );
}

/** 'Need Help' with 'Get Support': a dialog with the ways to reach the student support team. */
export function NeedHelp() {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // The academy's contact address (CONTACT_EMAIL), one for every enquiry.
  const { contactEmail } = useSiteSettings();
  return (
    <Card className="bg-teal-50 p-5" role="region" aria-labelledby="need-help-heading">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
        <LifeBuoy className="h-5 w-5" aria-hidden="true" />
      </span>
      <h2 id="need-help-heading" className="mt-3 text-xl font-bold">
        <Trans>Need Help?</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>Stuck on a lesson, a login or a booking? Our student support team is here for you.</Trans>
      </p>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setOpen(true)}>
        <Trans>Get Support</Trans>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SupportDialog open={open} onOpenChange={setOpen} contactEmail={contactEmail} />
        </Suspense>
      )}
    </Card>
  );
}
