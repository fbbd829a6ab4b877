/**
 * The whole-page messages of a student's item page (a quiz, a project): the sign-in prompt,
 * "not found" and a failed load, as page-states' PageMessage. Apart from page-states.tsx so
 * that other pages' bundles don't carry them.
 */
import { Lock, SearchX } from "lucide-react";
import { Link } from "wouter";
import { PageMessage } from "./page-states";
import { Button, buttonClass } from "./ui/button";

/** For visitors: `text` says what signing in is for, e.g. "Please log in to take this quiz." */
export function SignInRequired({ text, onSignIn }: { text: string; onSignIn: () => void }) {
  return (
    <PageMessage
      icon={Lock}
      title="Authentication Required"
      actions={
        <Button size="lg" onClick={onSignIn}>
          Log In
        </Button>
      }
    >
      {text}
    </PageMessage>
  );
}

/** `noun` is what the page shows, in lower case: "quiz" gives "Quiz Not Found". */
export function ItemNotFound({ noun }: { noun: string }) {
  return (
    <PageMessage
      icon={SearchX}
      title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} Not Found`}
      actions={
        <Link href="/courses" className={buttonClass("primary", "lg")}>
          Back to Courses
        </Link>
      }
    >
      {`The ${noun} you're looking for doesn't exist or is no longer available.`}
    </PageMessage>
  );
}

export function ItemLoadFailed({ noun, onRetry }: { noun: string; onRetry: () => void }) {
  return (
    <PageMessage
      icon={SearchX}
      title="Something Went Wrong"
      actions={
        <Button size="lg" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {`We couldn't load this ${noun}. Please check your connection and try again.`}
    </PageMessage>
  );
}
