/** Staff's view of a quiz's attempts: the time the browser reported beside the server's measure. */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { LocalTime } from "../../components/ui/local-time";
import { tableClass } from "../../components/ui/table";
import { personName } from "../../../shared/rules/people";
import { countLabel } from "./labels";
import { staffQueries } from "./queries";

/** Server seconds as minutes and seconds ("2 min 05 s"): finer than the browser's whole minutes. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${String(rest).padStart(2, "0")} s`;
}

export function QuizAttempts({ quizId }: { quizId: string }) {
  const headingId = useId();
  const { data, isPending, isError } = useQuery(staffQueries.quizAttempts(quizId));
  const attempts = data?.attempts ?? [];
  const limit = data?.timeLimit ?? null;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          Attempts{data ? ` (${attempts.length})` : ""}
        </h3>
        <p className="text-sm text-ink-muted">
          {limit === null ? "No time limit" : `Time limit: ${countLabel(limit, "minute")}`}
        </p>
      </div>
      {isPending && <p className="text-sm text-ink-muted">Loading attempts...</p>}
      {isError && <p className="text-sm text-danger">The attempts could not be loaded.</p>}
      {data && attempts.length === 0 && (
        <p className="rounded-lg bg-paper p-4 text-sm text-ink-muted">No attempts yet.</p>
      )}
      {attempts.length > 0 && (
        // In the dialog the table can be wider than its box: a scrolling region must take focus,
        // so keyboard users can scroll it (axe scrollable-region-focusable).
        <div className={tableClass.wrapper} role="region" aria-label="Attempts table" tabIndex={0}>
          <table className={tableClass.table}>
            <caption className="sr-only">
              Attempts at this quiz, newest first: the time the student&apos;s browser reported and the time the server
              measured from the start of the attempt
            </caption>
            <thead className={tableClass.head}>
              <tr>
                {["Student", "Attempt", "Score", "Completed", "Browser time", "Server time"].map((column) => (
                  <th key={column} scope="col" className={tableClass.th}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={tableClass.body}>
              {attempts.map((attempt) => (
                <tr key={attempt.id} className={tableClass.row}>
                  <th
                    scope="row"
                    data-label="Student"
                    className={`${tableClass.cell} text-left font-normal sm:min-w-36`}
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{personName(attempt.student)}</span>
                      <span className="block text-xs text-ink-muted [overflow-wrap:anywhere]">
                        {attempt.student.email}
                      </span>
                    </span>
                  </th>
                  <td data-label="Attempt" className={tableClass.cell}>
                    {attempt.attemptNumber}
                  </td>
                  <td data-label="Score" className={tableClass.cell}>
                    {attempt.score}% {attempt.passed ? "Passed" : "Not passed"}
                  </td>
                  <td data-label="Completed" className={tableClass.cell}>
                    <LocalTime iso={attempt.completedAt} withTime />
                  </td>
                  <td data-label="Browser time" className={`${tableClass.cell} whitespace-nowrap`}>
                    {attempt.timeSpent === null ? "Not reported" : countLabel(attempt.timeSpent, "minute")}
                  </td>
                  <td data-label="Server time" className={tableClass.cell}>
                    <span className="flex flex-wrap items-center justify-end gap-2 sm:justify-start">
                      <span className="whitespace-nowrap">
                        {attempt.serverTimeSpent === null ? "Not measured" : formatSeconds(attempt.serverTimeSpent)}
                      </span>
                      {attempt.overTimeLimit && <Badge tone="danger">Over the time limit</Badge>}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
