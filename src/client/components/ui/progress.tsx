import { cn } from "../../lib/cn";

/** A progress bar (the ARIA progressbar role, 0 to 100), the same markup Radix Progress renders. */
export function Progress({ value, className, label }: { value: number; className?: string; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${Math.round(clamped)}%`}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-gray-200", className)}
    >
      <div
        className="h-full bg-teal-700 transition-transform"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </div>
  );
}
