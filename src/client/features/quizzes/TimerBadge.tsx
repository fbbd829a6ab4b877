import { Trans, useLingui } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import { cn } from "../../lib/cn";
import { formatTime, isTimeWarning } from "./quiz-rules";

/**
 * The countdown: calm while there is time, the destructive style under five minutes. Until the
 * server's deadline is known (`running` false) it shows the whole limit and is not yet a timer.
 */
export function TimerBadge({ secondsLeft, running = true }: { secondsLeft: number; running?: boolean }) {
  const warning = isTimeWarning(secondsLeft);
  const { t } = useLingui();
  const time = formatTime(secondsLeft);
  return (
    <div
      role={running ? "timer" : undefined}
      aria-label={running ? t`Time remaining ${time}` : undefined}
      data-variant={warning ? "destructive" : "default"}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 font-mono text-base font-bold tabular-nums",
        warning ? "destructive bg-danger text-white" : "bg-teal-100 text-teal-900",
      )}
    >
      <Clock className="h-4 w-4" aria-hidden="true" />
      {!running && (
        <span className="sr-only">
          <Trans>Time limit</Trans>
        </span>
      )}
      <span>{time}</span>
    </div>
  );
}
