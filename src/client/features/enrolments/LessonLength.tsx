import { Clock } from "lucide-react";
import type { WireLesson } from "../../lib/queries";
import { VideoLength } from "../video";

/** A lesson's length as its author gave it ("15 min") and its own video's ("12 min"), each when it has one. */
export function LessonLength({ lesson }: { lesson: Pick<WireLesson, "duration" | "video"> }) {
  return (
    <>
      {lesson.duration && (
        <span className="inline-flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {lesson.duration}
        </span>
      )}
      {lesson.video?.durationSeconds != null && <VideoLength durationSeconds={lesson.video.durationSeconds} />}
    </>
  );
}
