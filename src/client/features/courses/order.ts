/** Ordering of modules, module items (lessons, quizzes and projects together) and questions. */
import { sortModuleItems, type CurriculumKind } from "../../../shared/rules/curriculum";
import type { WireAuthoringLesson, WireAuthoringModule, WireAuthoringProject, WireAuthoringQuiz } from "./queries";

export type ItemKind = CurriculumKind;

export type ModuleItem =
  | { kind: "lesson"; id: string; orderIndex: number; data: WireAuthoringLesson }
  | { kind: "quiz"; id: string; orderIndex: number; data: WireAuthoringQuiz }
  | { kind: "project"; id: string; orderIndex: number; data: WireAuthoringProject };

/** A module's items in the order learners meet them (the curriculum's rule, shared with the server). */
export function moduleItems(module: Pick<WireAuthoringModule, "lessons" | "quizzes" | "projects">): ModuleItem[] {
  return sortModuleItems<ModuleItem>([
    ...module.lessons.map((data) => ({ kind: "lesson" as const, id: data.id, orderIndex: data.orderIndex, data })),
    ...module.quizzes.map((data) => ({ kind: "quiz" as const, id: data.id, orderIndex: data.orderIndex, data })),
    ...module.projects.map((data) => ({ kind: "project" as const, id: data.id, orderIndex: data.orderIndex, data })),
  ]);
}

/** The list with the entry at `index` moved one place up (-1) or down (+1); null at an end. */
export function moveEntry<T>(list: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

export const byOrder = <T extends { orderIndex: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.orderIndex - b.orderIndex);
