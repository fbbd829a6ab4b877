import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizAttempts, quizStarts } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { correctAnswers, createCourseWithContent, signedInUser, type CourseFixture } from "../support/factories.js";

// What the offline quiz screen relies on: a deadline it can count down to after a reload, and a
// submission it may send again after a dropped connection without using another attempt.

let t: TestContext;
let course: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  // The fixture's quiz has a 10-minute limit.
  course = await createCourseWithContent(t.db, { title: "Offline quiz course" });
});
afterAll(() => t.close());

async function student() {
  const signedIn = await signedInUser(t.app);
  return { ...signedIn, request: as(t.app, signedIn.cookie) };
}

const startUrl = () => `/api/quizzes/${course.quiz.id}/start`;
const attemptsUrl = () => `/api/quizzes/${course.quiz.id}/attempts`;

interface StartBody {
  startedAt: string;
  now: string;
  deadline: string | null;
}

describe("POST /api/quizzes/:id/start: the deadline", () => {
  it("answers the start, the server's time now and the deadline (start plus the time limit)", async () => {
    const { request } = await student();
    const response = await request({ method: "POST", url: startUrl() });
    expect(response.statusCode).toBe(201);
    const body = response.json<StartBody>();
    const startedAt = Date.parse(body.startedAt);
    expect(Date.parse(body.deadline!) - startedAt).toBe(10 * 60_000);
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(startedAt);
  });

  it("keeps the deadline on a second start (a reload) while the server's time moves on", async () => {
    const { user, request } = await student();
    const first = (await request({ method: "POST", url: startUrl() })).json<StartBody>();
    // The student has been at it for four minutes.
    await t.db
      .update(quizStarts)
      .set({ startedAt: sql`${quizStarts.startedAt} - interval '4 minutes'` })
      .where(and(eq(quizStarts.userId, user.id), eq(quizStarts.quizId, course.quiz.id)));
    const again = (await request({ method: "POST", url: startUrl() })).json<StartBody>();
    expect(Date.parse(again.deadline!)).toBe(Date.parse(first.deadline!) - 4 * 60_000);
    const left = Date.parse(again.deadline!) - Date.parse(again.now);
    expect(left).toBeGreaterThan(5 * 60_000);
    expect(left).toBeLessThanOrEqual(6 * 60_000);
  });

  it("answers no deadline for a quiz without a time limit", async () => {
    const untimed = await createCourseWithContent(t.db, { title: "Untimed" }, { timeLimit: null });
    const { request } = await student();
    const response = await request({ method: "POST", url: `/api/quizzes/${untimed.quiz.id}/start` });
    expect(response.statusCode).toBe(201);
    expect(response.json<StartBody>().deadline).toBeNull();
  });
});

describe("POST /api/quizzes/:id/attempts with attemptNumber: a retry is harmless", () => {
  it("records the attempt once and answers it again, 200, to a retry", async () => {
    const { user, request } = await student();
    const answers = correctAnswers(course);
    const first = await request({ method: "POST", url: attemptsUrl(), payload: { answers, attemptNumber: 1 } });
    expect(first.statusCode).toBe(201);
    const retry = await request({ method: "POST", url: attemptsUrl(), payload: { answers, attemptNumber: 1 } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("takes other answers under a recorded number as a new attempt, graded, never swapped for the old one", async () => {
    const { user, request } = await student();
    const wrong = Object.fromEntries(course.questions.map((question) => [question.id, "not it"]));
    const first = await request({ method: "POST", url: attemptsUrl(), payload: { answers: wrong, attemptNumber: 1 } });
    expect(first.statusCode).toBe(201);
    expect(first.json().passed).toBe(false);
    // A second tab, or a phone that never heard the first answer, still says attempt 1.
    const other = await request({
      method: "POST",
      url: attemptsUrl(),
      payload: { answers: correctAnswers(course), attemptNumber: 1 },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ attemptNumber: 2, passed: true });
    // Its own retry is answered again, not recorded a third time.
    const retry = await request({
      method: "POST",
      url: attemptsUrl(),
      payload: { answers: correctAnswers(course), attemptNumber: 1 },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(other.json().id);
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows.map((row) => row.attemptNumber).sort()).toEqual([1, 2]);
  });

  it("sends two retries at once: one attempt recorded, both answered with it", async () => {
    const { user, request } = await student();
    const answers = correctAnswers(course);
    const both = await Promise.all(
      [1, 2].map(() => request({ method: "POST", url: attemptsUrl(), payload: { answers, attemptNumber: 1 } })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a number that is not a positive whole number", async () => {
    const { request } = await student();
    const response = await request({
      method: "POST",
      url: attemptsUrl(),
      payload: { answers: {}, attemptNumber: 0 },
    });
    expect(response.statusCode).toBe(400);
  });
});
