/**
 * A course's completion percentage, written once, in its two forms side by side: the items done
 * times 100 over the items that count, rounded down; 0 for a course without any. What counts and
 * what is done is the server's (countedItems and completionRule in enrolments.queries.ts, in SQL).
 * The server's recount computes it in SQL for every enrolment of a course at once; readCompletion
 * and the phone (the count it shows while a completion waits to be sent) apply the TypeScript
 * form. tests/api/completion-rule.test.ts holds the two to the same answer on both databases.
 */
export function completionPercentage(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((completed * 100) / total);
}

/** A tagged template that builds a SQL fragment, such as drizzle's `sql`. */
export type SqlTag<Fragment> = (strings: TemplateStringsArray, ...values: Fragment[]) => Fragment;

/**
 * completionPercentage as a SQL expression over integer expressions: integer division truncates,
 * which for counts (never negative) is rounding down. Built with the caller's tag, so this file
 * stays free of any database library.
 */
export function completionPercentageSql<Fragment>(sql: SqlTag<Fragment>, completed: Fragment, total: Fragment) {
  return sql`(case when ${total} = 0 then 0 else (${completed} * 100) / ${total} end)`;
}

/** A course's completion as the progress answer gives it. */
export function completionOf(completed: number, total: number) {
  return { completed, total, percentage: completionPercentage(completed, total) };
}
