import type { ItemKind } from "./order";

export const kindLabel: Record<ItemKind, string> = { lesson: "Lesson", quiz: "Quiz", project: "Project" };

export const countLabel = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "1.5 hours" from a decimal string; "" for none. */
export function hoursLabel(hours: string): string {
  const value = Number(hours);
  if (!Number.isFinite(value) || value === 0) return "";
  const text = String(Math.round(value * 100) / 100);
  return `${text} ${value === 1 ? "hour" : "hours"}`;
}
