/**
 * The project screen's rules (spec 4, 5 and 9), pure so they are easy to test. The server
 * enforces the same limit; these decide what the screen offers.
 */
import { DEFAULT_MAX_SUBMISSIONS } from "../../../shared/rules/projects";
import { PROJECT_FILE_EXTENSIONS } from "../../../shared/rules/uploads";

export interface SubmissionLike {
  status: string;
}

/** maxSubmissions (1 when absent), plus one more for each submission sent back for revision. */
export function submissionLimit(maxSubmissions: number | null, submissions: readonly SubmissionLike[]): number {
  const revisions = submissions.filter((submission) => submission.status === "needs_revision").length;
  return (maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS) + revisions;
}

export function isApproved(submissions: readonly SubmissionLike[]): boolean {
  return submissions.some((submission) => submission.status === "approved");
}

/** Another submission is allowed while under the limit and nothing has been approved yet. */
export function canSubmitMore(maxSubmissions: number | null, submissions: readonly SubmissionLike[]): boolean {
  return !isApproved(submissions) && submissions.length < submissionLimit(maxSubmissions, submissions);
}

export function submissionsRemaining(maxSubmissions: number | null, submissions: readonly SubmissionLike[]): number {
  if (isApproved(submissions)) return 0;
  return Math.max(0, submissionLimit(maxSubmissions, submissions) - submissions.length);
}

export type SubmissionFormat = "text" | "file";

export interface SubmissionPayload {
  content: string;
  fileUrl?: string;
}

/**
 * What the file picker offers: the extensions the server accepts for project files
 * (shared/rules/uploads.ts), plus any photo, so a phone offers its camera.
 */
export const PROJECT_FILE_ACCEPT = ["image/*", ...PROJECT_FILE_EXTENSIONS.map((extension) => `.${extension}`)].join(
  ",",
);

/** A file is submitted by name (spec 5), after it is uploaded. */
export function fileSubmission(fileName: string): Required<SubmissionPayload> {
  return { fileUrl: `uploads/${fileName}`, content: `File submitted: ${fileName}` };
}

/**
 * What to send for the chosen format, or null when the required content is missing (blank
 * text after trimming, or no file chosen).
 */
export function submissionPayload(
  format: SubmissionFormat,
  text: string,
  fileName: string | null,
): SubmissionPayload | null {
  if (format === "file") return fileName ? fileSubmission(fileName) : null;
  const content = text.trim();
  return content ? { content } : null;
}

/** Where the student downloads their own uploaded file (uploads/{id}/{name}), or null when it was sent by name only. */
export function ownFileHref(fileUrl: string): string | null {
  const stored = /^uploads\/([^/]+)\/([^/]+)$/.exec(fileUrl);
  return stored ? `/api/uploads/${encodeURIComponent(stored[1]!)}/${encodeURIComponent(stored[2]!)}` : null;
}

/** The file name of a file submission's address ("uploads/deck.pdf" is "deck.pdf"). */
export function fileNameOf(fileUrl: string): string {
  return fileUrl.slice(fileUrl.lastIndexOf("/") + 1);
}

/** Requirements are written one per line, optionally as "- item"; blank lines are dropped. */
export function requirementLines(requirements: string | null): string[] {
  return (requirements ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);
}
