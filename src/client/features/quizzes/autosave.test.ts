import "fake-indexeddb/auto";
import { createStore, set } from "idb-keyval";
import { beforeEach, describe, expect, it } from "vitest";
import { OFFLINE_STORES } from "../offline";
import {
  AUTOSAVE_VERSION,
  attemptKey,
  fitToQuiz,
  hasProgress,
  localDeadline,
  quizKeyPrefix,
  type QuizAutosave,
} from "./autosave-record";
import { clearAutosave, listQuizAutosaves, loadAutosave, parseAutosave, saveAutosave } from "./autosave-store";

const record = (overrides: Partial<QuizAutosave> = {}): QuizAutosave => ({
  version: AUTOSAVE_VERSION,
  userId: "user-1",
  quizId: "quiz-1",
  attemptNumber: 1,
  index: 2,
  answers: { q1: "True", q2: "Level" },
  deadline: 1_700_000_600_000,
  startedAt: 1_700_000_000_000,
  savedAt: 1_700_000_100_000,
  ...overrides,
});

// The same store the quiz screen writes to, for planting what a damaged write would leave.
const rawStore = () => createStore(OFFLINE_STORES.quizAutosave.db, OFFLINE_STORES.quizAutosave.store);

describe("the autosave store (IndexedDB)", () => {
  beforeEach(async () => {
    for (const key of (await listQuizAutosaves("user-1", "quiz-1")).keys()) await clearAutosave(key);
  });

  it("saves and restores an attempt by its key", async () => {
    const key = attemptKey("user-1", "quiz-1", 1);
    expect(await loadAutosave(key)).toBeUndefined();
    await saveAutosave(key, record());
    expect(await loadAutosave(key)).toEqual(record());
    // Every change overwrites the one record.
    await saveAutosave(key, record({ index: 3, answers: { q1: "False" } }));
    expect(await loadAutosave(key)).toMatchObject({ index: 3, answers: { q1: "False" } });
  });

  it("keys an attempt under its student and quiz", () => {
    expect(attemptKey("user-1", "quiz-1", 3)).toBe("user-1/quiz-1/3");
    expect(attemptKey("user-1", "quiz-1", 3).startsWith(quizKeyPrefix("user-1", "quiz-1"))).toBe(true);
    expect(attemptKey("user-1", "quiz-10", 3).startsWith(quizKeyPrefix("user-1", "quiz-1"))).toBe(false);
  });

  it("keeps each attempt, each quiz and each student apart", async () => {
    await saveAutosave(attemptKey("user-1", "quiz-1", 1), record());
    await saveAutosave(attemptKey("user-1", "quiz-1", 2), record({ attemptNumber: 2, answers: {} }));
    await saveAutosave(attemptKey("user-1", "quiz-2", 1), record({ quizId: "quiz-2" }));
    await saveAutosave(attemptKey("user-2", "quiz-1", 1), record({ userId: "user-2" }));
    const mine = await listQuizAutosaves("user-1", "quiz-1");
    expect([...mine.keys()].sort()).toEqual(["user-1/quiz-1/1", "user-1/quiz-1/2"]);
    expect(mine.get("user-1/quiz-1/2")?.answers).toEqual({});
    expect(await loadAutosave(attemptKey("user-2", "quiz-1", 1))).toMatchObject({ userId: "user-2" });
    await clearAutosave(attemptKey("user-2", "quiz-1", 1));
    await clearAutosave(attemptKey("user-1", "quiz-2", 1));
  });

  it("clears an attempt (after its submission, or when it is over)", async () => {
    const key = attemptKey("user-1", "quiz-1", 1);
    await saveAutosave(key, record());
    expect(await loadAutosave(key)).toEqual(record());
    await clearAutosave(key);
    expect(await loadAutosave(key)).toBeUndefined();
  });

  it("ignores corrupt data and removes it from the list", async () => {
    const key = attemptKey("user-1", "quiz-1", 1);
    await set(key, "{not json", rawStore());
    expect(await loadAutosave(key)).toBeUndefined();
    await set(attemptKey("user-1", "quiz-1", 2), { ...record(), answers: { q1: 7 } }, rawStore());
    expect(await listQuizAutosaves("user-1", "quiz-1")).toEqual(new Map());
    expect(await loadAutosave(attemptKey("user-1", "quiz-1", 2))).toBeUndefined();
  });
});

describe("reading a record back", () => {
  it("accepts a whole record of this version", () => {
    expect(parseAutosave(record())).toEqual(record());
    expect(parseAutosave(record({ deadline: null }))).toEqual(record({ deadline: null }));
  });

  it("reads a record kept before submissions moved to the offline queue: its answers, not its submission", () => {
    const older = { ...record(), pending: { answers: { q1: "True" }, timeSpent: 3 } };
    expect(parseAutosave(older)).toEqual(record());
  });

  it.each([
    ["nothing", undefined],
    ["a string", "quiz"],
    ["an array", []],
    ["another version", { ...record(), version: 2 }],
    ["no user", { ...record(), userId: "" }],
    ["a fractional attempt number", { ...record(), attemptNumber: 1.5 }],
    ["attempt zero", { ...record(), attemptNumber: 0 }],
    ["a negative position", { ...record(), index: -1 }],
    ["an answer that is not text", { ...record(), answers: { q1: 1 } }],
    ["answers as a list", { ...record(), answers: ["True"] }],
    ["a deadline that is not a number", { ...record(), deadline: "soon" }],
    ["an infinite deadline", { ...record(), deadline: Infinity }],
    ["no start", { ...record(), startedAt: undefined }],
  ])("ignores %s", (_name, value) => {
    expect(parseAutosave(value)).toBeUndefined();
  });

  it("fits a record to the quiz as it is now", () => {
    const fitted = fitToQuiz(record({ index: 5, answers: { q1: "True", gone: "x" } }), ["q1", "q2", "q3"]);
    expect(fitted.answers).toEqual({ q1: "True" });
    expect(fitted.index).toBe(2);
    expect(fitToQuiz(record({ index: 1 }), []).index).toBe(0);
  });

  it("tells whether there is anything to restore", () => {
    expect(hasProgress(record())).toBe(true);
    expect(hasProgress(record({ index: 0, answers: {} }))).toBe(false);
    expect(hasProgress(record({ index: 1, answers: {} }))).toBe(true);
  });
});

describe("the deadline on this phone's clock", () => {
  it("counts the server's time left from when its answer arrived, whatever either clock says", () => {
    // The server says 7 minutes are left; this phone's clock is hours off.
    const received = Date.parse("2020-01-01T00:00:00Z");
    expect(localDeadline("2026-11-24T16:10:00.000Z", "2026-11-24T16:03:00.000Z", received)).toBe(received + 7 * 60_000);
    expect(localDeadline(null, "2026-11-24T16:03:00.000Z", received)).toBeNull();
    expect(localDeadline("garbage", "2026-11-24T16:03:00.000Z", received)).toBeNull();
  });
});
