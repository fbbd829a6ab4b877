import type { ComponentProps, KeyboardEvent } from "react";
import { cn } from "../../lib/cn";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-teal-700 text-white hover:bg-teal-800 shadow-sm",
  outline: "border border-line bg-surface text-ink hover:bg-brand-50",
  ghost: "text-ink hover:bg-brand-50",
  light: "bg-white text-brand-700 hover:bg-brand-50 shadow-sm",
  destructive: "bg-danger text-white hover:bg-red-800",
  link: "text-teal-700 underline-offset-4 hover:underline px-0",
} as const;

/**
 * Heights are minimums: on a phone a label longer than the row wraps onto a second line (WCAG
 * 1.4.10 reflow, 1.4.12 text spacing) instead of widening its card or spilling out of the button.
 */
const sizes = {
  sm: "min-h-9 px-3 py-1 text-sm",
  md: "min-h-11 px-5 py-2 text-base",
  lg: "min-h-13 px-7 py-2.5 text-lg",
  icon: "h-11 w-11",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] text-center font-semibold transition-colors sm:whitespace-nowrap",
    "disabled:pointer-events-none disabled:opacity-50 cursor-pointer",
    variants[variant],
    sizes[size],
  );
}

/** A button; a link with a button's look takes `buttonClass` instead (no Slot on every page's first load). */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button className={cn(buttonClass(variant, size), className)} type={type ?? "button"} {...props} />;
}

/**
 * A link that is one of the spec's buttons (sign-in, sign-out, the donate buttons): a link
 * underneath, so it works before the page's script has loaded (issue 23), with the button role
 * and Space to press it.
 */
export const linkButton = {
  role: "button",
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  },
} as const;
