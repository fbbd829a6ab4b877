import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { AdminLayout } from "../../layout/AdminLayout";
import { STAFF_ROLES } from "../../layout/AdminGate";
import { CourseEditor } from "../../../features/courses/CourseEditor";
import { staffQueries } from "../../../features/courses/queries";
import { cohortQueries } from "../../../features/cohorts/queries";
import { later } from "../../later";

// For admins, below the editor: its code loads after the page's (issue 24).
const CourseTeam = later(() => import("../../../features/teams/staff/CourseTeam").then((module) => module.CourseTeam));
// Cohorts and the link to the progress board, for the course's staff (issue 24): also loaded after the page.
const CourseCohorts = later(() =>
  import("../../../features/cohorts/staff/CourseCohorts").then((module) => module.CourseCohorts),
);
import { useAuth } from "../../../features/auth/use-auth";
import { Markdown } from "../../../features/courses/markdown";
import { prefetchData, queryOutcome } from "../../../lib/query-outcome";
import { usePageHead } from "../../head";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  if (!user || !STAFF_ROLES.includes(user.role)) return;
  await Promise.all([
    prefetchData(queryClient, staffQueries.course(params.id ?? "")),
    queryClient.prefetchQuery(staffQueries.courses()),
    queryClient.prefetchQuery(cohortQueries.list(params.id ?? "")),
  ]);
}

// The lesson dialog's title is an h2 and its preview panel an h3: the lesson's headings start at
// h4, styled here like the lesson page's own h2 and h3.
const previewClass =
  "prose-academy [&_h4]:mt-6 [&_h4]:mb-3 [&_h4]:text-xl [&_h4]:font-bold [&_h5]:mt-5 [&_h5]:mb-2 [&_h5]:text-lg [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold";
const renderMarkdown = (source: string) => <Markdown source={source} topHeadingLevel={4} className={previewClass} />;

const backLink = (
  <Link href="/admin/courses" className={buttonClass("ghost", "sm")}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All Courses
  </Link>
);

export default function AdminCourseEditorPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? "";
  const { user } = useAuth();
  const isStaff = Boolean(user && STAFF_ROLES.includes(user.role));
  const query = useQuery({ ...staffQueries.course(id), enabled: isStaff });
  const outcome = queryOutcome(query);
  const courses = useQuery({ ...staffQueries.courses(), enabled: isStaff });
  const categories = [...new Set((courses.data ?? []).map((course) => course.category))].sort();

  if (outcome.status === "missing") {
    return (
      <AdminLayout title="Course Not Found" actions={backLink}>
        <CourseMissing />
      </AdminLayout>
    );
  }

  if (outcome.status !== "ready") {
    return (
      <AdminLayout title="Edit Course" actions={backLink}>
        {outcome.status === "error" ? (
          <Card className="px-6 py-10 text-center">
            <p className="font-semibold">The course could not be loaded.</p>
            <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </Card>
        ) : (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading the course">
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-96 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </AdminLayout>
    );
  }

  const course = outcome.data;
  return (
    <AdminLayout
      title={course.title}
      actions={
        <>
          {backLink}
          {course.isActive && (
            <Link href={`/courses/${course.id}`} className={buttonClass("outline", "sm")}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> View in catalog
            </Link>
          )}
        </>
      }
    >
      <CourseEditor course={course} categories={categories} renderMarkdown={renderMarkdown} />
      <CourseCohorts courseId={course.id} />
      {user?.role === "admin" && <CourseTeam courseId={course.id} />}
    </AdminLayout>
  );
}

function CourseMissing() {
  usePageHead({
    title: "Course Not Found",
    description: "Trade Skills Academy staff area.",
    status: 404,
    noindex: true,
  });
  return (
    <Card className="px-6 py-10 text-center">
      <p className="font-semibold">There is no course at this address.</p>
      <p className="mt-1 text-sm text-ink-muted">It may have been mistyped. Pick it from the list of courses.</p>
      <Link href="/admin/courses" className={`${buttonClass("primary")} mt-5`}>
        Browse All Courses
      </Link>
    </Card>
  );
}
