import { Trans } from "@lingui/react/macro";
import { MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * The frame of "Changes requested" (issue 23), one for both places it shows: the dashboard's card
 * (ChangesRequested) and the project page's banner (RevisionBanner). A section named by its heading.
 */
export function ChangesRequestedNotice({
  headingId,
  className,
  children,
}: {
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "grid gap-2 rounded-[var(--radius-card)] border-l-4 border-brand-600 bg-brand-50 px-4 py-4 sm:px-5",
        className,
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <MessageSquareText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <Trans>Changes requested</Trans>
      </h2>
      {children}
    </section>
  );
}
