import { Clock } from "lucide-react";
import type { Locale } from "../../../shared/rules/locale";
import { DurationText } from "../../lib/duration";
import type { WireLesson } from "../../lib/queries";
import { VideoLength } from "../video";

/**
 * A lesson's length as its author gave it ("15 min", in the page's language when it is a number and
 * a unit) and its own video's ("12 min"), each when it has one.
 */
export function LessonLength({
  lesson,
  language,
}: {
  lesson: Pick<WireLesson, "duration" | "durationValue" | "durationUnit" | "video">;
  /** The course's language, for a length kept as its author wrote it. */
  language?: Locale | null;
}) {
  return (
    <>
      {lesson.duration && (
        <span className="inline-flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          <DurationText item={lesson} language={language} />
        </span>
      )}
      {lesson.video?.durationSeconds != null && <VideoLength durationSeconds={lesson.video.durationSeconds} />}
    </>
  );
}
