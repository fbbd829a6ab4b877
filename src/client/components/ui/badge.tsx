import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

const tones = {
  brand: "bg-brand-100 text-brand-800",
  teal: "bg-teal-100 text-teal-900",
  success: "bg-success-soft text-success",
  danger: "bg-danger-soft text-danger",
  warning: "bg-warning-soft text-brand-800",
  neutral: "bg-gray-100 text-gray-800",
  solid: "bg-brand-600 text-white",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "brand", className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
