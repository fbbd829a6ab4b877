import { ShieldAlert } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { Role } from "../../../shared/contracts/auth";
import { usePageHead } from "../head";
import { PageLoading, PageMessage } from "../../components/page-states";
import { buttonClass } from "../../components/ui/button";
import { useAuth } from "../../features/auth";

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

  if (isLoading || !user) return <PageLoading className="min-h-[60vh]" />;
  if (!allowed) {
    return (
      <PageMessage
        icon={ShieldAlert}
        tone="danger"
        title="Access Denied"
        actions={
          <Link href="/dashboard" className={buttonClass("primary")}>
            Go to Dashboard
          </Link>
        }
      >
        You don&apos;t have permission to view this page. It is for the academy&apos;s instructors and administrators.
      </PageMessage>
    );
  }
  return <>{children}</>;
}
