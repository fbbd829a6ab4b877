/**
 * The curriculum's order, one rule for both sides: the server's list of a course's items (what a
 * quiz's "Next: {item}" follows, courses.queries.ts listCourseItems) and the pages that show a
 * module's items (the learner's curriculum, the staff editor). Within a module, items go by their
 * order number, whatever their kind; at an equal number, a lesson before a quiz before a project.
 */
export const CURRICULUM_KINDS = ["lesson", "quiz", "project"] as const;
export type CurriculumKind = (typeof CURRICULUM_KINDS)[number];

export interface PlacedItem {
  kind: CurriculumKind;
  orderIndex: number;
}

/** Compares two items of one module in the curriculum's order (a sort's comparator). */
export function compareModuleItems(a: PlacedItem, b: PlacedItem): number {
  return a.orderIndex - b.orderIndex || CURRICULUM_KINDS.indexOf(a.kind) - CURRICULUM_KINDS.indexOf(b.kind);
}

/** A module's items in the curriculum's order (a new list; items that tie keep their order). */
export function sortModuleItems<T extends PlacedItem>(items: readonly T[]): T[] {
  return [...items].sort(compareModuleItems);
}
