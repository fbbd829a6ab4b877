import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  HandHeart,
  Newspaper,
  Star,
  UserCog,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import type { WireCourse } from "../../lib/queries";

const management = [
  { href: "/admin/blog", label: "Blog", text: "Write, publish and unpublish articles.", Icon: Newspaper },
  { href: "/admin/mentors", label: "Mentors", text: "Mentor profiles and availability.", Icon: Users },
  { href: "/admin/stories", label: "Success Stories", text: "Graduates' stories shown on the site.", Icon: Star },
  { href: "/admin/bookings", label: "Bookings", text: "Every mentorship session booked.", Icon: CalendarDays },
  { href: "/admin/donations", label: "Donations", text: "Gifts received and their donors.", Icon: HandHeart },
  { href: "/admin/users", label: "Users", text: "Accounts and their roles.", Icon: UserCog },
];

function Figure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <p className="mt-3 flex items-baseline gap-2">
      <span className="font-display text-4xl font-bold text-ink">{value}</span>
      <span className="text-ink-muted">{label}</span>
    </p>
  );
}

function WorkCard({
  Icon,
  title,
  children,
  href,
  action,
}: {
  Icon: typeof BookOpen;
  title: string;
  children: ReactNode;
  href: string;
  action: string;
}) {
  return (
    <Card>
      <CardBody className="flex h-full flex-col sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-bold">{title}</h2>
        </div>
        <div className="flex-1">{children}</div>
        <Link href={href} className={`${buttonClass("primary")} mt-5 self-start`}>
          {action} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </CardBody>
    </Card>
  );
}

/** The staff area's first page: what needs doing, and the way to each section. */
export function StaffOverview({
  firstName,
  isAdmin,
  courses,
  pendingCount,
}: {
  firstName: string;
  isAdmin: boolean;
  /** undefined while loading; null when it could not be loaded. */
  courses: WireCourse[] | null | undefined;
  pendingCount: number | null | undefined;
}) {
  const activeCount = courses?.filter((course) => course.isActive).length ?? 0;
  return (
    <div className="grid gap-8">
      {/* One paragraph with a lead-in: a bigger line of its own would read as a heading (axe p-as-heading). */}
      <p className="text-ink-muted">
        <span className="block font-display text-xl font-semibold text-ink">Welcome back, {firstName}!</span>
        <span className="mt-1 block">Build the courses our learners take, and review the projects they hand in.</span>
      </p>

      <div className="grid gap-5 md:grid-cols-2">
        <WorkCard Icon={BookOpen} title="Courses" href="/admin/courses" action="Manage Courses">
          {courses === undefined ? (
            <Skeleton className="mt-3 h-10 w-40" />
          ) : courses === null ? (
            <p className="mt-3 text-ink-muted">The course count could not be loaded.</p>
          ) : (
            <Figure
              value={courses.length}
              label={`${courses.length === 1 ? "course" : "courses"}, ${activeCount} active`}
            />
          )}
          <p className="mt-2 text-sm text-ink-muted">
            Create courses, arrange modules, write lessons, quizzes and projects.
          </p>
        </WorkCard>
        <WorkCard Icon={ClipboardCheck} title="Project Reviews" href="/admin/reviews" action="Review Submissions">
          {pendingCount === undefined ? (
            <Skeleton className="mt-3 h-10 w-40" />
          ) : pendingCount === null ? (
            <p className="mt-3 text-ink-muted">The number of waiting submissions could not be loaded.</p>
          ) : (
            <Figure
              value={pendingCount}
              label={`${pendingCount === 1 ? "submission" : "submissions"} waiting for review`}
            />
          )}
          <p className="mt-2 text-sm text-ink-muted">
            {pendingCount === 0
              ? "All caught up: every submission has feedback."
              : "Learners wait for your feedback before they can move on."}
          </p>
        </WorkCard>
      </div>

      {isAdmin && (
        <section aria-labelledby="management-title">
          <h2 id="management-title" className="text-xl font-bold">
            Academy management
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Only administrators see these sections.</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {management.map(({ href, label, text, Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex h-full items-start gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition-colors hover:border-brand-200 hover:bg-brand-50"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{label}</span>
                    <span className="block text-sm text-ink-muted">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
