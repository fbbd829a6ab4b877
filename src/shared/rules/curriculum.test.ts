import { describe, expect, it } from "vitest";
import { compareModuleItems, sortModuleItems, type CurriculumKind } from "./curriculum.js";

const item = (kind: CurriculumKind, orderIndex: number) => ({ kind, orderIndex, id: `${kind}${orderIndex}` });

describe("the curriculum's order", () => {
  it("goes by order number, whatever the kind", () => {
    const items = [item("lesson", 4), item("project", 3), item("lesson", 1), item("quiz", 2)];
    expect(sortModuleItems(items).map((entry) => entry.id)).toEqual(["lesson1", "quiz2", "project3", "lesson4"]);
  });

  it("puts a lesson before a quiz before a project at an equal number", () => {
    const items = [item("project", 1), item("quiz", 1), item("lesson", 1)];
    expect(sortModuleItems(items).map((entry) => entry.kind)).toEqual(["lesson", "quiz", "project"]);
    expect(compareModuleItems(item("quiz", 2), item("lesson", 2))).toBeGreaterThan(0);
    expect(compareModuleItems(item("lesson", 2), item("lesson", 2))).toBe(0);
  });

  it("leaves the list it was given alone", () => {
    const items = [item("quiz", 2), item("lesson", 1)];
    sortModuleItems(items);
    expect(items.map((entry) => entry.id)).toEqual(["quiz2", "lesson1"]);
  });
});
