import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cn } from "../../lib/cn";

export function Progress({ value, className, label }: { value: number; className?: string; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-gray-200", className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-teal-700 transition-transform"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
