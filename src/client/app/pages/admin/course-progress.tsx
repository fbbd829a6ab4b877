import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useSearch } from "wouter";
import { buttonClass } from "../../../components/ui/button";
import { useAuth } from "../../../features/auth/use-auth";
import { cohortQueries } from "../../../features/cohorts/queries";
import { ProgressBoardView, readBoardQuery } from "../../../features/cohorts/staff/ProgressBoard";
import { staffQueries } from "../../../features/courses/queries";
import { prefetchData } from "../../../lib/query-outcome";
import { AdminLayout } from "../../layout/AdminLayout";
import { STAFF_ROLES } from "../../layout/AdminGate";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, params, search, user }: PrefetchContext) {
  if (!user || !STAFF_ROLES.includes(user.role)) return;
  const courseId = params.id ?? "";
  await Promise.all([
    prefetchData(queryClient, cohortQueries.board(courseId, readBoardQuery(search.toString()))),
    prefetchData(queryClient, staffQueries.course(courseId)),
  ]);
}

/** The progress board of a course, or of one of its cohorts (?cohort=), issue 24. */
export default function AdminCourseProgressPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? "";
  const query = readBoardQuery(useSearch());
  const { user } = useAuth();
  const isStaff = Boolean(user && STAFF_ROLES.includes(user.role));
  const course = useQuery({ ...staffQueries.course(id), enabled: isStaff });
  const title = course.data ? `Progress: ${course.data.title}` : "Progress board";
  return (
    <AdminLayout
      title={title}
      actions={
        <Link href={`/admin/courses/${id}`} className={buttonClass("ghost", "sm")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the course
        </Link>
      }
    >
      <ProgressBoardView courseId={id} query={query} />
    </AdminLayout>
  );
}
