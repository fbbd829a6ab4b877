import { Trans } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { LOCALE_NAMES, type Locale } from "../../../shared/rules/locale";
import { Badge } from "./badge";
import { cn } from "../../lib/cn";

/**
 * The language a course or a post is written in, as its author says (issue 12): the language's
 * own name, marked with its lang so a screen reader says it right. Nothing when not stated.
 */
export function LanguageBadge({ language, className }: { language: Locale | null; className?: string }) {
  if (!language) return null;
  return (
    <Badge tone="neutral" className={cn("shrink-0", className)}>
      <Languages className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">
        <Trans>Language:</Trans>{" "}
      </span>
      <span lang={language}>{LOCALE_NAMES[language]}</span>
    </Badge>
  );
}
