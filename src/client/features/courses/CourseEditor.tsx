import { Star } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardBody } from "../../components/ui/card";
import { HostedVideoSection } from "./HostedVideoSection";
import { CourseDetailsForm, CourseImageCard } from "./CourseDetailsForm";
import { priceLabel, StatusBadge } from "./CourseList";
import { CurriculumEditor } from "./CurriculumEditor";
import { LocalTime } from "../../components/ui/local-time";
import { MarkdownPreviewProvider, type RenderMarkdown } from "./markdown-preview";
import type { WireAuthoringCourse } from "./queries";

/** The whole course on one page: its details and image, then its curriculum. */
export function CourseEditor({
  course,
  categories,
  renderMarkdown,
}: {
  course: WireAuthoringCourse;
  categories: string[];
  renderMarkdown: RenderMarkdown;
}) {
  return (
    <MarkdownPreviewProvider value={renderMarkdown}>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
          <StatusBadge isActive={course.isActive} />
          {course.isFeatured && (
            <Badge tone="warning">
              <Star className="h-3 w-3" aria-hidden="true" /> Featured
            </Badge>
          )}
          <span>{course.category}</span>
          <span aria-hidden="true">·</span>
          <span>{priceLabel(course)}</span>
          <span aria-hidden="true">·</span>
          <span>
            Updated <LocalTime iso={course.updatedAt} />
          </span>
        </div>
        {!course.isActive && (
          <p className="rounded-lg border border-amber-400 bg-amber-100/60 px-4 py-3 text-sm">
            This course is inactive: learners can&apos;t see it yet. Switch on <strong>Active</strong> and save when it
            is ready.
          </p>
        )}
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <CourseDetailsForm key={course.id} course={course} categories={categories} />
          <div className="grid min-w-0 gap-6">
            <CourseImageCard course={course} />
            <Card>
              <CardBody className="sm:p-6">
                <HostedVideoSection courseId={course.id} target={{ courseId: course.id }} video={course.previewVideo} />
              </CardBody>
            </Card>
          </div>
        </div>
        <CurriculumEditor course={course} />
      </div>
    </MarkdownPreviewProvider>
  );
}
