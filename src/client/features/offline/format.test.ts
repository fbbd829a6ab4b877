import { describe, expect, it } from "vitest";
import { formatBytes } from "./format";
import { withLessonDone } from "./completion";

describe("formatBytes", () => {
  it("says kB under a megabyte and MB above, never 0 kB", () => {
    expect(formatBytes(0)).toBe("1 kB");
    expect(formatBytes(48_400)).toBe("48 kB");
    expect(formatBytes(999_400)).toBe("999 kB");
    expect(formatBytes(1_250_000)).toBe("1.3 MB");
  });
});

describe("withLessonDone", () => {
  // The server counts 6 items, 1 done; l1 and l2 count and are not done yet, l9 doesn't count.
  const progress = {
    progress: [],
    completion: { completed: 1, total: 6, percentage: 16 },
    remaining: ["l1", "l2", "q1", "p1", "p2"],
  };
  const lesson = { id: "l1", moduleId: "m1" };

  it("counts a lesson the server listed as remaining, once, as the server will", () => {
    const next = withLessonDone(progress, lesson, new Date("2026-01-01T00:00:00Z"));
    expect(next?.completion).toEqual({ completed: 2, total: 6, percentage: 33 });
    expect(next?.remaining).toEqual(["l2", "q1", "p1", "p2"]);
    expect(next?.progress).toEqual([
      expect.objectContaining({ lessonId: "l1", moduleId: "m1", completedAt: "2026-01-01T00:00:00.000Z" }),
    ]);
    expect(withLessonDone(next, lesson)).toBe(next);
  });

  it("marks a lesson the server does not count done without counting it", () => {
    const next = withLessonDone(progress, { id: "l9", moduleId: "m1" });
    expect(next?.completion).toEqual(progress.completion);
    expect(next?.progress.map((entry) => entry.lessonId)).toEqual(["l9"]);
  });

  it("leaves an unknown progress alone", () => {
    expect(withLessonDone(undefined, lesson)).toBeUndefined();
  });
});
