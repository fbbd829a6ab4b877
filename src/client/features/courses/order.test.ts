import { describe, expect, it } from "vitest";
import { moduleItems, moveEntry } from "./order";
import type { WireAuthoringModule } from "./queries";

const entry = (id: string, orderIndex: number) => ({ id, orderIndex }) as never;

describe("moduleItems", () => {
  it("merges the kinds by order number", () => {
    const module = {
      lessons: [entry("l1", 1), entry("l2", 4)],
      quizzes: [entry("q1", 2)],
      projects: [entry("p1", 3)],
    } as Pick<WireAuthoringModule, "lessons" | "quizzes" | "projects">;
    expect(moduleItems(module).map((item) => `${item.kind}:${item.id}`)).toEqual([
      "lesson:l1",
      "quiz:q1",
      "project:p1",
      "lesson:l2",
    ]);
  });

  it("keeps lessons, quizzes, projects on equal numbers", () => {
    const module = { lessons: [entry("l1", 1)], quizzes: [entry("q1", 1)], projects: [entry("p1", 1)] } as Pick<
      WireAuthoringModule,
      "lessons" | "quizzes" | "projects"
    >;
    expect(moduleItems(module).map((item) => item.kind)).toEqual(["lesson", "quiz", "project"]);
  });
});

describe("moveEntry", () => {
  it("moves up and down", () => {
    expect(moveEntry(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("is null past either end", () => {
    expect(moveEntry(["a", "b"], 0, -1)).toBeNull();
    expect(moveEntry(["a", "b"], 1, 1)).toBeNull();
    expect(moveEntry([], 0, 1)).toBeNull();
  });

  it("leaves the original list alone", () => {
    const list = ["a", "b"];
    moveEntry(list, 0, 1);
    expect(list).toEqual(["a", "b"]);
  });
});
