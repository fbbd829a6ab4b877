import {
  Award,
  BookOpen,
  CalendarDays,
  ChartColumn,
  FileText,
  ClipboardCheck,
  HandHeart,
  LayoutDashboard,
  Mail,
  MailPlus,
  Newspaper,
  Star,
  UserCog,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { Role } from "../../../shared/contracts/auth";
import { cn } from "../../lib/cn";
import { useAuth } from "../../features/auth";
import { AdminGate, STAFF_ROLES } from "./AdminGate";

const sections: { href: string; label: string; Icon: typeof BookOpen; roles: readonly Role[] }[] = [
  { href: "/admin", label: "Overview", Icon: LayoutDashboard, roles: STAFF_ROLES },
  { href: "/admin/courses", label: "Courses", Icon: BookOpen, roles: STAFF_ROLES },
  { href: "/admin/reviews", label: "Project Reviews", Icon: ClipboardCheck, roles: STAFF_ROLES },
  { href: "/admin/impact", label: "Impact", Icon: ChartColumn, roles: STAFF_ROLES },
  { href: "/admin/blog", label: "Blog", Icon: Newspaper, roles: ["admin"] },
  { href: "/admin/mentors", label: "Mentors", Icon: Users, roles: ["admin"] },
  { href: "/admin/stories", label: "Success Stories", Icon: Star, roles: ["admin"] },
  { href: "/admin/bookings", label: "Bookings", Icon: CalendarDays, roles: ["admin"] },
  { href: "/admin/donations", label: "Donations", Icon: HandHeart, roles: ["admin"] },
  { href: "/admin/users", label: "Users", Icon: UserCog, roles: ["admin"] },
  { href: "/admin/newsletter", label: "Newsletter", Icon: MailPlus, roles: ["admin"] },
  { href: "/admin/emails", label: "Emails", Icon: Mail, roles: ["admin"] },
  { href: "/admin/certificates", label: "Certificates", Icon: Award, roles: ["admin"] },
  { href: "/admin/pages", label: "Pages", Icon: FileText, roles: ["admin"] },
];

const isCurrent = (location: string, href: string) =>
  href === "/admin" ? location === "/admin" : location === href || location.startsWith(`${href}/`);

/** The staff area: a gate for the role, a section menu, and the page. */
export function AdminLayout({
  title,
  roles = STAFF_ROLES,
  actions,
  children,
}: {
  title: string;
  roles?: readonly Role[];
  /** Buttons beside the page title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const [location] = useLocation();
  const visible = sections.filter((section) => user && section.roles.includes(user.role));
  return (
    <AdminGate roles={roles} title={title}>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Staff" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 px-3 text-xs font-bold tracking-wide text-ink-muted uppercase">Staff area</p>
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {visible.map(({ href, label, Icon }) => (
              <li key={href} className="shrink-0">
                <Link
                  href={href}
                  aria-current={isCurrent(location, href) ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap hover:bg-brand-50",
                    isCurrent(location, href) ? "bg-brand-100 text-brand-800" : "text-ink",
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="admin-title" className="min-w-0">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h1 id="admin-title" className="text-2xl font-bold sm:text-3xl">
              {title}
            </h1>
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </div>
          {children}
        </section>
      </div>
    </AdminGate>
  );
}
