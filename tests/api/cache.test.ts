import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Notifier } from "../../src/db/client.js";
import { openDatabase } from "../../src/db/client.js";
import { courses } from "../../src/db/schema/index.js";
import { buildApp } from "../../src/server/app.js";
import { PublicCache } from "../../src/server/cache.js";
import { createTestApp, testConfig, type TestContext } from "../support/app.js";
import { createCourseWithContent } from "../support/factories.js";

/** Notifiers of several "processes" joined by one in-memory bus. */
function bus() {
  const listeners = new Map<string, ((payload: string) => void)[]>();
  const reconnects: (() => void)[] = [];
  const notifier = (): Notifier => ({
    async publish(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async subscribe(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    onReconnect: (listener) => reconnects.push(listener),
  });
  return { notifier, reconnect: () => reconnects.forEach((listener) => listener()) };
}

describe("PublicCache", () => {
  const schema = z.object({ value: z.number() });

  it("loads once, then serves the cached bytes", async () => {
    const cache = new PublicCache(bus().notifier());
    await cache.start();
    let loads = 0;
    const load = async () => ({ value: ++loads });
    const [a, b] = await Promise.all([
      cache.get("k", ["catalog"], schema, load),
      cache.get("k", ["catalog"], schema, load),
    ]);
    expect(a.body).toBe('{"value":1}');
    expect(b).toEqual(a);
    expect((await cache.get("k", ["catalog"], schema, load)).body).toBe('{"value":1}');
    expect(loads).toBe(1);
  });

  it("drops a topic in every process that shares the bus", async () => {
    const shared = bus();
    const one = new PublicCache(shared.notifier());
    const two = new PublicCache(shared.notifier());
    await Promise.all([one.start(), two.start()]);
    let version = 1;
    const load = async () => ({ value: version });
    await one.get("k", ["catalog"], schema, load);
    await two.get("k", ["catalog"], schema, load);
    await two.get("m", ["mentors"], schema, load);
    version = 2;
    await one.invalidate("catalog");
    expect((await two.get("k", ["catalog"], schema, load)).body).toBe('{"value":2}');
    // Other topics stay cached.
    expect((await two.get("m", ["mentors"], schema, load)).body).toBe('{"value":1}');
  });

  it("does not keep a load that overlapped an invalidation", async () => {
    const cache = new PublicCache(bus().notifier());
    await cache.start();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.get("k", ["blog"], schema, async () => {
      await slow;
      return { value: 1 };
    });
    await cache.invalidate("blog");
    release();
    expect((await pending).body).toBe('{"value":1}');
    expect((await cache.get("k", ["blog"], schema, async () => ({ value: 2 }))).body).toBe('{"value":2}');
  });

  it("does not hand a reader who came after an invalidation the load that began before it", async () => {
    const cache = new PublicCache(bus().notifier());
    await cache.start();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const early = cache.get("k", ["blog"], schema, async () => {
      await slow;
      return { value: 1 };
    });
    await cache.invalidate("blog");
    // Asked after the change: a load of its own, not the one that read the old data.
    const late = cache.get("k", ["blog"], schema, async () => ({ value: 2 }));
    // And a third reader joins the new load, not a third one.
    const third = cache.get("k", ["blog"], schema, async () => ({ value: 3 }));
    expect((await late).body).toBe('{"value":2}');
    expect((await third).body).toBe('{"value":2}');
    release();
    expect((await early).body).toBe('{"value":1}');
    // The early load finishing does not drop the newer result.
    expect((await cache.get("k", ["blog"], schema, async () => ({ value: 4 }))).body).toBe('{"value":2}');
  });

  it("empties itself when the listener reconnects", async () => {
    const shared = bus();
    const cache = new PublicCache(shared.notifier());
    await cache.start();
    await cache.get("k", ["stories"], schema, async () => ({ value: 1 }));
    shared.reconnect();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = new PublicCache(bus().notifier(), { maxEntries: 2 });
    await cache.start();
    const load = (value: number) => async () => ({ value });
    await cache.get("a", ["catalog"], schema, load(1));
    await cache.get("b", ["catalog"], schema, load(2));
    await cache.get("a", ["catalog"], schema, load(9));
    await cache.get("c", ["catalog"], schema, load(3));
    expect(cache.size).toBe(2);
    expect((await cache.get("a", ["catalog"], schema, load(9))).body).toBe('{"value":1}');
    expect((await cache.get("b", ["catalog"], schema, load(8))).body).toBe('{"value":8}');
  });
});

// Two app processes on one PostgreSQL server: a write's invalidation reaches the other
// through LISTEN/NOTIFY. The embedded database has one process by design (folder lock).
if (process.env.DATABASE_URL) {
  describe("cache invalidation across processes (PostgreSQL)", () => {
    let first: TestContext;
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondHandle: Awaited<ReturnType<typeof openDatabase>>;

    beforeAll(async () => {
      first = await createTestApp();
      secondHandle = await openDatabase({ kind: "postgres", url: first.handle.url!, poolSize: 2 });
      second = await buildApp(testConfig(), secondHandle, { logger: false });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await secondHandle.close();
      await first.close();
    });

    it("drops the other process's cached answer after a write here", async () => {
      const { course } = await createCourseWithContent(first.db, { title: "Before" });
      const url = `/api/courses/${course.id}`;
      expect((await second.inject({ method: "GET", url })).json().title).toBe("Before");
      await first.db.update(courses).set({ title: "After" }).where(eq(courses.id, course.id));
      await first.app.cache.invalidate("catalog");
      await expect
        .poll(async () => (await second.inject({ method: "GET", url })).json().title, { timeout: 5000 })
        .toBe("After");
    });
  });
}
