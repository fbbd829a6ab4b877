/**
 * Whole-page states: a message in place of the page (not found, a failed load, sign-in or
 * enrolment needed, access denied) and the page's loading placeholder. The page decides which
 * one applies and owns its head (title, status). The messages of a student's item page (quiz,
 * project) are in item-states.tsx.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/**
 * A message in place of the page: an icon (optional), the page's h1, a line of text and its
 * actions (a button or a link each, side by side from the sm breakpoint).
 */
export function PageMessage({
  icon: Icon,
  tone = "brand",
  title,
  children,
  actions,
}: {
  icon?: LucideIcon;
  /** "danger" for a refusal (access denied). */
  tone?: "brand" | "danger";
  title: string;
  /** The text under the title. */
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {Icon && (
        <span
          className={cn(
            "flex h-16 w-16 items-center justify-center rounded-full",
            tone === "danger" ? "bg-danger-soft text-danger" : "bg-brand-100 text-brand-700",
          )}
        >
          <Icon className="h-8 w-8" aria-hidden="true" />
        </span>
      )}
      <h1 className={cn("text-3xl font-bold", Icon && "mt-6")}>{title}</h1>
      <p className="mt-3 text-ink-muted">{children}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}

/** A page's placeholder while its data loads: `children` sketch the page, `label` tells screen readers. */
export function PageLoading({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      {label && (
        <span className="sr-only" role="status">
          {label}
        </span>
      )}
      {children}
    </div>
  );
}
