import { describe, expect, it } from "vitest";
import { forgetVideoPositions } from "../../lib/video-positions";
import { clearPosition, positionSaver, readPosition, type PositionStorage } from "./position-store";

function memoryStorage(): PositionStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe("the position kept per lesson", () => {
  it("is written at most once per interval while playing, and read back", () => {
    const storage = memoryStorage();
    let clock = 0;
    const saver = positionSaver("lesson:a", { storage, intervalMs: 5_000, now: () => clock });
    saver.update(12, 600);
    expect(readPosition("lesson:a", storage)).toBe(12);
    clock = 1_000;
    saver.update(13, 600);
    expect(readPosition("lesson:a", storage)).toBe(12);
    clock = 5_000;
    saver.update(17.25, 600);
    expect(readPosition("lesson:a", storage)).toBe(17.3);
  });

  it("a pause or seek keeps it at once", () => {
    const storage = memoryStorage();
    let clock = 0;
    const saver = positionSaver("lesson:a", { storage, now: () => clock });
    saver.update(30, 600);
    clock = 10;
    saver.flush(95, 600);
    expect(readPosition("lesson:a", storage)).toBe(95);
  });

  it("is kept per lesson", () => {
    const storage = memoryStorage();
    positionSaver("lesson:a", { storage }).flush(40, 600);
    positionSaver("lesson:b", { storage }).flush(80, 600);
    expect(readPosition("lesson:a", storage)).toBe(40);
    expect(readPosition("lesson:b", storage)).toBe(80);
    clearPosition("lesson:a", storage);
    expect(readPosition("lesson:a", storage)).toBeNull();
    expect(readPosition("lesson:b", storage)).toBe(80);
  });

  it("is cleared at the end (the video ended, or a position in its last seconds)", () => {
    const storage = memoryStorage();
    const saver = positionSaver("lesson:a", { storage });
    saver.flush(300, 600);
    saver.ended();
    expect(readPosition("lesson:a", storage)).toBeNull();
    saver.flush(300, 600);
    saver.flush(598.5, 600);
    expect(readPosition("lesson:a", storage)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it("has nothing to resume in the first seconds, or from a value that isn't a number", () => {
    const storage = memoryStorage();
    positionSaver("lesson:a", { storage }).flush(3, 600);
    expect(readPosition("lesson:a", storage)).toBeNull();
    storage.setItem("tsa-video-position:lesson:a", "soon");
    expect(readPosition("lesson:a", storage)).toBeNull();
  });

  it("does without storage (a server render, a locked-down browser)", () => {
    const throwing: PositionStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readPosition("lesson:a", throwing)).toBeNull();
    expect(() => positionSaver("lesson:a", { storage: throwing }).flush(40, 600)).not.toThrow();
    expect(readPosition("lesson:a", null)).toBeNull();
  });
});

describe("a sign-out", () => {
  it("forgets every kept position and nothing else of the phone's", () => {
    const storage = memoryStorage();
    positionSaver("lesson:a", { storage }).flush(40, 600);
    positionSaver("course:b", { storage }).flush(12, 600);
    storage.setItem("tsa-video-quality", "240");
    storage.setItem("tsa-theme", "dark");
    // A Storage's own keys are its entries (what Object.keys reads of localStorage).
    const phone = Object.defineProperty(Object.fromEntries(storage.entries), "removeItem", {
      value: storage.removeItem,
      enumerable: false,
    }) as Record<string, string> & Pick<Storage, "removeItem">;

    forgetVideoPositions(phone);

    expect(readPosition("lesson:a", storage)).toBeNull();
    expect(readPosition("course:b", storage)).toBeNull();
    expect([...storage.entries.keys()].sort()).toEqual(["tsa-theme", "tsa-video-quality"]);
  });

  it("does nothing where there is no storage, or it is locked", () => {
    expect(() => forgetVideoPositions(null)).not.toThrow();
    const locked = {
      removeItem: () => {
        throw new Error("SecurityError");
      },
      "tsa-video-position:lesson:a": "40",
    };
    expect(() => forgetVideoPositions(locked)).not.toThrow();
  });
});
