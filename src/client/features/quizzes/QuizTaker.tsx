import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight, Clock, Play, Send, WifiOff } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import type { WireQuiz } from "../../lib/queries";
import { useIsOnline } from "../offline";
import { AnswerOptions } from "./AnswerOptions";
import {
  attemptsRemaining,
  canGoNext,
  canGoPrevious,
  canSubmit,
  isLastQuestion,
  percentComplete,
  type Answers,
} from "./quiz-rules";
import { TimerBadge } from "./TimerBadge";
import { useQuizAttempt } from "./use-quiz-attempt";
import type { WireAttemptResult } from "./use-quiz-attempt";
import { contentLang } from "../../../shared/rules/locale";

export const OFFLINE_START_TEXT = msg`You're offline. Starting a timed quiz needs a connection.`;
export const OFFLINE_SUBMIT_TEXT = msg`You're offline. Your answers are saved on this phone and will be sent when you're back online.`;
export const UNREACHABLE_SUBMIT_TEXT = msg`We can't reach the server right now. Your answers are saved on this phone and we'll keep trying.`;
export const RESTORED_TEXT = msg`Your answers were restored.`;

type Question = WireQuiz["questions"][number];
type Attempt = ReturnType<typeof useQuizAttempt>;

/**
 * A question's choices as the API serves them: a true/false question comes with "True" and
 * "False" (the server fills them in, quizzes.service.ts), the English words the answer is sent
 * as; only their labels are translated.
 */
const optionsOf = (question: Question): string[] => question.options ?? [];

/**
 * Taking the quiz: one question at a time, a countdown to the server's deadline that submits
 * whatever is answered at zero, and the spec's navigation rules. The attempt itself (phases,
 * autosave on the phone, the server's clock, sending) is useQuizAttempt's; this shows it. A
 * retake mounts a fresh one (the page changes its key).
 */
export function QuizTaker({
  quiz,
  userId,
  attemptNumber,
  passThreshold,
  maxAttempts,
  attemptsUsed,
  onSubmitted,
}: {
  quiz: WireQuiz;
  userId: string;
  /** This attempt's number: the attempts before it plus one. */
  attemptNumber: number;
  passThreshold: number;
  maxAttempts: number;
  attemptsUsed: number;
  onSubmitted: (result: WireAttemptResult, answers: Answers, timedOut: boolean) => void;
}) {
  const attempt = useQuizAttempt({ quiz, userId, attemptNumber, onSubmitted });
  // A timed quiz opens on its Start screen (the server-rendered page too), unless an attempt is running.
  if (attempt.phase === "ready" || (attempt.phase === "restoring" && attempt.limitMinutes !== null)) {
    return (
      <QuizStartCard
        quiz={quiz}
        attempt={attempt}
        passThreshold={passThreshold}
        attemptsLeft={attemptsRemaining(attemptsUsed, maxAttempts)}
      />
    );
  }
  return (
    <QuizQuestions
      quiz={quiz}
      attempt={attempt}
      passThreshold={passThreshold}
      maxAttempts={maxAttempts}
      attemptsUsed={attemptsUsed}
    />
  );
}

function QuizTitle({ quiz }: { quiz: WireQuiz }) {
  return (
    <div className="min-w-0">
      <h1 lang={contentLang(quiz.courseLanguage)} className="text-2xl font-bold break-words sm:text-3xl">
        {quiz.title}
      </h1>
      {quiz.description && (
        <p lang={contentLang(quiz.courseLanguage)} className="mt-1 text-ink-muted">
          {quiz.description}
        </p>
      )}
    </div>
  );
}

/**
 * A timed quiz's Start screen: what the attempt will be (its time limit, questions, pass mark and
 * the attempts left), and Start Quiz, which starts the clock. Before the page's code runs, Start
 * Quiz is a form that comes back to this page with ?start=1, which starts it once the code is
 * ready (useQuizAttempt).
 */
function QuizStartCard({
  quiz,
  attempt,
  passThreshold,
  attemptsLeft,
}: {
  quiz: WireQuiz;
  attempt: Attempt;
  passThreshold: number;
  attemptsLeft: number;
}) {
  const online = useIsOnline();
  const { i18n, t } = useLingui();
  const { limitMinutes, startFailed, starting, startNow } = attempt;
  const minutes = limitMinutes ?? 0;
  const questionCount = quiz.questions.length;
  const cannotStart = !online || startFailed;
  return (
    <div className="grid gap-5">
      <QuizTitle quiz={quiz} />
      <Card>
        <CardBody className="grid gap-5 sm:p-7">
          <div className="flex items-center gap-3">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800">
              <Clock className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-bold">
              <Trans>Timed quiz</Trans>
            </h2>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <StartFact label={t`Time Limit`}>
              <Plural value={minutes} one="# minute" other="# minutes" />
            </StartFact>
            <StartFact label={t`Questions`}>{questionCount}</StartFact>
            <StartFact label={t`Pass Requirement`}>{passThreshold}%</StartFact>
            <StartFact label={t`Attempts Remaining`}>{attemptsLeft}</StartFact>
          </dl>
          <p className="text-ink-muted">
            <Trans>
              The clock starts when you press Start Quiz. It keeps running if you leave or lose your connection, and
              your answers are saved on this phone.
            </Trans>
          </p>
          <div role="status" aria-live="polite" className="w-full empty:hidden">
            {!online ? (
              <p
                id="start-needs-connection"
                className="flex items-start gap-2 rounded-[var(--radius-control)] bg-warning-soft px-4 py-3 text-ink"
              >
                <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                {i18n._(OFFLINE_START_TEXT)}
              </p>
            ) : startFailed ? (
              <p id="start-needs-connection" className="rounded-[var(--radius-control)] bg-danger-soft px-4 py-3">
                <Trans>We couldn&apos;t reach the server to start the quiz. Check your connection and try again.</Trans>
              </p>
            ) : null}
          </div>
          <form
            method="get"
            action={`/quiz/${encodeURIComponent(quiz.id)}`}
            onSubmit={(event) => {
              event.preventDefault();
              void startNow();
            }}
          >
            <input type="hidden" name="start" value="1" />
            <Button
              type="submit"
              disabled={!online || starting}
              aria-describedby={cannotStart ? "start-needs-connection" : undefined}
              // "Empezar el cuestionario" wraps at 320 px rather than widening the page.
              className="h-auto! min-h-11 w-full py-2 whitespace-normal! sm:w-auto"
            >
              <Play className="h-4 w-4" aria-hidden="true" />
              {starting ? <Trans>Starting...</Trans> : <Trans>Start Quiz</Trans>}
            </Button>
          </form>
        </CardBody>
      </Card>
    </div>
  );
}

function StartFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-paper px-3 py-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold">{children}</dd>
    </div>
  );
}

/** The questions, one at a time, with the timer, the attempt's state and the quiz's limits. */
function QuizQuestions({
  quiz,
  attempt,
  passThreshold,
  maxAttempts,
  attemptsUsed,
}: {
  quiz: WireQuiz;
  attempt: Attempt;
  passThreshold: number;
  maxAttempts: number;
  attemptsUsed: number;
}) {
  const { i18n, t } = useLingui();
  const trueFalseLabels: Record<string, string> = { True: t`True`, False: t`False` };
  const { index, answers, restored, waitReason, secondsLeft, running, isSending, limitMinutes, choose, submit } =
    attempt;
  const questions = quiz.questions;
  const questionIds = questions.map((question) => question.id);

  // Moving between questions puts focus on the new question, so screen readers announce it.
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) questionHeading.current?.focus();
  }, [index]);
  const goTo = (next: number) => {
    moved.current = true;
    attempt.goTo(next);
  };

  const question = questions[index];
  const total = questions.length;
  const percent = percentComplete(index, total);
  const isLast = isLastQuestion(index, total);
  const timeUp = secondsLeft === 0;
  // After time is up (and only if the automatic submission failed) the answers can still be sent.
  const submitEnabled = (canSubmit(index, questionIds, answers) || timeUp) && !isSending;
  const waiting = isSending && waitReason !== null;
  const questionNumber = index + 1;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <QuizTitle quiz={quiz} />
        {limitMinutes !== null && secondsLeft !== null && <TimerBadge secondsLeft={secondsLeft} running={running} />}
      </div>

      <Card>
        <CardBody className="grid gap-5 sm:p-7">
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3 text-sm font-semibold text-ink-muted">
              <span>
                <Trans>
                  Question {questionNumber} of {total}
                </Trans>
              </span>
              <span>
                <Trans>{percent}% complete</Trans>
              </span>
            </div>
            <Progress value={percent} label={t`Quiz progress`} />
          </div>

          <div role="status" aria-live="polite" className="grid gap-2 empty:hidden">
            {restored && !waiting && (
              <p className="rounded-[var(--radius-control)] bg-teal-50 px-4 py-2 text-sm text-teal-900">
                {i18n._(RESTORED_TEXT)}
              </p>
            )}
            {waiting && (
              <p className="flex items-start gap-2 rounded-[var(--radius-control)] bg-warning-soft px-4 py-3 text-ink">
                <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                {i18n._(waitReason === "offline" ? OFFLINE_SUBMIT_TEXT : UNREACHABLE_SUBMIT_TEXT)}
              </p>
            )}
            {timeUp && isSending && (
              <p className="rounded-[var(--radius-control)] bg-danger-soft px-4 py-3 text-danger">
                <Trans>Time is up. Submitting your answers...</Trans>
              </p>
            )}
          </div>

          {total === 0 && (
            <p className="text-ink-muted">
              <Trans>This quiz has no questions yet. Please check back soon.</Trans>
            </p>
          )}
          {question && (
            <fieldset key={question.id} className="grid gap-4">
              <legend lang={contentLang(quiz.courseLanguage)} className="mb-4 w-full">
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
                labelOf={(option) => (question.questionType === "true_false" && trueFalseLabels[option]) || option}
                langOf={() => (question.questionType === "true_false" ? undefined : contentLang(quiz.courseLanguage))}
              />
            </fieldset>
          )}

          <div className="grid grid-cols-2 gap-3 border-t border-line pt-5 sm:flex sm:items-center">
            <Button variant="outline" disabled={!canGoPrevious(index)} onClick={() => goTo(index - 1)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> <Trans>Previous</Trans>
            </Button>
            <Button
              variant={isLast ? "outline" : "primary"}
              className="sm:ml-auto"
              disabled={!canGoNext(index, questionIds, answers)}
              onClick={() => goTo(index + 1)}
            >
              <Trans>Next</Trans> <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button variant="secondary" className="col-span-2" disabled={!submitEnabled} onClick={submit}>
              <Send className="h-4 w-4" aria-hidden="true" />{" "}
              {waiting ? t`Waiting for connection...` : isSending ? t`Submitting...` : t`Submit Quiz`}
            </Button>
          </div>
        </CardBody>
      </Card>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-ink-muted">
            <Trans>Pass Requirement</Trans>
          </dt>
          <dd className="text-xl font-bold">{passThreshold}%</dd>
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-3">
          <dt className="text-sm text-ink-muted">
            <Trans>Attempts Remaining</Trans>
          </dt>
          <dd className="text-xl font-bold">{attemptsRemaining(attemptsUsed, maxAttempts)}</dd>
        </div>
      </dl>
    </div>
  );
}
