/**
 * A course's completion percentage, written once: the items done times 100 over the items that
 * count, rounded down; 0 for a course without any. What counts and what is done is the server's
 * (countedItems and completionRule in enrolments.queries.ts, in SQL); the server applies this to
 * its counts, and the phone to the count it shows while a completion waits to be sent.
 */
export function completionPercentage(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((completed * 100) / total);
}

/** A course's completion as the progress answer gives it. */
export function completionOf(completed: number, total: number) {
  return { completed, total, percentage: completionPercentage(completed, total) };
}
