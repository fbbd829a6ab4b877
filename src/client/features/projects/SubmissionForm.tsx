import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { FileUp, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/form";
import { toast } from "../../components/ui/use-toast";
import { statusMessage } from "../../lib/api";
import { SUBMISSION_CONTENT_MAX } from "../../../shared/rules/projects";
import { PROJECT_FILE_ACCEPT, submissionPayload, type SubmissionFormat } from "./project-rules";
import { countWords, farBelowLength, namedWordRange } from "./word-count";
import { useSubmitProject } from "./use-submit-project";

/**
 * The submission form: a text answer, or a file, which is uploaded and then submitted by name
 * (spec 5). Blank text gets the spec's 'Submission Required' toast; the button waits for some
 * input. A written answer shows its word count, and one far below the length the requirements
 * name asks before it uses a submission (issue 23). Opened by "Start Your Submission", the form
 * scrolls into view and its field takes the focus.
 */
export function SubmissionForm({
  projectId,
  format,
  remaining,
  requirements,
  focusOnMount = false,
  onSubmitted,
}: {
  projectId: string;
  format: SubmissionFormat;
  remaining: number;
  requirements: string | null;
  focusOnMount?: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = useSubmitProject(projectId);
  const inputMissing = format === "file" ? file === null : text === "";
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const range = format === "text" ? namedWordRange(requirements) : null;
  const words = countWords(text);
  const minWords = range?.min ?? null;
  const maxWords = range?.max ?? null;

  useEffect(() => {
    if (!focusOnMount) return;
    formRef.current?.scrollIntoView({ block: "start" });
    fieldRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (format === "text" && !confirming && text.trim() !== "" && farBelowLength(words, range)) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    const payload = submissionPayload(format, text, file?.name ?? null);
    if (!payload) {
      toast({
        title: t`Submission Required`,
        description: t`Please provide the required submission content.`,
        variant: "destructive",
      });
      return;
    }
    mutation.mutate(file && format === "file" ? { kind: "file", file } : { kind: "text", payload }, {
      onSuccess: () => {
        toast({ title: t`Submission Successful`, description: t`Your project has been submitted for review.` });
        setText("");
        setFile(null);
        onSubmitted();
      },
      onError: (error) => {
        toast({ title: t`Submission Failed`, description: statusMessage(error), variant: "destructive" });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid scroll-mt-4 gap-4" noValidate>
      {format === "text" ? (
        <div>
          <Label htmlFor="submission-text">
            <Trans>Your Submission</Trans>
          </Label>
          <p id="submission-text-hint" className="mb-2 text-sm text-ink-muted">
            <Trans>Write or paste your work below. Cover every item in the instructions.</Trans>
          </p>
          <Textarea
            ref={fieldRef}
            id="submission-text"
            aria-describedby="submission-text-hint submission-words"
            value={text}
            maxLength={SUBMISSION_CONTENT_MAX}
            onChange={(event) => {
              setText(event.target.value);
              setConfirming(false);
            }}
            className="min-h-56"
          />
          <p id="submission-words" className="mt-1.5 text-sm text-ink-muted">
            <Plural value={words} one="# word" other="# words" />
            {maxWords !== null
              ? ` · ${t`the project asks for ${minWords}–${maxWords}`}`
              : minWords !== null && ` · ${t`the project asks for at least ${minWords}`}`}
          </p>
        </div>
      ) : (
        <div>
          <Label htmlFor="submission-file">
            <Trans>Upload Your File</Trans>
          </Label>
          <p id="submission-file-hint" className="mb-2 text-sm text-ink-muted">
            <Trans>Choose the file with your work, such as a PDF or a photo.</Trans>
          </p>
          <label
            htmlFor="submission-file"
            className="flex cursor-pointer flex-col items-center gap-2 rounded-[var(--radius-card)] border-2 border-dashed border-line bg-paper px-4 py-8 text-center hover:border-teal-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700"
          >
            <FileUp className="h-8 w-8 text-teal-700" aria-hidden="true" />
            <span className="font-semibold break-all text-ink">{file ? file.name : t`Choose a file`}</span>
            <span className="text-sm text-ink-muted">
              {file ? t`Tap to choose a different file` : t`Tap to browse`}
            </span>
            <input
              ref={fieldRef}
              id="submission-file"
              type="file"
              aria-describedby="submission-file-hint"
              accept={PROJECT_FILE_ACCEPT}
              className="sr-only"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
        </div>
      )}
      {confirming && (
        <div
          role="alert"
          className="grid gap-3 rounded-[var(--radius-control)] border-l-4 border-brand-600 bg-brand-50 px-4 py-3"
        >
          <p>
            <strong>
              <Trans>Submit anyway?</Trans>
            </strong>{" "}
            <Plural
              value={remaining}
              one="This uses your last submission."
              other="This uses 1 of your # submissions."
            />
          </p>
          <div className="flex flex-wrap gap-3">
            <Button ref={confirmRef} type="submit" data-replay="" disabled={mutation.isPending}>
              <Trans>Submit anyway</Trans>
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setConfirming(false);
                fieldRef.current?.focus();
              }}
            >
              <Trans>Keep writing</Trans>
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {t`You can submit ${plural(remaining, { one: "# more time", other: "# more times" })}.`}
        </p>
        <Button type="submit" disabled={mutation.isPending || inputMissing}>
          <Send className="h-4 w-4" aria-hidden="true" /> {mutation.isPending ? t`Submitting...` : t`Submit Project`}
        </Button>
      </div>
    </form>
  );
}
