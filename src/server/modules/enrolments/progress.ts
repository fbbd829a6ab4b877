import type { Completion } from "../../../shared/contracts/enrolments.js";

export interface ProgressItem {
  id: string;
  isRequired: boolean;
}

/**
 * A course's completion from its items and the ids a student has completed.
 * percentage is completed/total rounded down, so 100 means every item is done;
 * the course counts as finished when every required item is done.
 */
export function computeCompletion(
  items: readonly ProgressItem[],
  completedIds: ReadonlySet<string>,
): Completion & { isFinished: boolean } {
  const total = items.length;
  const completed = items.filter((item) => completedIds.has(item.id)).length;
  const percentage = total === 0 ? 0 : Math.floor((completed * 100) / total);
  const required = items.filter((item) => item.isRequired);
  const isFinished = total > 0 && required.every((item) => completedIds.has(item.id));
  return { completed, total, percentage, isFinished };
}
