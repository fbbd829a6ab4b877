/**
 * The whole-page messages of a student's item page (a quiz, a project): the sign-in prompt,
 * "not found" and a failed load, as page-states' PageMessage. Apart from page-states.tsx so
 * that other pages' bundles don't carry them.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Lock, SearchX } from "lucide-react";
import { Link } from "wouter";
import { PageMessage } from "./page-states";
import { Button, buttonClass } from "./ui/button";

/** For visitors: `text` says what signing in is for, e.g. "Please log in to take this quiz." */
export function SignInRequired({ text, onSignIn }: { text: string; onSignIn: () => void }) {
  const { t } = useLingui();
  return (
    <PageMessage
      icon={Lock}
      title={t`Authentication Required`}
      actions={
        <Button size="lg" onClick={onSignIn}>
          <Trans>Log In</Trans>
        </Button>
      }
    >
      {text}
    </PageMessage>
  );
}

/** What an item page shows. */
export type ItemNoun = "quiz" | "project";

/** `noun` is what the page shows: "quiz" gives "Quiz Not Found". */
export function ItemNotFound({ noun }: { noun: ItemNoun }) {
  const { t } = useLingui();
  return (
    <PageMessage
      icon={SearchX}
      title={noun === "quiz" ? t`Quiz Not Found` : t`Project Not Found`}
      actions={
        <Link href="/courses" className={buttonClass("primary", "lg")}>
          <Trans>Back to Courses</Trans>
        </Link>
      }
    >
      {noun === "quiz"
        ? t`The quiz you're looking for doesn't exist or is no longer available.`
        : t`The project you're looking for doesn't exist or is no longer available.`}
    </PageMessage>
  );
}

export function ItemLoadFailed({ noun, onRetry }: { noun: ItemNoun; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <PageMessage
      icon={SearchX}
      title={t`Something Went Wrong`}
      actions={
        <Button size="lg" onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      }
    >
      {noun === "quiz"
        ? t`We couldn't load this quiz. Please check your connection and try again.`
        : t`We couldn't load this project. Please check your connection and try again.`}
    </PageMessage>
  );
}
