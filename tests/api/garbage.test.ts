import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildApp } from "../../src/server/app.js";
import { as, createTestApp, testConfig, type TestContext } from "../support/app.js";
import { createTestDatabase } from "../support/db.js";
import { createCourseWithContent, createMentor, signedInUser, type CourseFixture } from "../support/factories.js";

let t: TestContext;
let course: CourseFixture;
let mentorId: string;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db);
  mentorId = (await createMentor(t.db)).id;
});
afterAll(() => t.close());

const NUL_MESSAGE = "Text may not contain NUL characters";
const SURROGATE_MESSAGE = "Text must be valid Unicode";

/** Sends raw JSON text, so lone surrogate escapes reach the parser as such. */
const json = (payload: string) => ({ payload, headers: { "content-type": "application/json" } });

describe("NUL characters and lone surrogates in text", () => {
  it("are refused in sign-up fields with 400 naming the field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "nul@example.org", password: "long-enough-password", firstName: "Ann\u0000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: NUL_MESSAGE,
      errors: [{ path: "body.firstName", message: NUL_MESSAGE }],
    });

    const surrogate = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      ...json('{"email":"lone@example.org","password":"long-enough-password","firstName":"Ann\\ud800"}'),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({
      message: SURROGATE_MESSAGE,
      errors: [{ path: "body.firstName", message: SURROGATE_MESSAGE }],
    });
  });

  it("are refused in a booking topic, a submission and quiz answers, and nothing is stored", async () => {
    const { cookie } = await signedInUser(t.app);
    const request = as(t.app, cookie);
    const probes = [
      {
        url: `/api/mentors/${mentorId}/book`,
        payload: { scheduledAt: "2030-01-01T10:00:00Z", topic: "Framing\u0000" },
        path: "body.topic",
      },
      {
        url: `/api/projects/${course.project.id}/submissions`,
        payload: { content: "My box\u0000" },
        path: "body.content",
      },
      {
        url: `/api/quizzes/${course.quiz.id}/attempts`,
        payload: { answers: { [course.questions[0]!.id]: "Twice\u0000" } },
        path: `body.answers.${course.questions[0]!.id}`,
      },
    ];
    for (const probe of probes) {
      const response = await request({ method: "POST", url: probe.url, payload: probe.payload });
      expect(response.statusCode, probe.url).toBe(400);
      expect(response.json(), probe.url).toEqual({
        message: NUL_MESSAGE,
        errors: [{ path: probe.path, message: NUL_MESSAGE }],
      });
    }
    // A NUL in an answer's key (a question id) is refused the same way, without echoing it.
    const key = await request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      payload: { answers: { "q\u0000": "Twice" } },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(NUL_MESSAGE);
    expect(key.body).not.toContain("\\u0000");

    const surrogate = await request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      ...json(`{"answers":{"${course.questions[1]!.id}":"\\udc00"}}`),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toBe(SURROGATE_MESSAGE);

    const bookings = await request({ method: "GET", url: "/api/user/mentor-bookings" });
    expect(bookings.json()).toEqual([]);
    const submissions = await request({ method: "GET", url: `/api/projects/${course.project.id}/submissions` });
    expect(submissions.json()).toEqual([]);
    const attempts = await request({ method: "GET", url: `/api/quizzes/${course.quiz.id}/attempts` });
    expect(attempts.json()).toEqual([]);
  });

  it("are refused in a query string", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2F%00" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: NUL_MESSAGE,
      errors: [{ path: "query.returnTo", message: NUL_MESSAGE }],
    });
  });
});

describe("malformed multipart bodies", () => {
  it("answer 400 whether the boundary never comes or a part ends early", async () => {
    const { cookie } = await signedInUser(t.app);
    const request = as(t.app, cookie);
    const url = `/api/projects/${course.fileProject.id}/files`;
    const noBoundary = await request({
      method: "POST",
      url,
      payload: "--x\r\n\r\n",
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: "Malformed multipart body" });

    const truncated = await request({
      method: "POST",
      url,
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello, no closing boundary',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ message: "Malformed multipart body" });
  });
});

describe("framework errors", () => {
  it("answer an over-long id with our 404, without echoing it", async () => {
    const id = "a".repeat(300);
    for (const url of [`/api/courses/${id}`, `/api/courses/${id}/enroll`]) {
      const response = await t.app.inject({ method: url.endsWith("enroll") ? "POST" : "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: "Not found" });
    }
  });

  it("answer a malformed percent-encoding in the path with our 400, without echoing it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/courses/%E0%A4%Azz" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Bad request" });
  });
});

describe("database data exceptions", () => {
  it("answer 400 when a value reaches the database that it can't store", async () => {
    // A route the app doesn't have, added before ready: it sends the database a NUL, as any
    // input that slipped past validation would.
    const handle = await createTestDatabase();
    const app = await buildApp(testConfig(), handle, { logger: false });
    app.get("/api/test/nul", async () => app.db.execute(sql`select ${"a\u0000b"}::text as value`));
    app.get("/api/test/overflow", async () => app.db.execute(sql`select ${"123456"}::numeric(3,2) as value`));
    await app.ready();
    try {
      for (const url of ["/api/test/nul", "/api/test/overflow"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ message: "The request holds a value that can't be stored" });
      }
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
