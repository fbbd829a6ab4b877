import "fake-indexeddb/auto";
import { clear, createStore, set } from "idb-keyval";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_STORES, SAVED_CACHE, type SavedItem } from "./names";
import { forgetAllSaved } from "./saved-reset";
import { forgetSavedOfOthers, getSaved, listSaved } from "./saved-store";

/** Cache Storage as far as the saved store uses it: one cache of URLs. */
const cached = new Set<string>();
const deletedCaches: string[] = [];
vi.stubGlobal("caches", {
  open: async (name: string) => {
    expect(name).toBe(SAVED_CACHE);
    return { delete: async (url: string) => cached.delete(url) };
  },
  delete: async (name: string) => {
    deletedCaches.push(name);
    cached.clear();
    return true;
  },
});

const store = createStore(OFFLINE_STORES.saved.db, OFFLINE_STORES.saved.store);

async function saved(userId: string, path: string, urls: string[], savedAt = "2025-03-01T10:00:00.000Z") {
  const item: SavedItem = { userId, path, kind: "lesson", title: path, urls, bytes: 10, savedAt };
  await set(path, item, store);
  for (const url of urls) cached.add(url);
  return item;
}

beforeEach(async () => {
  await clear(store);
  cached.clear();
  deletedCaches.length = 0;
});

describe("what is saved for offline, per person", () => {
  it("lists and finds only the signed-in person's items", async () => {
    await saved("ana", "/lessons/1", ["/lessons/1", "/api/lessons/1"], "2025-03-01T10:00:00.000Z");
    await saved("ana", "/lessons/2", ["/lessons/2"], "2025-03-02T10:00:00.000Z");
    await saved("ben", "/lessons/3", ["/lessons/3"]);
    expect((await listSaved("ana")).map((item) => item.path)).toEqual(["/lessons/2", "/lessons/1"]);
    expect((await listSaved("ben")).map((item) => item.path)).toEqual(["/lessons/3"]);
    expect(await getSaved("/lessons/3", "ana")).toBeUndefined();
    expect(await getSaved("/lessons/3", "ben")).toMatchObject({ path: "/lessons/3" });
  });

  it("forgets everyone else's items once someone signs in, keeping the copies the person's own items share", async () => {
    await saved("ana", "/lessons/1", ["/lessons/1", "/api/courses/c/modules"]);
    await saved("ben", "/lessons/2", ["/lessons/2", "/api/courses/c/modules"]);
    // Saved before items had an owner: nobody's, so forgotten too.
    await set(
      "/lessons/3",
      {
        path: "/lessons/3",
        kind: "lesson",
        title: "old",
        urls: ["/lessons/3"],
        bytes: 1,
        savedAt: "2025-01-01T00:00:00.000Z",
      },
      store,
    );
    cached.add("/lessons/3");

    await forgetSavedOfOthers("ana");
    expect((await listSaved()).map((item) => item.path)).toEqual(["/lessons/1"]);
    expect([...cached].sort()).toEqual(["/api/courses/c/modules", "/lessons/1"]);
  });

  it("moves the person's own items to their new session, and forgets the others'", async () => {
    await saved("ana", "/lessons/1", ["/lessons/1"]);
    await saved("ben", "/lessons/2", ["/lessons/2"]);
    await forgetSavedOfOthers("ana", "TagOfAnasNewSession123");
    expect((await listSaved()).map((item) => [item.path, item.sessionTag])).toEqual([
      ["/lessons/1", "TagOfAnasNewSession123"],
    ]);
    // Nobody's tag known (no cookie): the items keep the one they have.
    await forgetSavedOfOthers("ana", null);
    expect((await getSaved("/lessons/1"))?.sessionTag).toBe("TagOfAnasNewSession123");
  });

  it("forgets everything on sign-out (the worker's forgetAllSaved)", async () => {
    await saved("ana", "/lessons/1", ["/lessons/1"]);
    await forgetAllSaved();
    expect(await listSaved()).toEqual([]);
    expect(deletedCaches).toEqual([SAVED_CACHE]);
  });
});
