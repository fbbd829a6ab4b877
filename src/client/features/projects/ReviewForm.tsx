import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/form";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest, errorMessage } from "../../lib/api";
import { invalidate, putAnswer } from "../../lib/cache-updates";
import { cn } from "../../lib/cn";
import { adminQueries, SUBMISSIONS_URL, type WireStaffSubmission } from "../../lib/admin-queries";
import { FEEDBACK_MAX } from "../../../shared/rules/projects";

type ReviewStatus = "approved" | "needs_revision";
type Grade = "excellent" | "pass" | "fail";

const STATUS_OPTIONS: { value: ReviewStatus; label: string; hint: string }[] = [
  { value: "approved", label: "Approve", hint: "The project is complete; it counts toward the course." },
  { value: "needs_revision", label: "Needs revision", hint: "The student can change it and submit again." },
];

const GRADE_OPTIONS: { value: Grade | "none"; label: string }[] = [
  { value: "none", label: "No grade" },
  { value: "excellent", label: "Excellent" },
  { value: "pass", label: "Pass" },
  { value: "fail", label: "Fail" },
];

const choiceClass =
  "flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-line bg-white px-4 py-3 " +
  "has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700";

export function ReviewForm({ submission }: { submission: WireStaffSubmission }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  const [grade, setGrade] = useState<Grade | "none">("none");
  const [feedback, setFeedback] = useState("");
  const [showError, setShowError] = useState(false);
  const id = useId();

  const review = useMutation({
    mutationFn: (body: { status: ReviewStatus; grade: Grade | null; feedback: string | null }) =>
      apiRequest<WireStaffSubmission>("POST", `${SUBMISSIONS_URL}/${submission.id}/review`, body),
    onSuccess: async (saved) => {
      putAnswer(queryClient, adminQueries.submission(submission.id), saved);
      toast({ title: "Review Saved", description: `Your review of ${submission.project.title} was sent.` });
      navigate("/admin/reviews");
      await invalidate(queryClient, [SUBMISSIONS_URL]);
    },
    onError: async (error) => {
      toast({ title: "Review Failed", description: errorMessage(error), variant: "destructive" });
      // Someone else reviewed it first: show their review instead of the form.
      if (error instanceof ApiError && error.status === 409) await invalidate(queryClient, [SUBMISSIONS_URL]);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setShowError(true);
      return;
    }
    review.mutate({ status, grade: grade === "none" ? null : grade, feedback: feedback.trim() || null });
  };

  const errorId = `${id}-status-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Your Review
      </h2>
      <fieldset aria-describedby={showError && !status ? errorId : undefined}>
        <legend className="mb-2 font-semibold">Decision</legend>
        <div className="grid gap-2">
          {STATUS_OPTIONS.map((option) => (
            <label key={option.value} className={choiceClass}>
              <input
                type="radio"
                name={`${id}-status`}
                value={option.value}
                checked={status === option.value}
                onChange={() => setStatus(option.value)}
                className="mt-1 h-4 w-4 shrink-0 accent-teal-700"
              />
              <span>
                <span className="block font-semibold">{option.label}</span>
                <span className="block text-sm text-ink-muted">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {showError && !status && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-danger">
            Choose Approve or Needs revision.
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-semibold">Grade (optional)</legend>
        <div className="grid grid-cols-2 gap-2">
          {GRADE_OPTIONS.map((option) => (
            <label key={option.value} className={cn(choiceClass, "items-center py-2")}>
              <input
                type="radio"
                name={`${id}-grade`}
                value={option.value}
                checked={grade === option.value}
                onChange={() => setGrade(option.value)}
                className="h-4 w-4 shrink-0 accent-teal-700"
              />
              <span className="font-semibold">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <Label htmlFor={`${id}-feedback`}>Feedback</Label>
        <Textarea
          id={`${id}-feedback`}
          value={feedback}
          maxLength={FEEDBACK_MAX}
          rows={6}
          onChange={(event) => setFeedback(event.target.value)}
          aria-describedby={`${id}-feedback-hint`}
        />
        <p id={`${id}-feedback-hint`} className="mt-1 text-sm text-ink-muted">
          {status === "needs_revision"
            ? "Tell the student exactly what to change; they will see this on their project page."
            : "The student sees this on their project page."}
        </p>
      </div>

      <div>
        <Button type="submit" size="lg" disabled={review.isPending} className="w-full sm:w-auto">
          {review.isPending ? "Saving..." : "Submit Review"}
        </Button>
      </div>
    </form>
  );
}
