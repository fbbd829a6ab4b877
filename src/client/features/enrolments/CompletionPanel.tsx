import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, CloudOff, LogIn } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { queries, type WireLessonDetail } from "../../lib/queries";
import { goToLogin, useAuth } from "../auth";
import { useEnroll } from "../courses";
import { savedOnPhoneMessage, usePendingCompletion } from "../offline";
import { useCompleteLesson } from "./use-complete-lesson";

/** Under a lesson: Complete for its students, Enroll for signed-in visitors, Log In for the rest. */
export function CompletionPanel({
  lesson,
  isAuthenticated,
  isEnrolled,
  isDone,
  completion,
}: {
  lesson: WireLessonDetail;
  isAuthenticated: boolean;
  isEnrolled: boolean;
  isDone: boolean;
  completion: { completed: number; total: number; percentage: number } | undefined;
}) {
  const { complete, pendingLessonId } = useCompleteLesson(lesson.courseId);
  const { enroll, pendingCourseId, offlineMessage } = useEnroll();
  // Completed offline: kept on the phone until the connection returns (features/offline).
  const { user } = useAuth();
  const isWaitingToSync = usePendingCompletion(lesson.id, user?.id ?? null);
  const { data: course } = useQuery({ ...queries.course(lesson.courseId), enabled: isAuthenticated && !isEnrolled });
  const { t, i18n } = useLingui();
  const { courseTitle } = lesson;
  const completedCount = completion?.completed;
  const totalCount = completion?.total ?? 0;

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby="lesson-completion">
        <h2 id="lesson-completion" className="text-lg font-bold">
          {isDone || isWaitingToSync ? <Trans>Lesson complete</Trans> : <Trans>Finished this lesson?</Trans>}
        </h2>
        {isEnrolled ? (
          <>
            {isDone || isWaitingToSync ? (
              <>
                <p className="mt-2 flex items-center gap-2 text-success">
                  <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
                  <span className="font-semibold">
                    <Trans>You completed this lesson. Nice work!</Trans>
                  </span>
                </p>
                <p role="status" className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
                  {isWaitingToSync && (
                    <>
                      <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {i18n._(savedOnPhoneMessage)}
                    </>
                  )}
                </p>
              </>
            ) : (
              <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-ink-muted">
                  <Trans>Mark it complete when you&apos;ve watched the video and read it through.</Trans>
                </p>
                {/* An action, not a status (the done lesson reads "Lesson complete" with the check): its visible text is its name, the spec's 'Complete'. */}
                <Button variant="outline" disabled={pendingLessonId === lesson.id} onClick={() => complete(lesson)}>
                  <CheckCircle2 className="h-5 w-5 text-teal-700" aria-hidden="true" />
                  {pendingLessonId === lesson.id ? <Trans>Saving...</Trans> : <Trans>Complete</Trans>}
                </Button>
              </div>
            )}
            {completion && (
              <div className="mt-4">
                <p className="flex justify-between text-sm text-ink-muted">
                  <span>
                    {t`Course progress: ${completedCount}/${plural(totalCount, { one: "# items completed", other: "# items completed" })}`}
                  </span>
                  <span className="font-semibold text-teal-700">{completion.percentage}%</span>
                </p>
                <Progress className="mt-2" value={completion.percentage} label={t`Course progress`} />
              </div>
            )}
          </>
        ) : isAuthenticated ? (
          <>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-ink-muted">
                <Trans>Enroll in {courseTitle} to save your progress and earn a certificate.</Trans>
              </p>
              {course && (
                <Button
                  data-replay=""
                  disabled={pendingCourseId === course.id || offlineMessage !== null}
                  onClick={() => enroll(course)}
                >
                  {pendingCourseId === course.id ? <Trans>Enrolling...</Trans> : <Trans>Enroll Now</Trans>}
                </Button>
              )}
            </div>
            {offlineMessage && (
              <p role="status" className="mt-3 flex items-center gap-2 text-sm font-semibold">
                <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
                {offlineMessage}
              </p>
            )}
          </>
        ) : (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-muted">
              <Trans>Log in and enroll to save your progress and earn a certificate.</Trans>
            </p>
            <Button variant="outline" data-replay="" onClick={goToLogin}>
              <LogIn className="h-5 w-5" aria-hidden="true" />
              <Trans>Log In</Trans>
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
