import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PublicCache } from "../../src/server/cache.js";
import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { isOk, WriteLoad, type Outcome } from "./support/load.js";
import { startApp, startCluster, type AppProcess, type PgCluster } from "./support/pg-cluster.js";

/**
 * A dropped or restarting PostgreSQL must not end the app: what it acknowledged is stored,
 * what it could not do answers 503 JSON, and it serves again once the database is back.
 */

const CONNECT_TIMEOUT_MS = 2000;
let cluster: PgCluster;
const apps: AppProcess[] = [];
let databases = 0;

beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill()));
  await cluster?.destroy();
});

/** A fresh database on the cluster and an app process on it (more share it when given the name). */
async function newDatabase(): Promise<string> {
  const name = `academy_${++databases}`;
  await cluster.query(`create database ${name}`);
  return name;
}

async function launch(database: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const app = await startApp({
    DATABASE_URL: cluster.url(database),
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    ...env,
  });
  apps.push(app);
  return app;
}

/** A lesson of a free course of the demo academy: completing it is a transaction. */
async function freeLesson(database: string) {
  const { rows } = await cluster.query<{ courseId: string; lessonId: string }>(
    `select c.id as "courseId", l.id as "lessonId" from lessons l
       join course_modules m on m.id = l.module_id join courses c on c.id = m.course_id
      where c.is_free and l.is_active order by c.id, l.id limit 1`,
    [],
    database,
  );
  expect(rows[0]).toBeDefined();
  return rows[0]!;
}

/** Acknowledged sign-ups and lesson completions that the database does not hold. */
async function lostWrites(database: string, outcomes: Outcome[], lessonId?: string) {
  const signedUp = outcomes.filter((outcome) => outcome.step === "register" && isOk(outcome)).map((o) => o.email);
  const completed = outcomes.filter((outcome) => outcome.step === "complete" && isOk(outcome)).map((o) => o.email);
  const users = await cluster.query<{ email: string }>(
    "select email from users where email = any($1)",
    [signedUp],
    database,
  );
  const done = await cluster.query<{ email: string }>(
    `select u.email from user_progress p join users u on u.id = p.user_id
      where p.lesson_id = $1 and u.email = any($2)`,
    [lessonId ?? "00000000-0000-0000-0000-000000000000", completed],
    database,
  );
  const stored = new Set(users.rows.map((row) => row.email));
  const storedDone = new Set(done.rows.map((row) => row.email));
  return {
    signedUp: signedUp.length,
    completed: completed.length,
    lostSignUps: signedUp.filter((email) => !stored.has(email)),
    lostCompletions: completed.filter((email) => !storedDone.has(email)),
  };
}

/** Answers that break the contract: a 5xx other than 503, a non-JSON error, a dropped connection. */
const badAnswers = (outcomes: Outcome[]) =>
  outcomes.filter(
    (outcome) =>
      outcome.status === "dropped" ||
      (outcome.status >= 500 && outcome.status !== 503) ||
      (outcome.status >= 400 && !outcome.json),
  );

const summary = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes)
    counts[`${outcome.step} ${outcome.status}`] = (counts[`${outcome.step} ${outcome.status}`] ?? 0) + 1;
  return counts;
};

async function terminateBackends(database: string): Promise<number> {
  const { rowCount } = await cluster.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  return rowCount ?? 0;
}

async function getJson(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - start };
}

describe("PostgreSQL connection faults", () => {
  it("survives pg_terminate_backend of its connections in the middle of a write load", async () => {
    const database = await newDatabase();
    const app = await launch(database, { SEED_DEMO: "true" });
    const lesson = await freeLesson(database);
    const load = new WriteLoad({ targets: [app.baseUrl], concurrency: 6, lesson }).start();
    let terminated = 0;
    try {
      await load.until(() => load.acknowledged("complete").length >= 3, 60_000, "completing lessons");
      for (let round = 0; round < 10; round++) {
        terminated += await terminateBackends(database);
        const seen = load.outcomes.length;
        // The next kill waits until the app has answered a few more requests after this one.
        await load.until(() => !app.alive() || load.outcomes.length >= seen + 6, 30_000, "answering after a kill");
        expect(app.alive(), app.output()).toBe(true);
      }
      const acknowledged = load.acknowledged("complete").length;
      await load.until(() => load.acknowledged("complete").length > acknowledged, 30_000, "writing again");
    } catch (error) {
      // The app's own log says why it stopped writing (a stuck pool, a refused sign-up).
      throw new Error(`${(error as Error).message}\napp output:\n${app.output().slice(-3000)}`);
    } finally {
      await load.stop();
    }
    const outcomes = load.outcomes;
    const lost = await lostWrites(database, outcomes, lesson.lessonId);
    console.log("pg_terminate_backend:", {
      terminated,
      ...summary(outcomes),
      ...lost,
      lostSignUps: lost.lostSignUps.length,
      lostCompletions: lost.lostCompletions.length,
    });

    expect(app.alive(), app.output()).toBe(true);
    expect(badAnswers(outcomes)).toEqual([]);
    expect(lost.lostSignUps).toEqual([]);
    expect(lost.lostCompletions).toEqual([]);
    expect((await getJson(`${app.baseUrl}/readyz`)).status).toBe(200);
  });

  it("answers 503 JSON quickly while the cluster is down and serves again once it is back", async () => {
    const database = await newDatabase();
    const app = await launch(database);
    const register = async () => {
      const start = performance.now();
      const email = `down-${Math.random().toString(36).slice(2)}@example.org`;
      const response = await fetch(`${app.baseUrl}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct-horse-battery-staple", firstName: "Down" }),
      });
      return { status: response.status, body: await response.json(), ms: performance.now() - start };
    };
    expect((await register()).status).toBe(201);

    await cluster.stop();
    try {
      const answers = [];
      for (let index = 0; index < 5; index++) answers.push(await register());
      console.log(
        "while down, sign-up answer times (ms):",
        answers.map((answer) => Math.round(answer.ms)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: "The database is unavailable; please try again shortly" });
        // Bounded: the pool's connection timeout plus a wide margin for a busy machine.
        expect(answer.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
      }
      const ready = await getJson(`${app.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: "unavailable", database: "unavailable", message: expect.any(String) });
      expect(ready.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
      const alive = await getJson(`${app.baseUrl}/healthz`);
      expect(alive).toMatchObject({ status: 200, body: { status: "ok" } });
    } finally {
      await cluster.start();
    }

    // Ready again without a restart of the app: poll the state, bounded.
    const deadline = performance.now() + 30_000;
    let ready = await getJson(`${app.baseUrl}/readyz`);
    while (ready.status !== 200 && performance.now() < deadline) ready = await getJson(`${app.baseUrl}/readyz`);
    expect(ready).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } });
    expect((await register()).status).toBe(201);
    expect(app.alive(), app.output()).toBe(true);
  });

  it("keeps two app processes up through pg_ctl restart -m immediate under a write load", async () => {
    const database = await newDatabase();
    // One seeds the demo academy (its mentors), then the second starts on the same data. Each
    // load worker books one mentor back to back: far above a student's allowance (issue 20).
    const allowance = { MAX_UPCOMING_BOOKINGS: "1000", MAX_UPCOMING_BOOKINGS_PER_MENTOR: "1000" };
    const first = await launch(database, { SEED_DEMO: "true", ...allowance });
    const second = await launch(database, allowance);
    const targets = [first.baseUrl, second.baseUrl];
    const { rows } = await cluster.query<{ id: string }>("select id from mentors order by id limit 1", [], database);
    const load = new WriteLoad({ targets, concurrency: 6, mentorId: rows[0]!.id }).start();
    let readyAt = 0;
    let restartAt = 0;
    try {
      await load.until(() => load.acknowledged("book").length >= 20, 60_000, "booking");
      restartAt = performance.now();
      await cluster.restartImmediate();
      readyAt = performance.now();
      // Enough answers after recovery from both processes to judge that they serve again.
      const servedSince = (target: string) =>
        load.outcomes.filter((o) => o.target === target && o.start > readyAt && isOk(o)).length;
      await load.until(() => targets.every((target) => servedSince(target) >= 10), 60_000, "serving after the restart");
    } finally {
      await load.stop();
    }
    const outcomes = load.outcomes;
    const lost = await lostWrites(database, outcomes);
    const booked = load.acknowledged("book").map((outcome) => outcome.id!);
    const stored = await cluster.query<{ id: string }>(
      "select id from mentor_bookings where id = any($1::uuid[])",
      [booked],
      database,
    );
    const storedIds = new Set(stored.rows.map((row) => row.id));
    const lostBookings = booked.filter((id) => !storedIds.has(id));
    const latencies = outcomes
      .filter((o) => o.step === "book" && isOk(o))
      .map((o) => o.end - o.start)
      .sort((x, y) => x - y);
    const failures = outcomes.filter((o) => o.status === "dropped" || o.status >= 500);
    // Negative: the last failure was answered before the cluster accepted connections again.
    const lastFailureEnd = Math.max(-Infinity, ...failures.map((o) => o.end));
    const recovery = targets.map((target) => {
      const mine = outcomes.filter((o) => o.target === target);
      const firstSuccess = mine.find((o) => o.start >= readyAt && isOk(o));
      return {
        target,
        firstSuccessAfterReadyMs: firstSuccess ? Math.round(firstSuccess.end - readyAt) : undefined,
        failuresAfterFirstSuccess: mine.filter((o) => firstSuccess && o.start > firstSuccess.end && !isOk(o)),
      };
    });
    console.log("pg_ctl restart -m immediate:", {
      ...summary(outcomes),
      restartTookMs: Math.round(readyAt - restartAt),
      fiveHundreds: failures.length,
      lastFailureAfterReadyMs: failures.length > 0 ? Math.round(lastFailureEnd - readyAt) : "none",
      firstSuccessAfterReadyMs: recovery.map((r) => r.firstSuccessAfterReadyMs),
      signedUp: lost.signedUp,
      lostSignUps: lost.lostSignUps.length,
      booked: booked.length,
      lostBookings: lostBookings.length,
      bookingMedianMs: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
      bookingMaxMs: Math.round(latencies.at(-1) ?? 0),
    });

    expect(first.alive(), first.output()).toBe(true);
    expect(second.alive(), second.output()).toBe(true);
    expect(badAnswers(outcomes)).toEqual([]);
    expect(lost.lostSignUps).toEqual([]);
    expect(lostBookings).toEqual([]);
    // Once a process has served a request after recovery, every later request succeeds.
    for (const { firstSuccessAfterReadyMs, failuresAfterFirstSuccess } of recovery) {
      expect(firstSuccessAfterReadyMs).toBeDefined();
      expect(failuresAfterFirstSuccess).toEqual([]);
    }
  });

  it("keeps acknowledged writes when an app process is killed with SIGKILL mid-load", async () => {
    const database = await newDatabase();
    const before = await launch(database);
    const load = new WriteLoad({ targets: [before.baseUrl], concurrency: 6 }).start();
    try {
      await load.until(() => load.acknowledged("register").length >= 6, 60_000, "signing up");
      await before.kill();
      await load.until(() => load.outcomes.some((o) => o.status === "dropped"), 30_000, "seeing the process gone");
    } finally {
      await load.stop();
    }
    const lostBefore = await lostWrites(database, load.outcomes);

    const after = await launch(database);
    const again = new WriteLoad({ targets: [after.baseUrl], concurrency: 2 }).start();
    try {
      await again.until(() => again.acknowledged("register").length >= 4, 60_000, "signing up after the restart");
    } finally {
      await again.stop();
    }
    const lostAfter = await lostWrites(database, again.outcomes);
    console.log("kill -9:", { ...summary(load.outcomes), lostSignUps: lostBefore.lostSignUps.length });

    expect(lostBefore.lostSignUps).toEqual([]);
    expect(lostAfter.lostSignUps).toEqual([]);
    expect(badAnswers(again.outcomes)).toEqual([]);
  });
});

describe("LISTEN connection", () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  /** The pids of the backends of the database that listen. */
  async function listening(database: string): Promise<number[]> {
    const { rows } = await cluster.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and query like 'LISTEN%'",
      [database],
    );
    return rows.map((row) => row.pid);
  }

  /** Waits (bounded) until n backends other than the old ones listen on the database. */
  async function newListeners(database: string, old: number[], n: number) {
    const deadline = performance.now() + 30_000;
    for (;;) {
      const pids = await listening(database);
      if (pids.filter((pid) => !old.includes(pid)).length === n) return;
      if (performance.now() > deadline) throw new Error(`not ${n} new listeners within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stores an entry in b's cache, invalidates it from a, and waits (bounded) for b to drop it. */
  async function invalidationReaches(a: PublicCache, b: PublicCache) {
    await b.getText("key", ["catalog"], async () => "cached");
    expect(b.peek("key")).toBeDefined();
    await a.invalidate("catalog");
    await expect.poll(() => b.peek("key"), { timeout: 10_000 }).toBeUndefined();
  }

  it("listens again after pg_terminate_backend and a restart, and clears what it may have missed", async () => {
    const database = await newDatabase();
    const url = cluster.url(database);
    const [first, second] = await Promise.all([
      openDatabase({ kind: "postgres", url, connectTimeoutMs: CONNECT_TIMEOUT_MS }),
      openDatabase({ kind: "postgres", url, connectTimeoutMs: CONNECT_TIMEOUT_MS }),
    ]);
    handles.push(first, second);
    const a = new PublicCache(first.notifier);
    const b = new PublicCache(second.notifier);
    await a.start();
    await b.start();
    await invalidationReaches(a, b);

    await b.getText("key", ["catalog"], async () => "cached");
    let old = await listening(database);
    expect(old).toHaveLength(2);
    await terminateBackends(database);
    // Notifications sent while it was not listening are lost: the cache was dropped.
    await expect.poll(() => b.peek("key"), { timeout: 10_000 }).toBeUndefined();
    await newListeners(database, old, 2);
    await invalidationReaches(a, b);

    await b.getText("key", ["catalog"], async () => "cached");
    old = await listening(database);
    await cluster.restartImmediate();
    await expect.poll(() => b.peek("key"), { timeout: 10_000 }).toBeUndefined();
    await newListeners(database, old, 2);
    await invalidationReaches(a, b);
  });
});
