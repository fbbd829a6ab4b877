import { describe, expect, it } from "vitest";
import {
  attemptsRemaining,
  bestAttempt,
  bestIfBetterThanLatest,
  canGoNext,
  canGoPrevious,
  canRetake,
  canSubmit,
  formatTime,
  isQuizFinished,
  isTimeWarning,
  latestAttempt,
  mergeAttempts,
  percentComplete,
  quizSettings,
  secondsLeft,
  timeSpentMinutes,
} from "./quiz-rules";

const attempt = (attemptNumber: number, score: number, passed = false) => ({
  id: `a${attemptNumber}`,
  attemptNumber,
  score,
  passed,
});

describe("timer", () => {
  it("formats seconds as mm:ss", () => {
    expect(formatTime(600)).toBe("10:00");
    expect(formatTime(299)).toBe("04:59");
    expect(formatTime(65)).toBe("01:05");
    expect(formatTime(0)).toBe("00:00");
    expect(formatTime(-3)).toBe("00:00");
    expect(formatTime(6000)).toBe("100:00");
  });

  it("warns under 300 seconds, not at 300", () => {
    expect(isTimeWarning(300)).toBe(false);
    expect(isTimeWarning(299)).toBe(true);
    expect(isTimeWarning(0)).toBe(true);
  });

  it("counts whole seconds left before the deadline", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 500)).toBe(10);
    expect(secondsLeft(10_000, 1_000)).toBe(9);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it("rounds time spent to whole minutes", () => {
    expect(timeSpentMinutes(0)).toBe(0);
    expect(timeSpentMinutes(29_999)).toBe(0);
    expect(timeSpentMinutes(30_000)).toBe(1);
    expect(timeSpentMinutes(150_000)).toBe(3);
    expect(timeSpentMinutes(-5)).toBe(0);
  });
});

describe("navigation", () => {
  const ids = ["q1", "q2", "q3"];

  it("Previous is disabled on the first question only", () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
  });

  it("Next waits for the current answer and stops at the last question", () => {
    expect(canGoNext(0, ids, {})).toBe(false);
    expect(canGoNext(0, ids, { q1: "" })).toBe(false);
    expect(canGoNext(0, ids, { q1: "True" })).toBe(true);
    expect(canGoNext(1, ids, { q1: "True" })).toBe(false);
    expect(canGoNext(2, ids, { q1: "a", q2: "b", q3: "c" })).toBe(false);
  });

  it("Submit needs the last question and every answer", () => {
    const all = { q1: "a", q2: "b", q3: "c" };
    expect(canSubmit(1, ids, all)).toBe(false);
    expect(canSubmit(2, ids, { q1: "a", q3: "c" })).toBe(false);
    expect(canSubmit(2, ids, all)).toBe(true);
    expect(canSubmit(0, [], {})).toBe(false);
  });

  it("reports percent complete by position", () => {
    expect(percentComplete(0, 6)).toBe(17);
    expect(percentComplete(2, 6)).toBe(50);
    expect(percentComplete(5, 6)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
  });
});

describe("attempts", () => {
  it("applies the default threshold and attempt limit", () => {
    expect(quizSettings({ passThreshold: null, maxAttempts: null })).toEqual({ passThreshold: 80, maxAttempts: 3 });
    expect(quizSettings({ passThreshold: 70, maxAttempts: 5 })).toEqual({ passThreshold: 70, maxAttempts: 5 });
  });

  it("offers a retake only while attempts remain and the latest did not pass", () => {
    expect(canRetake(1, 3, false)).toBe(true);
    expect(canRetake(3, 3, false)).toBe(false);
    expect(canRetake(1, 3, true)).toBe(false);
    expect(attemptsRemaining(1, 3)).toBe(2);
    expect(attemptsRemaining(4, 3)).toBe(0);
  });

  it("shows results directly once passed or out of attempts", () => {
    expect(isQuizFinished([], 3)).toBe(false);
    expect(isQuizFinished([attempt(1, 40)], 3)).toBe(false);
    expect(isQuizFinished([attempt(1, 40), attempt(2, 90, true)], 3)).toBe(true);
    expect(isQuizFinished([attempt(1, 40), attempt(2, 50), attempt(3, 60)], 3)).toBe(true);
  });

  it("finds the latest and the best attempt", () => {
    const attempts = [attempt(1, 60), attempt(2, 70), attempt(3, 40)];
    expect(latestAttempt(attempts)?.id).toBe("a3");
    expect(bestAttempt(attempts)?.id).toBe("a2");
    expect(bestAttempt([attempt(1, 50), attempt(2, 50)])?.id).toBe("a1");
    expect(latestAttempt([])).toBeUndefined();
  });

  it("notes the best attempt only when it beats the latest", () => {
    expect(bestIfBetterThanLatest([attempt(1, 60), attempt(2, 40)])?.id).toBe("a1");
    expect(bestIfBetterThanLatest([attempt(1, 40), attempt(2, 60)])).toBeUndefined();
    expect(bestIfBetterThanLatest([attempt(1, 50), attempt(2, 50)])).toBeUndefined();
    expect(bestIfBetterThanLatest([attempt(1, 50)])).toBeUndefined();
  });

  it("adds the just-submitted attempt once", () => {
    const listed = [attempt(1, 40)];
    expect(mergeAttempts(listed, attempt(2, 60))).toHaveLength(2);
    expect(mergeAttempts(listed, attempt(1, 40))).toHaveLength(1);
    expect(mergeAttempts(listed, null)).toHaveLength(1);
  });
});
