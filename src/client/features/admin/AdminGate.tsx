import { ShieldAlert } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { Role } from "../../../shared/contracts/auth";
import { usePageHead } from "../../app/head";
import { buttonClass } from "../../components/ui/button";
import { useAuth } from "../auth/use-auth";

export const STAFF_ROLES: readonly Role[] = ["instructor", "admin"];

const loginUrl = (path: string) => `/api/login?returnTo=${encodeURIComponent(path)}`;

/**
 * The staff area's door: visitors go to sign in (a 302 from the server render), people without
 * the role see a 403 page. The server checks the role again on every staff API call.
 */
export function AdminGate({
  roles = STAFF_ROLES,
  title,
  children,
}: {
  roles?: readonly Role[];
  title: string;
  children: ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const allowed = Boolean(user && roles.includes(user.role));

  usePageHead({
    title: allowed || isLoading ? title : user ? "Access Denied" : title,
    description: "Trade Skills Academy staff area.",
    noindex: true,
    ...(!isLoading && !user ? { redirect: loginUrl(location) } : {}),
    ...(!isLoading && user && !allowed ? { status: 403 } : {}),
  });

  useEffect(() => {
    if (!isLoading && !user) window.location.href = loginUrl(window.location.pathname + window.location.search);
  }, [isLoading, user]);

  if (isLoading || !user) return <div className="min-h-[60vh]" aria-busy="true" />;
  if (!allowed) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldAlert className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold">Access Denied</h1>
        <p className="mt-3 text-ink-muted">
          You don&apos;t have permission to view this page. It is for the academy&apos;s instructors and administrators.
        </p>
        <Link href="/dashboard" className={`${buttonClass("primary")} mt-8`}>
          Go to Dashboard
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
