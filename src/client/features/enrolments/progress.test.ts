import { describe, expect, it } from "vitest";
import { completedItemIds, lessonNeighbours, lessonsInOrder, moduleProgress } from "./progress";

const entry = (ids: { lessonId?: string; quizId?: string; projectId?: string }, completedAt: string | null) => ({
  lessonId: ids.lessonId ?? null,
  quizId: ids.quizId ?? null,
  projectId: ids.projectId ?? null,
  completedAt,
});

describe("completedItemIds", () => {
  it("counts lessons, quizzes and projects that have a completion time", () => {
    const done = completedItemIds([
      entry({ lessonId: "l1" }, "2024-01-01T00:00:00.000Z"),
      entry({ quizId: "q1" }, "2024-01-02T00:00:00.000Z"),
      entry({ projectId: "p1" }, null),
    ]);
    expect([...done]).toEqual(["l1", "q1"]);
    expect(completedItemIds(undefined).size).toBe(0);
  });
});

describe("moduleProgress", () => {
  it("rounds the percent to the nearest whole number", () => {
    const done = new Set(["a", "b"]);
    expect(moduleProgress(["a", "b", "c"], done)).toEqual({ completed: 2, total: 3, percent: 67 });
    expect(moduleProgress(["a", "x", "y"], done)).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(moduleProgress(["a", "w", "x", "y", "z", "v", "u", "t"], done).percent).toBe(13);
    expect(moduleProgress(["a", "b"], done).percent).toBe(100);
  });

  it("is 0 for a module without items", () => {
    expect(moduleProgress([], new Set(["a"]))).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe("lesson order", () => {
  const modules = [
    { id: "m2", title: "Second", orderIndex: 2 },
    { id: "m1", title: "First", orderIndex: 1 },
  ];
  const lessons: Record<string, { id: string; title: string; orderIndex: number }[]> = {
    m1: [
      { id: "b", title: "B", orderIndex: 2 },
      { id: "a", title: "A", orderIndex: 1 },
    ],
    m2: [{ id: "c", title: "C", orderIndex: 1 }],
  };
  const ordered = lessonsInOrder(modules, (id) => lessons[id]);

  it("orders by module, then by lesson", () => {
    expect(ordered.map((lesson) => `${lesson.moduleTitle}:${lesson.id}`)).toEqual(["First:a", "First:b", "Second:c"]);
  });

  it("finds the previous and next lesson across modules", () => {
    expect(lessonNeighbours(ordered, "b")).toEqual({ previous: ordered[0], next: ordered[2] });
    expect(lessonNeighbours(ordered, "a").previous).toBeUndefined();
    expect(lessonNeighbours(ordered, "c").next).toBeUndefined();
    expect(lessonNeighbours(ordered, "zzz")).toEqual({ previous: undefined, next: undefined });
  });
});
