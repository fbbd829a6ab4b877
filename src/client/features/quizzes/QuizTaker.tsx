import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, statusMessage } from "../../lib/api";
import type { WireQuiz } from "../../lib/queries";
import { AnswerOptions } from "./AnswerOptions";
import {
  attemptsRemaining,
  canGoNext,
  canGoPrevious,
  canSubmit,
  isLastQuestion,
  percentComplete,
  timeSpentMinutes,
  type Answers,
} from "./quiz-rules";
import { TimerBadge } from "./TimerBadge";
import { useCountdown } from "./use-countdown";
import { useSubmitAttempt, type WireAttemptResult } from "./use-submit-attempt";

/** How long a submission waits for the attempt's start call before it goes anyway. */
const START_PATIENCE_MS = 3000;

type Question = WireQuiz["questions"][number];

function optionsOf(question: Question): string[] {
  if (question.options && question.options.length > 0) return question.options;
  return question.questionType === "true_false" ? ["True", "False"] : [];
}

/**
 * Taking the quiz: one question at a time, a countdown that submits whatever is answered at
 * zero, and the spec's navigation rules. A retake mounts a fresh one (the page changes its key).
 */
export function QuizTaker({
  quiz,
  passThreshold,
  maxAttempts,
  attemptsUsed,
  onSubmitted,
}: {
  quiz: WireQuiz;
  passThreshold: number;
  maxAttempts: number;
  attemptsUsed: number;
  onSubmitted: (result: WireAttemptResult, answers: Answers) => void;
}) {
  const questions = quiz.questions;
  const questionIds = questions.map((question) => question.id);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  // The timer's auto-submit reads the answers at that moment, not those of its first render.
  const answersRef = useRef<Answers>(answers);
  const submitting = useRef(false);
  const mutation = useSubmitAttempt(quiz.id, quiz.courseId);
  // The server's own record of when this attempt started, for staff to compare with the time
  // this page reports. A failed start only leaves the attempt unmeasured: it never stops the quiz.
  const started = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    started.current = apiRequest("POST", `/api/quizzes/${encodeURIComponent(quiz.id)}/start`).catch(() => undefined);
  }, [quiz.id]);

  const submit = () => {
    if (submitting.current) return;
    submitting.current = true;
    const sent = answersRef.current;
    const timeSpent = timeSpentMinutes(elapsedMs());
    // A start still on its way would otherwise arrive after the attempt and time the next one;
    // one that hangs on a bad connection holds the answers back for a few seconds at most.
    const patience = new Promise((resolve) => setTimeout(resolve, START_PATIENCE_MS));
    void Promise.race([started.current, patience]).then(() => send(sent, timeSpent));
  };

  const send = (sent: Answers, timeSpent: number) => {
    mutation.mutate(
      { answers: sent, timeSpent },
      {
        onSuccess: (result) => {
          toast(
            result.passed
              ? { title: "Quiz Passed!", description: `Congratulations! You scored ${result.score}%` }
              : {
                  title: "Quiz Not Passed",
                  description: `You scored ${result.score}%. You need ${result.passThreshold}% to pass.`,
                  variant: "destructive",
                },
          );
          onSubmitted(result, sent);
        },
        onError: (error) => {
          submitting.current = false;
          toast({ title: "Submission Failed", description: statusMessage(error), variant: "destructive" });
        },
      },
    );
  };

  const { secondsLeft, elapsedMs } = useCountdown(quiz.timeLimit, submit);

  // Moving between questions puts focus on the new question, so screen readers announce it.
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) questionHeading.current?.focus();
  }, [index]);
  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const choose = (questionId: string, answer: string) => {
    const next = { ...answersRef.current, [questionId]: answer };
    answersRef.current = next;
    setAnswers(next);
  };

  const question = questions[index];
  const total = questions.length;
  const percent = percentComplete(index, total);
  const isLast = isLastQuestion(index, total);
  const timeUp = secondsLeft === 0;
  // After time is up (and only if the automatic submission failed) the answers can still be sent.
  const submitEnabled = (canSubmit(index, questionIds, answers) || timeUp) && !mutation.isPending;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{quiz.title}</h1>
          {quiz.description && <p className="mt-1 text-ink-muted">{quiz.description}</p>}
        </div>
        {secondsLeft !== null && <TimerBadge secondsLeft={secondsLeft} />}
      </div>

      <Card>
        <CardBody className="grid gap-5 sm:p-7">
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3 text-sm font-semibold text-ink-muted">
              <span>
                Question {index + 1} of {total}
              </span>
              <span>{percent}% complete</span>
            </div>
            <Progress value={percent} label="Quiz progress" />
          </div>

          {total === 0 && <p className="text-ink-muted">This quiz has no questions yet. Please check back soon.</p>}
          {question && (
            <fieldset key={question.id} className="grid gap-4">
              <legend className="mb-4 w-full">
                <h2
                  ref={questionHeading}
                  tabIndex={-1}
                  className="text-lg leading-snug font-bold break-words focus:outline-none sm:text-xl"
                >
                  {question.question}
                </h2>
              </legend>
              <AnswerOptions
                name={`question-${question.id}`}
                options={optionsOf(question)}
                value={answers[question.id]}
                onChange={(answer) => choose(question.id, answer)}
              />
            </fieldset>
          )}

          {timeUp && mutation.isPending && (
            <p role="status" className="rounded-[var(--radius-control)] bg-danger-soft px-4 py-3 text-danger">
              Time is up. Submitting your answers...
            </p>
          )}

          <div className="grid grid-cols-2 gap-3 border-t border-line pt-5 sm:flex sm:items-center">
            <Button variant="outline" disabled={!canGoPrevious(index)} onClick={() => goTo(index - 1)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Previous
            </Button>
            <Button
              variant={isLast ? "outline" : "primary"}
              className="sm:ml-auto"
              disabled={!canGoNext(index, questionIds, answers)}
              onClick={() => goTo(index + 1)}
            >
              Next <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button variant="secondary" className="col-span-2" disabled={!submitEnabled} onClick={submit}>
              <Send className="h-4 w-4" aria-hidden="true" /> {mutation.isPending ? "Submitting..." : "Submit Quiz"}
            </Button>
          </div>
        </CardBody>
      </Card>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-ink-muted">Pass Requirement</dt>
          <dd className="text-xl font-bold">{passThreshold}%</dd>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-ink-muted">Attempts Remaining</dt>
          <dd className="text-xl font-bold">{attemptsRemaining(attemptsUsed, maxAttempts)}</dd>
        </div>
      </dl>
    </div>
  );
}
