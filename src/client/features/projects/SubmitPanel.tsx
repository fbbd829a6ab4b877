import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import type { WireProjectDetail, WireSubmission } from "../../lib/queries";
import { isApproved, submissionLimit, submissionsRemaining } from "./project-rules";
import { SubmissionForm } from "./SubmissionForm";
import { contentLang } from "../../../shared/rules/locale";

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="grid justify-items-center gap-3 py-10 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-teal-100 text-teal-800">
          {icon}
        </span>
        <h2 className="text-xl font-bold">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

/**
 * The project page's Submit tab: "Enroll first" (a paid course the student is not in), the limit
 * reached, or the submission form.
 */
export function SubmitPanel({
  project,
  submissions,
  needsEnrolment,
  canSubmit,
  focusForm,
  onShowSubmissions,
}: {
  project: WireProjectDetail;
  submissions: WireSubmission[];
  needsEnrolment: boolean;
  canSubmit: boolean;
  /** Opened by "Start Your Submission" (or "Revise and Resubmit"): the form scrolls into view and takes the focus. */
  focusForm: boolean;
  onShowSubmissions: () => void;
}) {
  const { t } = useLingui();
  const courseTitle = project.courseTitle;
  if (needsEnrolment) {
    return (
      <Notice icon={<BookOpen className="h-6 w-6" aria-hidden="true" />} title={t`Enroll first`}>
        <p className="max-w-md text-ink-muted">
          <Trans>
            This project is part of{" "}
            <strong lang={contentLang(project.courseLanguage)} className="text-ink">
              {courseTitle}
            </strong>
            . Enroll in the course to submit your work for review.
          </Trans>
        </p>
        <Link href={`/courses/${project.courseId}`} className={`${buttonClass("primary")} mt-2`}>
          <Trans>Go to Course</Trans>
        </Link>
      </Notice>
    );
  }
  if (!canSubmit) {
    const limit = submissionLimit(project.maxSubmissions, submissions);
    return (
      <Notice icon={<CheckCircle2 className="h-6 w-6" aria-hidden="true" />} title={t`Maximum Submissions Reached`}>
        <p className="max-w-md text-ink-muted">
          {isApproved(submissions)
            ? t`Your project has been approved. No more submissions are needed.`
            : t`${plural(limit, { one: "You have used all # of your submissions for this project. Your instructor will review your work.", other: "You have used all # of your submissions for this project. Your instructor will review your work." })}`}
        </p>
        <Button variant="outline" className="mt-2" onClick={onShowSubmissions}>
          <Trans>View My Submissions</Trans>
        </Button>
      </Notice>
    );
  }
  return (
    <Card>
      <CardBody className="sm:p-7">
        <SubmissionForm
          projectId={project.id}
          format={project.submissionFormat}
          remaining={submissionsRemaining(project.maxSubmissions, submissions)}
          requirements={project.requirements}
          focusOnMount={focusForm}
          onSubmitted={onShowSubmissions}
        />
      </CardBody>
    </Card>
  );
}
