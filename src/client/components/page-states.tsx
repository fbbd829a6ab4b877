/**
 * Whole-page messages of a student's item page (a quiz, a project): the sign-in prompt, "not
 * found" and a failed load. The page decides which one applies and owns its head (title, status).
 */
import { Lock, SearchX, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClass } from "./ui/button";

/** The message's one action: a button, or a link to `href`. */
type Action = { label: string; onClick: () => void } | { label: string; href: string };

function PageMessage({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: Action;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-20">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      <div className="mt-8">
        {"href" in action ? (
          <Link href={action.href} className={buttonClass("primary", "lg")}>
            {action.label}
          </Link>
        ) : (
          <Button size="lg" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </div>
    </div>
  );
}

/** For visitors: `text` says what signing in is for, e.g. "Please log in to take this quiz." */
export function SignInRequired({ text, onSignIn }: { text: string; onSignIn: () => void }) {
  return (
    <PageMessage
      icon={Lock}
      title="Authentication Required"
      text={text}
      action={{ label: "Log In", onClick: onSignIn }}
    />
  );
}

/** `noun` is what the page shows, in lower case: "quiz" gives "Quiz Not Found". */
export function ItemNotFound({ noun }: { noun: string }) {
  return (
    <PageMessage
      icon={SearchX}
      title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} Not Found`}
      text={`The ${noun} you're looking for doesn't exist or is no longer available.`}
      action={{ label: "Back to Courses", href: "/courses" }}
    />
  );
}

export function ItemLoadFailed({ noun, onRetry }: { noun: string; onRetry: () => void }) {
  return (
    <PageMessage
      icon={SearchX}
      title="Something Went Wrong"
      text={`We couldn't load this ${noun}. Please check your connection and try again.`}
      action={{ label: "Try Again", onClick: onRetry }}
    />
  );
}
