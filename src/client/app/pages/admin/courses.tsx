import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { AdminLayout } from "../../layout/AdminLayout";
import { STAFF_ROLES } from "../../layout/AdminGate";
import { CourseList } from "../../../features/courses/CourseList";
import { NewCourseDialog } from "../../../features/courses/NewCourseDialog";
import { staffQueries } from "../../../features/courses/queries";
import { useAuth } from "../../../features/auth/use-auth";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (!user || !STAFF_ROLES.includes(user.role)) return;
  await queryClient.prefetchQuery(staffQueries.courses());
}

export default function AdminCoursesPage() {
  const { user } = useAuth();
  const isStaff = Boolean(user && STAFF_ROLES.includes(user.role));
  const courses = useQuery({ ...staffQueries.courses(), enabled: isStaff });
  const categories = [...new Set((courses.data ?? []).map((course) => course.category))].sort();

  return (
    <AdminLayout title="Courses" actions={<NewCourseDialog categories={categories} />}>
      {courses.data ? (
        <CourseList courses={courses.data} />
      ) : courses.isError ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-semibold">The courses could not be loaded.</p>
          <Button className="mt-4" variant="outline" onClick={() => void courses.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading courses">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      )}
    </AdminLayout>
  );
}
