import "fake-indexeddb/auto";
import { clear, createStore } from "idb-keyval";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_STORES } from "./names";
import {
  backoffMs,
  enqueueCompletion,
  enqueueQuizAttempt,
  flushQueue,
  listQueued,
  queuedLessonIds,
  queuedQuizAttempts,
  type QueuedCall,
} from "./sync-queue";

/** The lesson or quiz a call is about. */
const itemOf = (call: QueuedCall) => (call.kind === "lesson-complete" ? call.lessonId : call.quizId);

type SendLog = { url: string; key: string | null; body?: unknown }[];

/** A fetch that answers each call with the next status (or throws, for "network"). */
function fakeFetch(plan: (number | "network")[], log: SendLog): typeof fetch {
  let index = 0;
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    log.push({
      url: input instanceof Request ? input.url : input.toString(),
      key: headers.get("Idempotency-Key"),
      ...(typeof init?.body === "string"
        ? { body: { type: headers.get("content-type"), json: JSON.parse(init.body) as unknown } }
        : {}),
    });
    const step = plan[Math.min(index, plan.length - 1)] ?? 200;
    index += 1;
    if (step === "network") throw new TypeError("Failed to fetch");
    const body =
      step === 200
        ? JSON.stringify({ progress: [], completion: { completed: 1, total: 2, percentage: 50 } })
        : JSON.stringify({ message: step === 404 ? "Lesson not found" : "Try again later" });
    return new Response(body, { status: step, headers: { "content-type": "application/json" } });
  };
  return send;
}

const store = createStore(OFFLINE_STORES.syncQueue.db, OFFLINE_STORES.syncQueue.store);
let clock = 1_700_000_000_000;
const now = () => clock;

beforeEach(async () => {
  await clear(store);
  clock += 60 * 60 * 1000;
});

const STUDENT = "user-ana";
const OTHER = "user-ben";

async function queue(lessonId: string, key = `key-${lessonId}`, userId = STUDENT) {
  return enqueueCompletion({
    key,
    userId,
    lessonId,
    courseId: "course-1",
    lessonTitle: `Lesson ${lessonId}`,
    now: clock,
  });
}

describe("the offline sync queue", () => {
  it("keeps a completion with its idempotency key, once per lesson", async () => {
    const first = await queue("a", "key-1");
    const again = await queue("a", "key-2");
    expect(again.key).toBe("key-1");
    expect(first).toMatchObject({
      key: "key-1",
      userId: STUDENT,
      method: "POST",
      url: "/api/lessons/a/complete",
      lessonId: "a",
      courseId: "course-1",
      attempts: 0,
    });
    expect(await listQueued()).toHaveLength(1);
    expect(await queuedLessonIds(STUDENT)).toEqual(new Set(["a"]));
    expect(await queuedLessonIds(OTHER)).toEqual(new Set());
  });

  it("sends in the order the calls were made, with their keys, and forgets them on success", async () => {
    await queue("c");
    await queue("a");
    await queue("b");
    const log: SendLog = [];
    const result = await flushQueue({ userId: STUDENT, fetch: fakeFetch([200], log), now });
    expect(log).toEqual([
      { url: "/api/lessons/c/complete", key: "key-c" },
      { url: "/api/lessons/a/complete", key: "key-a" },
      { url: "/api/lessons/b/complete", key: "key-b" },
    ]);
    expect(result.sent.map((sent) => itemOf(sent.call))).toEqual(["c", "a", "b"]);
    expect(result.sent[0]?.answer).toEqual({ progress: [], completion: { completed: 1, total: 2, percentage: 50 } });
    expect(result.waiting).toBe(0);
    expect(await listQueued()).toEqual([]);
  });

  it("keeps everything on a network failure, in order, and sends the same key when it comes back", async () => {
    await queue("a");
    await queue("b");
    const log: SendLog = [];
    const failed = await flushQueue({ userId: STUDENT, fetch: fakeFetch(["network"], log), now });
    // The first call fails; the rest are not even tried.
    expect(log).toHaveLength(1);
    expect(failed).toMatchObject({ sent: [], dropped: [], waiting: 2 });
    const waiting = await listQueued();
    expect(waiting.map((call) => [itemOf(call), call.attempts])).toEqual([
      ["a", 1],
      ["b", 0],
    ]);
    expect(waiting[0]?.nextAttemptAt).toBe(clock + backoffMs(1));
    expect(waiting[0]?.sendingUntil).toBeUndefined();

    // Before the backoff runs out, a plain flush leaves "a" alone; "b" is held behind it.
    const early: SendLog = [];
    await flushQueue({ userId: STUDENT, fetch: fakeFetch([200], early), now });
    expect(early.map((entry) => entry.url)).toEqual(["/api/lessons/b/complete"]);

    // The connection is back (forced): "a" goes with its first key.
    const back: SendLog = [];
    const result = await flushQueue({ userId: STUDENT, fetch: fakeFetch([200], back), now, force: true });
    expect(back).toEqual([{ url: "/api/lessons/a/complete", key: "key-a" }]);
    expect(result.sent).toHaveLength(1);
    expect(await listQueued()).toEqual([]);
  });

  it("keeps a call on 502, 503, 504, 408 and 429 with a growing backoff, and keeps its key", async () => {
    await queue("a");
    for (const [attempt, status] of [503, 408, 429, 502, 504].entries()) {
      const log: SendLog = [];
      const result = await flushQueue({ userId: STUDENT, fetch: fakeFetch([status], log), now, force: true });
      expect(log).toEqual([{ url: "/api/lessons/a/complete", key: "key-a" }]);
      expect(result).toMatchObject({ sent: [], dropped: [], waiting: 1 });
      const [call] = await listQueued();
      expect(call?.attempts).toBe(attempt + 1);
      expect(call?.nextAttemptAt).toBe(clock + backoffMs(attempt + 1));
      expect(call?.lastError).toMatch(new RegExp(`^${status}: `));
    }
    expect(backoffMs(1)).toBeLessThan(backoffMs(2));
    expect(backoffMs(50)).toBe(5 * 60 * 1000);
  });

  it("drops a call the server refuses for good (a 4xx, or a 500 on that call) and says why, then goes on", async () => {
    await queue("gone");
    await queue("broken");
    await queue("b");
    const log: SendLog = [];
    const result = await flushQueue({ userId: STUDENT, fetch: fakeFetch([404, 500, 200], log), now });
    expect(result.dropped).toEqual([
      {
        call: expect.objectContaining({ lessonId: "gone", lessonTitle: "Lesson gone" }),
        status: 404,
        message: "Lesson not found",
      },
      expect.objectContaining({ call: expect.objectContaining({ lessonId: "broken" }), status: 500 }),
    ]);
    expect(result.sent.map((sent) => itemOf(sent.call))).toEqual(["b"]);
    expect(await listQueued()).toEqual([]);
  });

  it("joins a flush already running in this page instead of sending twice", async () => {
    await queue("a");
    await queue("b");
    const log: SendLog = [];
    const send = fakeFetch([200], log);
    const [one, two] = await Promise.all([
      flushQueue({ userId: STUDENT, fetch: send, now }),
      flushQueue({ userId: STUDENT, fetch: send, now }),
    ]);
    expect(one).toBe(two);
    expect(log.map((entry) => entry.url)).toEqual(["/api/lessons/a/complete", "/api/lessons/b/complete"]);
  });

  it("never sends a call twice when two pages flush at once (the in-store sending mark)", async () => {
    await queue("a");
    await queue("b");
    await queue("c");
    // Two copies of the module: two tabs, each with its own flush and its own connection.
    vi.resetModules();
    const tabOne = await import("./sync-queue");
    vi.resetModules();
    const tabTwo = await import("./sync-queue");
    expect(tabOne.flushQueue).not.toBe(tabTwo.flushQueue);

    const log: SendLog = [];
    const answer = fakeFetch([200], log);
    // Each answer waits a turn, so the two flushes overlap.
    const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Promise((resolve) => setImmediate(resolve));
      return answer(input, init);
    }) as typeof fetch;
    const [one, two] = await Promise.all([
      tabOne.flushQueue({ userId: STUDENT, fetch: slow, now }),
      tabTwo.flushQueue({ userId: STUDENT, fetch: slow, now }),
    ]);
    const urls = log.map((entry) => entry.url).sort();
    expect(urls).toEqual(["/api/lessons/a/complete", "/api/lessons/b/complete", "/api/lessons/c/complete"]);
    expect(one.sent.length + two.sent.length).toBe(3);
    expect(await listQueued()).toEqual([]);
  });
  it("sends only the calls of the person signed in now; another person's wait for them", async () => {
    await queue("a", "key-ana-a");
    await queue("b", "key-ben-b", OTHER);
    await queue("c", "key-ana-c");
    // The same lesson completed by two people on one phone: two calls, one each.
    await queue("a", "key-ben-a", OTHER);
    expect(await queuedLessonIds(STUDENT)).toEqual(new Set(["a", "c"]));
    expect(await queuedLessonIds(OTHER)).toEqual(new Set(["b", "a"]));

    const asAna: SendLog = [];
    const result = await flushQueue({ userId: STUDENT, fetch: fakeFetch([200], asAna), now });
    expect(asAna).toEqual([
      { url: "/api/lessons/a/complete", key: "key-ana-a" },
      { url: "/api/lessons/c/complete", key: "key-ana-c" },
    ]);
    expect(result.sent.map((sent) => sent.call.userId)).toEqual([STUDENT, STUDENT]);
    expect(result.waiting).toBe(0);
    // Ben's calls are untouched: no attempt counted, no backoff, no sending mark.
    const bens = await listQueued();
    expect(bens.map((call) => [call.userId, itemOf(call), call.attempts, call.sendingUntil])).toEqual([
      [OTHER, "b", 0, undefined],
      [OTHER, "a", 0, undefined],
    ]);

    const asBen: SendLog = [];
    await flushQueue({ userId: OTHER, fetch: fakeFetch([200], asBen), now });
    expect(asBen).toEqual([
      { url: "/api/lessons/b/complete", key: "key-ben-b" },
      { url: "/api/lessons/a/complete", key: "key-ben-a" },
    ]);
    expect(await listQueued()).toEqual([]);
  });

  it("sends nothing for someone with no calls waiting", async () => {
    await queue("a");
    const log: SendLog = [];
    const result = await flushQueue({ userId: OTHER, fetch: fakeFetch([200], log), now, force: true });
    expect(log).toEqual([]);
    expect(result).toEqual({ sent: [], dropped: [], retrying: [], waiting: 0 });
    expect(await listQueued(STUDENT)).toHaveLength(1);
  });

  describe("a quiz attempt, the queue's second kind", () => {
    const body = { answers: { q1: "True", q2: "Level" }, timeSpent: 4, attemptNumber: 2 };
    const attempt = (key: string, userId = STUDENT, attemptBody = body) =>
      enqueueQuizAttempt({
        key,
        userId,
        quizId: "quiz-1",
        courseId: "course-1",
        quizTitle: "Shop Safety",
        body: attemptBody,
        now: clock,
      });

    it("is kept with its body and key, once per attempt number, in the order of every call", async () => {
      await queue("a");
      const first = await attempt("key-q");
      expect(first).toMatchObject({ kind: "quiz-attempt", url: "/api/quizzes/quiz-1/attempts", body, attempts: 0 });
      // Pressing Submit again while it waits adds nothing; the next attempt is a call of its own.
      expect((await attempt("key-q-again")).key).toBe("key-q");
      await attempt("key-q3", STUDENT, { ...body, attemptNumber: 3 });
      expect((await queuedQuizAttempts(STUDENT, "quiz-1")).map((call) => call.body.attemptNumber)).toEqual([2, 3]);
      expect(await queuedQuizAttempts(OTHER, "quiz-1")).toEqual([]);
      expect(await queuedLessonIds(STUDENT)).toEqual(new Set(["a"]));

      const log: SendLog = [];
      const result = await flushQueue({ userId: STUDENT, fetch: fakeFetch([200], log), now });
      expect(log).toEqual([
        { url: "/api/lessons/a/complete", key: "key-a" },
        { url: "/api/quizzes/quiz-1/attempts", key: "key-q", body: { type: "application/json", json: body } },
        {
          url: "/api/quizzes/quiz-1/attempts",
          key: "key-q3",
          body: { type: "application/json", json: { ...body, attemptNumber: 3 } },
        },
      ]);
      expect(result.sent.map((sent) => sent.call.kind)).toEqual(["lesson-complete", "quiz-attempt", "quiz-attempt"]);
      expect(await listQueued()).toEqual([]);
    });

    it("follows the same retry policy: kept with the same body after no answer or a 503, dropped on a refusal", async () => {
      await attempt("key-q");
      const offline: SendLog = [];
      const failed = await flushQueue({ userId: STUDENT, fetch: fakeFetch(["network"], offline), now });
      expect(failed.retrying).toEqual([{ call: expect.objectContaining({ key: "key-q" }), error: "Failed to fetch" }]);
      const busy = await flushQueue({ userId: STUDENT, fetch: fakeFetch([503], []), now, force: true });
      expect(busy.retrying).toEqual([
        { call: expect.objectContaining({ key: "key-q" }), error: "503: Try again later" },
      ]);
      const [kept] = await queuedQuizAttempts(STUDENT, "quiz-1");
      expect(kept).toMatchObject({ key: "key-q", body, attempts: 2, nextAttemptAt: clock + backoffMs(2) });

      const refused = await flushQueue({ userId: STUDENT, fetch: fakeFetch([409], []), now, force: true });
      expect(refused.dropped).toEqual([
        { call: expect.objectContaining({ key: "key-q" }), status: 409, message: "Try again later" },
      ]);
      expect(await listQueued()).toEqual([]);
    });

    it("is sent only in its student's session", async () => {
      await attempt("key-ben", OTHER);
      const log: SendLog = [];
      await flushQueue({ userId: STUDENT, fetch: fakeFetch([200], log), now, force: true });
      expect(log).toEqual([]);
      await flushQueue({ userId: OTHER, fetch: fakeFetch([200], log), now });
      expect(log.map((entry) => entry.key)).toEqual(["key-ben"]);
    });
  });
});
