import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, CheckCircle2, Clock, RotateCcw, Trophy, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { cn } from "../../lib/cn";

export interface ReviewItem {
  questionId: string;
  question: string;
  /** The answers' lang when they are authored options (not the page's True/False). */
  answerLang?: string;
  yourAnswer: string | undefined;
  isCorrect: boolean;
  correctAnswer?: string;
  explanation?: string | null;
}

export interface QuizResultsProps {
  title: string;
  /** The lang of the quiz's authored text: its course's language, or the academy's default. */
  lang: string;
  passed: boolean;
  score: number;
  passThreshold: number;
  attemptsUsed: number;
  maxAttempts: number;
  /** The best attempt, when it scored better than the latest one. */
  best?: { score: number; attemptNumber: number };
  /** Per-question review of the attempt just submitted (absent for earlier attempts). */
  review?: ReviewItem[];
  canRetake: boolean;
  onRetake: () => void;
  /** Move focus here when the results replace the questions. */
  focusOnShow?: boolean;
  /** The countdown sent the answers at zero. */
  timedOut?: boolean;
  /** The course's next item, offered once the quiz is passed. */
  next?: { href: string; title: string } | null;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-paper px-3 py-3 text-center">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-2xl font-bold">{value}</dd>
    </div>
  );
}

export function QuizResults(props: QuizResultsProps) {
  const { passed, score, passThreshold, attemptsUsed, maxAttempts, best, review, canRetake } = props;
  const next = passed ? props.next : null;
  const nextTitle = next?.title;
  const { t, i18n } = useLingui();
  // The next item is the course's own text: it carries its lang when the page speaks another
  // (the CategoryText rule: none when they are the same).
  const nextLang = props.lang === i18n.locale ? undefined : props.lang;
  const bestAttemptNumber = best?.attemptNumber;
  const bestScore = best?.score;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focusOnShow) heading.current?.focus();
  }, [props.focusOnShow]);
  const outOfAttempts = !passed && attemptsUsed >= maxAttempts;
  const revealed = review?.some((item) => item.correctAnswer !== undefined) ?? false;

  return (
    <div className="grid gap-6">
      <h1 lang={props.lang} className="text-2xl font-bold break-words sm:text-3xl">
        {props.title}
      </h1>
      <Card>
        <CardBody className="grid justify-items-center gap-5 text-center sm:p-8">
          <span
            className={cn(
              "flex h-16 w-16 items-center justify-center rounded-full",
              passed ? "bg-success-soft text-success" : "bg-danger-soft text-danger",
            )}
          >
            {passed ? (
              <Trophy className="h-8 w-8" aria-hidden="true" />
            ) : (
              <XCircle className="h-8 w-8" aria-hidden="true" />
            )}
          </span>
          <div>
            <h2
              ref={heading}
              tabIndex={-1}
              className={cn("text-3xl font-extrabold focus:outline-none", passed ? "text-success" : "text-danger")}
            >
              {passed ? <Trans>PASSED</Trans> : <Trans>NOT PASSED</Trans>}
            </h2>
            <p className="mt-2 text-ink-muted">
              {passed ? (
                <Trans>Great work! This quiz is complete.</Trans>
              ) : outOfAttempts ? (
                <Trans>You have used all your attempts for this quiz.</Trans>
              ) : (
                <Trans>Review the material and try again when you are ready.</Trans>
              )}
            </p>
          </div>
          {props.timedOut && (
            <p className="flex items-center gap-2 rounded-[var(--radius-control)] bg-warning-soft px-4 py-2 font-semibold text-ink">
              <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
              <Trans>Time ran out — your answers were submitted</Trans>
            </p>
          )}
          <dl className="grid w-full max-w-md grid-cols-3 gap-2 sm:gap-3">
            <Stat label={t`Your Score`} value={`${score}%`} />
            <Stat label={t`Required to Pass`} value={`${passThreshold}%`} />
            <Stat label={t`Attempts Used`} value={`${attemptsUsed}/${maxAttempts}`} />
          </dl>
          {best && (
            <p className="rounded-[var(--radius-control)] bg-teal-50 px-4 py-2 text-sm text-teal-900">
              <Trans>
                Your best attempt was attempt {bestAttemptNumber} with {bestScore}%.
              </Trans>
            </p>
          )}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {canRetake && (
              <Button onClick={props.onRetake}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> <Trans>Retake Quiz</Trans>
              </Button>
            )}
            <Link href="/courses" className={buttonClass(canRetake || next ? "outline" : "primary")}>
              <Trans>Back to Courses</Trans>
            </Link>
            {next && (
              <Link
                href={next.href}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-control)] bg-brand-600 px-5 py-2 text-base font-semibold text-white shadow-sm transition-colors [overflow-wrap:anywhere] hover:bg-brand-700"
              >
                <Trans>
                  Next: <span lang={nextLang}>{nextTitle}</span>
                </Trans>{" "}
                <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
              </Link>
            )}
          </div>
        </CardBody>
      </Card>

      {review && review.length > 0 && (
        <section aria-labelledby="review-heading" className="grid gap-3">
          <h2 id="review-heading" className="text-xl font-bold">
            <Trans>Review Your Answers</Trans>
          </h2>
          {!revealed && (
            <p className="text-sm text-ink-muted">
              <Trans>Correct answers and explanations appear once you pass or have used all your attempts.</Trans>
            </p>
          )}
          <ol className="grid gap-3">
            {review.map((item, position) => (
              <li key={item.questionId}>
                <Card className={cn("border-l-4", item.isCorrect ? "border-l-success" : "border-l-danger")}>
                  <CardBody className="grid gap-2">
                    <div className="flex items-start gap-3">
                      {item.isCorrect ? (
                        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                      ) : (
                        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
                      )}
                      <div className="min-w-0">
                        <h3 className="font-semibold break-words">
                          {position + 1}. <span lang={props.lang}>{item.question}</span>
                        </h3>
                        <Badge tone={item.isCorrect ? "success" : "danger"} className="mt-1">
                          {item.isCorrect ? <Trans>Correct</Trans> : <Trans>Incorrect</Trans>}
                        </Badge>
                      </div>
                    </div>
                    <p className="text-sm break-words">
                      <span className="text-ink-muted">
                        <Trans>Your answer:</Trans>{" "}
                      </span>
                      {item.yourAnswer !== undefined ? (
                        <span lang={item.answerLang}>{item.yourAnswer}</span>
                      ) : (
                        <em>
                          <Trans>Not answered</Trans>
                        </em>
                      )}
                    </p>
                    {item.correctAnswer !== undefined && (
                      <p className="text-sm break-words">
                        <span className="text-ink-muted">
                          <Trans>Correct answer:</Trans>{" "}
                        </span>
                        <strong lang={item.answerLang}>{item.correctAnswer}</strong>
                      </p>
                    )}
                    {item.explanation && (
                      <p
                        lang={props.lang}
                        className="rounded-[var(--radius-control)] bg-paper px-3 py-2 text-sm break-words text-ink-muted"
                      >
                        {item.explanation}
                      </p>
                    )}
                  </CardBody>
                </Card>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
