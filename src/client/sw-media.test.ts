import { describe, expect, it } from "vitest";
import { SAVE_REQUEST_HEADER } from "./features/offline/names";
import { isSavedMediaRead } from "./sw-media";
import { requestKind } from "./sw-routes";

const kind = (path: string) => requestKind(new URL(path, "https://academy.example.org"), "GET");

describe("saved video files", () => {
  const at = (path: string) => new URL(path, "https://academy.example.org");

  it("a read of a video's rendition, captions or poster may come from a saved copy", () => {
    expect(isSavedMediaRead(at("/media/videos/v-1/240-abc.mp4"), "GET")).toBe(true);
    expect(isSavedMediaRead(at("/media/videos/v-1/captions-es.vtt"), "GET", new Headers({ range: "bytes=0-" }))).toBe(
      true,
    );
    expect(isSavedMediaRead(at("/media/videos/v-1/poster.jpg"), "GET")).toBe(true);
  });

  it("a save's own fetch, a write, and other addresses never do", () => {
    const save = new Headers({ [SAVE_REQUEST_HEADER]: "1" });
    expect(isSavedMediaRead(at("/media/videos/v-1/240.mp4"), "GET", save)).toBe(false);
    expect(isSavedMediaRead(at("/media/videos/v-1/240.mp4"), "DELETE")).toBe(false);
    expect(isSavedMediaRead(at("/media/videos/v-1"), "GET")).toBe(false);
    expect(isSavedMediaRead(at("/media/videos/v-1/a/b.mp4"), "GET")).toBe(false);
    expect(isSavedMediaRead(at("/uploads/v-1/240.mp4"), "GET")).toBe(false);
  });

  it("the runtime caches never keep them", () => {
    expect(kind("/media/videos/v-1/240.mp4")).toBe("never");
  });
});
