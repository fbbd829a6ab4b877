import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, BookOpen } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { ItemLoadFailed, ItemNotFound, SignInRequired } from "../../components/item-states";
import { buttonClass } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { goToLogin, useAuth } from "../../features/auth/use-auth";
import {
  bestIfBetterThanLatest,
  canRetake,
  isQuizFinished,
  latestAttempt,
  mergeAttempts,
  quizSettings,
  type Answers,
} from "../../features/quizzes/quiz-rules";
import type { ReviewItem } from "../../features/quizzes/QuizResults";
import { QuizTaker } from "../../features/quizzes/QuizTaker";
import type { WireAttemptResult } from "../../features/quizzes/use-quiz-attempt";
import { prefetchData, queryOutcome } from "../../lib/query-outcome";
import { queries, type WireQuiz } from "../../lib/queries";
import type { PrefetchContext } from "../routes";
import { mayWorkOn } from "../../../shared/rules/course-access";
import { usePageHead } from "../head";
import { later } from "../later";
import { contentLang } from "../../../shared/rules/locale";

// The results, shown once an attempt is sent or the quiz is over: their code comes after the page's (later.tsx).
const QuizResults = later(() => import("../../features/quizzes/QuizResults").then((module) => module.QuizResults));

export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  // The quiz is for signed-in students only; a visitor gets the login prompt and no data.
  if (!user || !params.id) return;
  // A failed prefetch (a 404) travels with the page (lib/page-state.ts): the "not found" screen
  // and its status survive hydration, and nothing else is fetched.
  if (!(await prefetchData(queryClient, queries.quiz(params.id)))) return;
  await Promise.all([
    queryClient.prefetchQuery(queries.quizAttempts(params.id)),
    queryClient.prefetchQuery(queries.enrollments()),
  ]);
}

function Screen({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

function QuizSkeleton() {
  const { t } = useLingui();
  return (
    <Screen>
      <div aria-busy="true" aria-label={t`Loading quiz`} className="grid gap-5">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
        <Skeleton className="h-20 w-full" />
      </div>
    </Screen>
  );
}

/**
 * The review of an attempt just sent. A true/false answer is the English word ("True", "False")
 * sent and compared as is; `label` gives the words shown for it in the page's language.
 */
function reviewOf(
  quiz: WireQuiz,
  result: WireAttemptResult,
  answers: Answers,
  label: (answer: string) => string,
): ReviewItem[] {
  const byId = new Map(result.results.map((item) => [item.questionId, item]));
  return quiz.questions.map((question) => {
    const item = byId.get(question.id);
    const shown = (answer: string | undefined) =>
      answer !== undefined && question.questionType === "true_false" ? label(answer) : answer;
    return {
      questionId: question.id,
      question: question.question,
      answerLang: question.questionType === "true_false" ? undefined : contentLang(quiz.courseLanguage),
      yourAnswer: shown(answers[question.id]),
      isCorrect: item?.isCorrect ?? false,
      correctAnswer: shown(item?.correctAnswer),
      explanation: item?.explanation,
    };
  });
}

/** The page of the item after a quiz: a lesson, a quiz or a project. */
const itemHref = ({ kind, id }: { kind: "lesson" | "quiz" | "project"; id: string }) =>
  `/${kind === "lesson" ? "lessons" : kind}/${encodeURIComponent(id)}`;

export default function QuizPage({ params }: { params: Record<string, string> }) {
  // "Next" can be another quiz: a new quiz is a new screen, its state started afresh.
  return <QuizScreen key={params.id} params={params} />;
}

function QuizScreen({ params }: { params: Record<string, string> }) {
  const { t } = useLingui();
  const trueFalseLabels: Record<string, string> = { True: t`True`, False: t`False` };
  const trueFalseLabel = (answer: string) => trueFalseLabels[answer] ?? answer;
  const id = params.id ?? "";
  const { user, isAuthenticated, isLoading: authLoading } = useAuth();
  const quizQuery = useQuery({ ...queries.quiz(id), enabled: isAuthenticated });
  const outcome = queryOutcome(quizQuery);
  const quizLoaded = outcome.status === "ready";
  const attemptsQuery = useQuery({ ...queries.quizAttempts(id), enabled: quizLoaded });
  const enrollmentsQuery = useQuery({ ...queries.enrollments(), enabled: quizLoaded });
  // The attempt just submitted here, with its per-question results and the answers sent.
  const [submitted, setSubmitted] = useState<{ result: WireAttemptResult; answers: Answers; timedOut: boolean } | null>(
    null,
  );
  const [takeCount, setTakeCount] = useState(0);
  // The number of the last attempt sent from here: a retake is the next one even before the attempts list has refetched.
  const [lastSent, setLastSent] = useState(0);

  const quiz = outcome.status === "ready" ? outcome.data : undefined;
  const notFound = outcome.status === "missing";
  usePageHead({
    title: notFound ? t`Quiz Not Found` : (quiz?.title ?? t`Quiz`),
    description: quiz?.description ?? t`Take a timed quiz to check what you have learned.`,
    status: notFound ? 404 : undefined,
    noindex: true,
  });

  if (authLoading) return <QuizSkeleton />;

  if (!isAuthenticated) return <SignInRequired text={t`Please log in to take this quiz.`} onSignIn={goToLogin} />;
  if (notFound) return <ItemNotFound noun="quiz" />;
  if (outcome.status === "error") return <ItemLoadFailed noun="quiz" onRetry={() => void quizQuery.refetch()} />;

  if (!quiz || !user || attemptsQuery.isPending || enrollmentsQuery.isPending) return <QuizSkeleton />;

  const courseHref = `/courses/${quiz.courseId}`;
  const courseTitle = quiz.courseTitle;
  const backLink = (
    <Link
      href={courseHref}
      className="mb-5 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />{" "}
      <Trans>
        Back to <span lang={contentLang(quiz.courseLanguage)}>{courseTitle}</span>
      </Trans>
    </Link>
  );
  const { passThreshold, maxAttempts } = quizSettings(quiz);
  const attempts = mergeAttempts(attemptsQuery.data ?? [], submitted?.result ?? null);
  const enrolled = enrollmentsQuery.data?.some((enrollment) => enrollment.courseId === quiz.courseId) ?? true;

  // The server's rule (shared/rules/course-access.ts): any signed-in student may take a quiz of a
  // free course (submitting enrols them); a paid course has to be enrolled in, through checkout, first.
  if (!mayWorkOn({ isFree: quiz.courseIsFree }, user, enrolled) && attempts.length === 0) {
    return (
      <Screen>
        {backLink}
        <h1 lang={contentLang(quiz.courseLanguage)} className="text-2xl font-bold break-words sm:text-3xl">
          {quiz.title}
        </h1>
        <Card className="mt-6">
          <CardBody className="grid justify-items-start gap-3 sm:p-7">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-teal-100 text-teal-800">
              <BookOpen className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-bold">
              <Trans>Enroll first</Trans>
            </h2>
            <p className="text-ink-muted">
              <Trans>
                This quiz is part of{" "}
                <strong lang={contentLang(quiz.courseLanguage)} className="text-ink">
                  {courseTitle}
                </strong>
                . Enroll in the course to take it and save your progress.
              </Trans>
            </p>
            <Link href={courseHref} className={`${buttonClass("primary")} mt-2`}>
              <Trans>Go to Course</Trans>
            </Link>
          </CardBody>
        </Card>
      </Screen>
    );
  }

  const latest = latestAttempt(attempts);
  // The attempt a student takes now: the autosave's key and the server's key for a harmless retry.
  const attemptNumber = Math.max(attempts.length, lastSent) + 1;
  const showResults = submitted !== null || isQuizFinished(attempts, maxAttempts);

  if (showResults && latest) {
    const best = bestIfBetterThanLatest(attempts);
    return (
      <Screen>
        {backLink}
        <QuizResults
          title={quiz.title}
          lang={contentLang(quiz.courseLanguage)}
          passed={latest.passed}
          score={latest.score}
          passThreshold={submitted?.result.passThreshold ?? passThreshold}
          attemptsUsed={attempts.length}
          maxAttempts={maxAttempts}
          best={best && { score: best.score, attemptNumber: best.attemptNumber }}
          review={submitted ? reviewOf(quiz, submitted.result, submitted.answers, trueFalseLabel) : undefined}
          canRetake={canRetake(attempts.length, maxAttempts, latest.passed)}
          onRetake={() => {
            setSubmitted(null);
            setTakeCount((count) => count + 1);
            window.scrollTo({ top: 0 });
          }}
          focusOnShow={submitted !== null}
          timedOut={submitted?.timedOut ?? false}
          next={quiz.nextItem && { href: itemHref(quiz.nextItem), title: quiz.nextItem.title }}
        />
      </Screen>
    );
  }

  return (
    <Screen>
      {backLink}
      <QuizTaker
        key={`${takeCount}/${attemptNumber}`}
        quiz={quiz}
        userId={user.id}
        attemptNumber={attemptNumber}
        passThreshold={passThreshold}
        maxAttempts={maxAttempts}
        attemptsUsed={attempts.length}
        onSubmitted={(result, answers, timedOut) => {
          setSubmitted({ result, answers, timedOut });
          setLastSent(result.attemptNumber);
          window.scrollTo({ top: 0 });
        }}
      />
    </Screen>
  );
}
