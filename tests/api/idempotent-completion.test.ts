import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments, userProgress } from "../../src/db/schema/index.js";
import { IDEMPOTENCY_KEY_MESSAGE } from "../../src/shared/contracts/enrolments.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture } from "../support/factories.js";

/**
 * The phone's offline queue replays a lesson completion with the same Idempotency-Key until it
 * hears an answer: a replay answers the same progress and counts once.
 */

let t: TestContext;
let course: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db, { title: "Offline course" });
});
afterAll(() => t.close());

async function enrolledStudent() {
  const student = await signedInUser(t.app);
  const request = as(t.app, student.cookie);
  expect((await request({ method: "POST", url: `/api/courses/${course.course.id}/enroll` })).statusCode).toBe(201);
  return { ...student, request };
}

describe("lesson completion with an Idempotency-Key", () => {
  it("answers a replay with the same key the same, and counts the lesson once", async () => {
    const { user, request } = await enrolledStudent();
    const lesson = course.lessons[0]!;
    const call = () =>
      request({
        method: "POST",
        url: `/api/lessons/${lesson.id}/complete`,
        headers: { "idempotency-key": "0b7c6a2e-4f1d-4c1e-9a55-3f2d1e0c9b8a" },
      });
    const first = await call();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().completion).toEqual({ completed: 1, total: 6, percentage: 16 });

    const replays = await Promise.all([call(), call(), call()]);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    const rows = await t.db
      .select()
      .from(userProgress)
      .where(and(eq(userProgress.userId, user.id), eq(userProgress.lessonId, lesson.id)));
    expect(rows).toHaveLength(1);
    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrollment).toMatchObject({ progress: 16, completed: false });
  });

  it("still completes without a key", async () => {
    const { request } = await enrolledStudent();
    const response = await request({ method: "POST", url: `/api/lessons/${course.lessons[1]!.id}/complete` });
    expect(response.statusCode).toBe(200);
    expect(response.json().completion.completed).toBe(1);
  });

  it.each([
    ["empty", ""],
    ["too long", "a".repeat(101)],
    ["with a space", "abc def"],
    ["with a slash", "abc/def"],
  ])("refuses a key that is %s with 400 and a clear message, recording nothing", async (_label, key) => {
    const { user, request } = await enrolledStudent();
    const response = await request({
      method: "POST",
      url: `/api/lessons/${course.lessons[0]!.id}/complete`,
      headers: { "idempotency-key": key },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IDEMPOTENCY_KEY_MESSAGE);
    expect(response.body).not.toMatch(/stack|at \w+ \(/);
    const rows = await t.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("accepts a key of 100 characters", async () => {
    const { request } = await enrolledStudent();
    const response = await request({
      method: "POST",
      url: `/api/lessons/${course.lessons[0]!.id}/complete`,
      headers: { "idempotency-key": "A-z_9".repeat(20) },
    });
    expect(response.statusCode).toBe(200);
  });

  it("still asks who is calling before anything else", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/lessons/${course.lessons[0]!.id}/complete`,
      headers: { "idempotency-key": "abc" },
    });
    expect(response.statusCode).toBe(401);
  });
});
