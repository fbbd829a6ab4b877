/**
 * "Save for offline" saves what each saved page reads: its prefetch's reads, run from the page
 * module itself (page-reads.ts), so a read a page adds to its prefetch is saved with it.
 */
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "../../shared/contracts/auth";
import { saveForOffline, SaveError } from "../features/offline/saved-store";
import { pageReads } from "./page-reads";

const user: CurrentUser = {
  id: "ana",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: null,
  profileImageUrl: null,
  role: "student",
};

/** The academy's API as these tests see it: one free course, one module, two lessons, one quiz. */
const api: Record<string, unknown> = {
  "/api/courses": [{ id: "c1", title: "Wiring", isFree: true, imageUrl: null }],
  "/api/courses/c1": { id: "c1", title: "Wiring", isFree: true, imageUrl: null },
  "/api/courses/c1/modules": [{ id: "m1", courseId: "c1", title: "Basics" }],
  "/api/modules/m1/lessons": [{ id: "l1" }, { id: "l2" }],
  "/api/modules/m1/quizzes": [{ id: "q1" }],
  "/api/modules/m1/projects": [{ id: "p1" }],
  "/api/lessons/l1": { id: "l1", courseId: "c1", title: "Safety", courseTitle: "Wiring" },
  "/api/lessons/l2": { id: "l2", courseId: "c1", title: "Tools", courseTitle: "Wiring" },
  "/api/quizzes/q1": { id: "q1", courseId: "c1", courseIsFree: true, title: "Check", questions: [] },
  "/api/quizzes/q1/attempts": [],
  "/api/courses/c1/progress": { courseId: "c1", completion: 0, progress: [] },
  "/api/user/enrollments": [{ courseId: "c1" }],
  "/api/user/cohorts": [],
};
const PAGES = ["/courses/c1", "/lessons/l1", "/lessons/l2", "/quiz/q1"];
const failing = new Set<string>();

vi.stubGlobal("fetch", async (url: string) => {
  if (failing.has(url)) return new Response("{}", { status: 500, statusText: "Internal Server Error" });
  if (PAGES.includes(url)) return new Response("<html></html>", { headers: { "content-type": "text/html" } });
  if (url in api) return Response.json(api[url]);
  return new Response("{}", { status: 404 });
});
const stored = new Map<string, Response>();
vi.stubGlobal("caches", {
  open: async () => ({
    put: async (url: string, response: Response) => void stored.set(url, response),
    delete: async (url: string) => stored.delete(url),
  }),
  match: async () => undefined,
});
vi.stubGlobal("window", {
  location: { href: "https://academy.test/" },
  innerWidth: 360,
  devicePixelRatio: 1,
  matchMedia: () => ({ matches: false }),
  addEventListener: () => {},
  removeEventListener: () => {},
});
// A saved page's HTML here shows no images and names no app files.
vi.stubGlobal(
  "DOMParser",
  class {
    parseFromString() {
      return { querySelectorAll: () => [] };
    }
  },
);

/** The URLs a page's prefetch reads, by running it against a client that answers from `api`. */
async function prefetchReads(path: string): Promise<string[]> {
  const read: string[] = [];
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: ({ queryKey }) => {
          const url = queryKey.join("/");
          read.push(url);
          if (!(url in api)) throw new Error(`${url}: 404`);
          return api[url];
        },
      },
    },
  });
  const prefetch = await pageReads(path, user);
  await prefetch?.(queryClient);
  return read;
}

const pages = (path: string) => pageReads(path, user);
const pagesIn = (urls: readonly string[]) => urls.filter((url) => !url.startsWith("/api/")).sort();

beforeEach(() => {
  stored.clear();
  failing.clear();
});

describe("saving a page for offline saves what the page reads", () => {
  it("saves every read of a course page's prefetch and of each lesson and quiz page saved with it", async () => {
    const item = await saveForOffline(
      { kind: "course", id: "c1", canOpenLessons: true, isEnrolled: true },
      "ana",
      pages,
    );
    expect(pagesIn(item.urls)).toEqual([...PAGES].sort());
    for (const page of PAGES) {
      const reads = await prefetchReads(page);
      expect(reads.length).toBeGreaterThan(0);
      for (const url of reads) expect([page, item.urls.includes(url)]).toEqual([page, true]);
    }
    // The reads are kept in the saved cache, under their URLs.
    expect(stored.has("/api/modules/m1/projects")).toBe(true);
  });

  it("saves every read of a lesson page's prefetch with the lesson", async () => {
    const item = await saveForOffline({ kind: "lesson", id: "l1" }, "ana", pages);
    expect(pagesIn(item.urls)).toEqual(["/lessons/l1"]);
    for (const url of await prefetchReads("/lessons/l1")) expect([url, item.urls.includes(url)]).toEqual([url, true]);
  });

  it("saves a course's lessons only when the viewer may open them, its quizzes only for a student enrolled", async () => {
    const item = await saveForOffline(
      { kind: "course", id: "c1", canOpenLessons: false, isEnrolled: false },
      "ana",
      pages,
    );
    expect(pagesIn(item.urls)).toEqual(["/courses/c1"]);
  });

  it("fails, keeping nothing, when a read everyone gets didn't load (the prefetch itself carries on)", async () => {
    failing.add("/api/modules/m1/quizzes");
    const save = saveForOffline({ kind: "course", id: "c1", canOpenLessons: true, isEnrolled: true }, "ana", pages);
    await expect(save).rejects.toBeInstanceOf(SaveError);
    await expect(save).rejects.toThrow("The course outline didn't load (500 Internal Server Error).");
    expect(stored.size).toBe(0);
  });

  it("leaves out the person's own reads when they don't load", async () => {
    failing.add("/api/courses/c1/progress");
    const item = await saveForOffline({ kind: "lesson", id: "l1" }, "ana", pages);
    expect(item.urls).not.toContain("/api/courses/c1/progress");
    expect(item.urls).toContain("/api/courses/c1/modules");
  });
});
