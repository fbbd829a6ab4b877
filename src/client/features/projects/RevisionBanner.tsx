import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button";
import { ChangesRequestedNotice } from "./ChangesRequestedNotice";

/**
 * The project page's "Changes requested" banner, atop My Submissions (issue 23): the newest
 * submission was sent back, so the page opens on that tab with the instructor's feedback quoted,
 * and Revise and Resubmit opens the form while a submission is left.
 */
export interface Revision {
  submissionNumber: number;
  feedback: string | null;
  canSubmit: boolean;
  onRevise: () => void;
}

export function RevisionBanner({ submissionNumber, feedback, canSubmit, onRevise }: Revision) {
  return (
    <ChangesRequestedNotice headingId="revision-heading" className="mb-4">
      {feedback ? (
        <figure className="grid gap-1">
          <figcaption className="text-sm text-ink-muted">
            <Trans>Your instructor's feedback on Submission #{submissionNumber}:</Trans>
          </figcaption>
          <blockquote className="break-words whitespace-pre-wrap">{feedback}</blockquote>
        </figure>
      ) : (
        <p>
          <Trans>Your instructor asked for changes to Submission #{submissionNumber}.</Trans>
        </p>
      )}
      {canSubmit && (
        <div>
          <Button className="mt-1" data-replay="" onClick={onRevise}>
            <Trans>Revise and Resubmit</Trans>
          </Button>
        </div>
      )}
    </ChangesRequestedNotice>
  );
}
