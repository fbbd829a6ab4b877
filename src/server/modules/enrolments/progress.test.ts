import { describe, expect, it } from "vitest";
import { computeCompletion } from "./progress.js";

describe("computeCompletion", () => {
  const items = [
    { id: "l1", isRequired: true },
    { id: "l2", isRequired: true },
    { id: "q1", isRequired: true },
    { id: "p1", isRequired: false },
  ];

  it("counts done items and rounds the percentage down", () => {
    expect(computeCompletion(items, new Set(["l1"]))).toEqual({
      completed: 1,
      total: 4,
      percentage: 25,
      isFinished: false,
    });
    expect(computeCompletion(items.slice(0, 3), new Set(["l1"]))).toMatchObject({ percentage: 33 });
    expect(computeCompletion(items.slice(0, 3), new Set(["l1", "l2"]))).toMatchObject({ percentage: 66 });
  });

  it("finishes when every required item is done, optional ones aside", () => {
    expect(computeCompletion(items, new Set(["l1", "l2", "q1"]))).toMatchObject({ percentage: 75, isFinished: true });
    expect(computeCompletion(items, new Set(["l1", "l2", "q1", "p1"]))).toMatchObject({
      percentage: 100,
      isFinished: true,
    });
  });

  it("ignores ids that are not items and never finishes an empty course", () => {
    expect(computeCompletion(items, new Set(["elsewhere"]))).toMatchObject({ completed: 0 });
    expect(computeCompletion([], new Set())).toEqual({ completed: 0, total: 0, percentage: 0, isFinished: false });
  });
});
