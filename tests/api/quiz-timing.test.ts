import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments, quizAttempts, quizStarts } from "../../src/db/schema/index.js";
import { TIME_LIMIT_GRACE_SECONDS } from "../../src/shared/contracts/quizzes.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { correctAnswers, createTeamCourse, signedInUser, type CourseFixture } from "../support/factories.js";

let t: TestContext;
let team: { id: string }[] = [];
let course: CourseFixture;
let paid: CourseFixture;
let instructor: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  instructor = as(t.app, staffUser.cookie);
  // The course team of every course this file makes (issue 24).
  team = [staffUser.user];
  // The fixture's quiz has a 10-minute limit.
  course = await createTeamCourse(t.db, team, { title: "Free course" });
  paid = await createTeamCourse(t.db, team, { title: "Paid course", isFree: false, price: "79.00" });
});
afterAll(() => t.close());

async function student() {
  const signedIn = await signedInUser(t.app);
  return { ...signedIn, request: as(t.app, signedIn.cookie) };
}

const startUrl = (fixture: CourseFixture) => `/api/quizzes/${fixture.quiz.id}/start`;
const attemptsUrl = (fixture: CourseFixture) => `/api/quizzes/${fixture.quiz.id}/attempts`;
const staffUrl = (fixture: CourseFixture) => `/api/staff/quizzes/${fixture.quiz.id}/attempts`;

/** Moves a student's open start back in time: the test's stand-in for a student taking long. */
async function backdateStart(userId: string, quizId: string, seconds: number) {
  await t.db
    .update(quizStarts)
    .set({ startedAt: sql`${quizStarts.startedAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(quizStarts.userId, userId), eq(quizStarts.quizId, quizId)));
}

function openStarts(userId: string) {
  return t.db.select().from(quizStarts).where(eq(quizStarts.userId, userId));
}

describe("POST /api/quizzes/:id/start", () => {
  it("requires sign-in and a quiz that exists", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: startUrl(course) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthorized" });
    const { request } = await student();
    const missing = await request({ method: "POST", url: "/api/quizzes/00000000-0000-4000-8000-000000000000/start" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Quiz not found" });
  });

  it("keeps one open start per student and quiz: calling again answers the first start", async () => {
    const { user, request } = await student();
    const first = await request({ method: "POST", url: startUrl(course) });
    expect(first.statusCode).toBe(201);
    const { startedAt } = first.json<{ startedAt: string }>();
    expect(Number.isNaN(Date.parse(startedAt))).toBe(false);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => request({ method: "POST", url: startUrl(course) })),
    );
    expect(again.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(again.map((response) => response.json().startedAt))).toEqual(new Set([startedAt]));
    expect(await openStarts(user.id)).toHaveLength(1);
  });

  it("follows the rule for taking the quiz: a paid course needs its enrolment; a free one does not enrol", async () => {
    const { user, request } = await student();
    const refused = await request({ method: "POST", url: startUrl(paid) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Enroll in this course first" });
    expect(await openStarts(user.id)).toHaveLength(0);

    await t.db.insert(enrollments).values({ userId: user.id, courseId: paid.course.id });
    expect((await request({ method: "POST", url: startUrl(paid) })).statusCode).toBe(201);

    expect((await request({ method: "POST", url: startUrl(course) })).statusCode).toBe(201);
    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrolled.map((row) => row.courseId)).toEqual([paid.course.id]);
  });
});

describe("GET /api/quizzes/:id/start", () => {
  it("answers the open start without opening one, and none once the attempt is sent", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: startUrl(course) });
    expect(anonymous.statusCode).toBe(401);
    const { user, request } = await student();
    const missing = await request({ method: "GET", url: "/api/quizzes/00000000-0000-4000-8000-000000000000/start" });
    expect(missing.statusCode).toBe(404);

    // One student's own state, never kept by a browser or a proxy, error answers included.
    for (const response of [anonymous, missing]) expect(response.headers["cache-control"]).toBe("private, no-store");
    const before = await request({ method: "GET", url: startUrl(course) });
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("private, no-store");
    expect(before.json()).toEqual({ start: null });
    expect(await openStarts(user.id)).toHaveLength(0);

    const started = (await request({ method: "POST", url: startUrl(course) })).json<Record<string, string>>();
    const openResponse = await request({ method: "GET", url: startUrl(course) });
    expect(openResponse.headers["cache-control"]).toBe("private, no-store");
    const open = openResponse.json<{ start: Record<string, string> }>();
    expect(open.start.startedAt).toBe(started.startedAt);
    // The fixture's quiz has a 10-minute limit: the deadline is the start plus 10 minutes.
    expect(Date.parse(open.start.deadline!) - Date.parse(open.start.startedAt!)).toBe(10 * 60_000);
    expect(Number.isNaN(Date.parse(open.start.now!))).toBe(false);

    expect((await request({ method: "POST", url: attemptsUrl(course), payload: { answers: {} } })).statusCode).toBe(
      201,
    );
    expect((await request({ method: "GET", url: startUrl(course) })).json()).toEqual({ start: null });
  });
});

describe("server-measured time on attempts", () => {
  it("records the seconds from the start to the submission and closes the start", async () => {
    const { user, request } = await student();
    expect((await request({ method: "POST", url: startUrl(course) })).statusCode).toBe(201);
    await backdateStart(user.id, course.quiz.id, 95);
    const before = Date.now();
    const response = await request({
      method: "POST",
      url: attemptsUrl(course),
      payload: { answers: {}, timeSpent: 2 },
    });
    const elapsed = Math.ceil((Date.now() - before) / 1000);
    expect(response.statusCode).toBe(201);
    const attempt = response.json<{ timeSpent: number; serverTimeSpent: number }>();
    expect(attempt.timeSpent).toBe(2);
    expect(attempt.serverTimeSpent).toBeGreaterThanOrEqual(95);
    expect(attempt.serverTimeSpent).toBeLessThanOrEqual(95 + elapsed + 1);
    expect(await openStarts(user.id)).toHaveLength(0);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(row!.serverTimeSpent).toBe(attempt.serverTimeSpent);

    // The student's own list carries it too; the next attempt without a new start is unmeasured.
    const list = (await request({ method: "GET", url: attemptsUrl(course) })).json<{ serverTimeSpent: unknown }[]>();
    expect(list.map((item) => item.serverTimeSpent)).toEqual([attempt.serverTimeSpent]);
    const second = await request({ method: "POST", url: attemptsUrl(course), payload: { answers: {}, timeSpent: 1 } });
    expect(second.statusCode).toBe(201);
    expect(second.json().serverTimeSpent).toBeNull();
  });

  it("takes an attempt without a start as before, with serverTimeSpent null", async () => {
    const { request } = await student();
    const response = await request({
      method: "POST",
      url: attemptsUrl(course),
      payload: { answers: correctAnswers(course), timeSpent: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ passed: true, score: 100, timeSpent: 3, serverTimeSpent: null });
  });

  it("never refuses an attempt over the time limit: it is recorded and passes if correct", async () => {
    const { user, request } = await student();
    expect((await request({ method: "POST", url: startUrl(course) })).statusCode).toBe(201);
    await backdateStart(user.id, course.quiz.id, 10 * 60 + 3600);
    const response = await request({
      method: "POST",
      url: attemptsUrl(course),
      payload: { answers: correctAnswers(course), timeSpent: 9 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().passed).toBe(true);
    expect(response.json().serverTimeSpent).toBeGreaterThanOrEqual(10 * 60 + 3600);
  });

  it("keeps the open start when the attempt is refused (no attempts left)", async () => {
    const { user, request } = await student();
    for (let index = 0; index < 3; index += 1) {
      const sent = await request({ method: "POST", url: attemptsUrl(course), payload: { answers: {} } });
      expect(sent.statusCode).toBe(201);
    }
    expect((await request({ method: "POST", url: startUrl(course) })).statusCode).toBe(201);
    const refused = await request({ method: "POST", url: attemptsUrl(course), payload: { answers: {} } });
    expect(refused.statusCode).toBe(409);
    expect(await openStarts(user.id)).toHaveLength(1);
  });
});

describe("GET /api/staff/quizzes/:id/attempts", () => {
  it("lists a quiz's attempts with both times, the limit and a flag for server time over it", async () => {
    const fixture = await createTeamCourse(t.db, team, { title: "Timed course" }, { timeLimit: 2 });
    const slow = await student();
    const quick = await student();
    const unmeasured = await student();
    for (const [who, seconds] of [
      [slow, 2 * 60 + TIME_LIMIT_GRACE_SECONDS + 60],
      [quick, 30],
    ] as const) {
      expect((await who.request({ method: "POST", url: startUrl(fixture) })).statusCode).toBe(201);
      await backdateStart(who.user.id, fixture.quiz.id, seconds);
      const sent = await who.request({
        method: "POST",
        url: attemptsUrl(fixture),
        payload: { answers: {}, timeSpent: 2 },
      });
      expect(sent.statusCode).toBe(201);
    }
    const sent = await unmeasured.request({ method: "POST", url: attemptsUrl(fixture), payload: { answers: {} } });
    expect(sent.statusCode).toBe(201);

    const response = await instructor({ method: "GET", url: staffUrl(fixture) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json<{
      quizId: string;
      title: string;
      timeLimit: number;
      attempts: {
        attemptNumber: number;
        score: number;
        passed: boolean;
        completedAt: string;
        timeSpent: number | null;
        serverTimeSpent: number | null;
        overTimeLimit: boolean;
        student: { id: string; email: string; firstName: string };
      }[];
    }>();
    expect(body).toMatchObject({ quizId: fixture.quiz.id, title: "Tools quiz", timeLimit: 2 });
    const byStudent = new Map(body.attempts.map((attempt) => [attempt.student.id, attempt]));
    expect(body.attempts).toHaveLength(3);
    expect(byStudent.get(slow.user.id)).toMatchObject({
      attemptNumber: 1,
      score: 0,
      passed: false,
      timeSpent: 2,
      overTimeLimit: true,
      student: { email: slow.user.email, firstName: "Test" },
    });
    expect(byStudent.get(slow.user.id)!.serverTimeSpent).toBeGreaterThanOrEqual(2 * 60 + TIME_LIMIT_GRACE_SECONDS + 60);
    expect(byStudent.get(quick.user.id)).toMatchObject({ timeSpent: 2, overTimeLimit: false });
    expect(byStudent.get(quick.user.id)!.serverTimeSpent).toBeGreaterThanOrEqual(30);
    expect(byStudent.get(unmeasured.user.id)).toMatchObject({
      timeSpent: null,
      serverTimeSpent: null,
      overTimeLimit: false,
    });
    // No answers leak into the staff list.
    expect(JSON.stringify(body)).not.toContain("answers");
  });

  it("is for staff only: visitors 401, students 403; admins and the course's team may read it", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: staffUrl(course) });
    expect(anonymous.statusCode).toBe(401);
    const { request } = await student();
    const refused = await request({ method: "GET", url: staffUrl(course) });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json())).toEqual(["message"]);
    const admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
    expect((await admin({ method: "GET", url: staffUrl(paid) })).statusCode).toBe(200);
    expect((await instructor({ method: "GET", url: staffUrl(paid) })).statusCode).toBe(200);
    // An instructor outside the course's team finds no such quiz (issue 24).
    const other = as(t.app, (await signedInUser(t.app, { role: "instructor" })).cookie);
    expect((await other({ method: "GET", url: staffUrl(paid) })).statusCode).toBe(404);
  });

  it("answers 404 for a missing quiz and for an id that is not one", async () => {
    expect(
      (await instructor({ method: "GET", url: "/api/staff/quizzes/00000000-0000-4000-8000-000000000000/attempts" }))
        .statusCode,
    ).toBe(404);
    expect((await instructor({ method: "GET", url: "/api/staff/quizzes/nope/attempts" })).statusCode).toBe(404);
  });
});
