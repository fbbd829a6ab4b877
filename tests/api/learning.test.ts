import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments, projectSubmissions, userProgress } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { correctAnswers, createCourseWithContent, signedInUser, type CourseFixture } from "../support/factories.js";

let t: TestContext;
let course: CourseFixture;
let paid: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db, { title: "Free course" });
  paid = await createCourseWithContent(t.db, { title: "Paid course", isFree: false, price: "79.00" });
});
afterAll(() => t.close());

async function enrolledStudent(fixture: CourseFixture = course) {
  const student = await signedInUser(t.app);
  const request = as(t.app, student.cookie);
  const response = await request({ method: "POST", url: `/api/courses/${fixture.course.id}/enroll` });
  expect(response.statusCode).toBe(201);
  return { ...student, request };
}

describe("enrolment", () => {
  it("requires sign-in", async () => {
    const response = await t.app.inject({ method: "POST", url: `/api/courses/${course.course.id}/enroll` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
    expect((await t.app.inject({ method: "GET", url: "/api/user/enrollments" })).statusCode).toBe(401);
  });

  it("enrols in a free course once, with the nested course", async () => {
    const { user, request } = await enrolledStudent();
    const again = await request({ method: "POST", url: `/api/courses/${course.course.id}/enroll`, payload: {} });
    expect(again.statusCode).toBe(200);
    const list = (await request({ method: "GET", url: "/api/user/enrollments" })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      userId: user.id,
      courseId: course.course.id,
      progress: 0,
      completed: false,
      course: { id: course.course.id, title: "Free course", category: "Carpentry & Woodworking", imageUrl: null },
    });
  });

  it("refuses a paid course with 402", async () => {
    const { cookie } = await signedInUser(t.app);
    const response = await as(t.app, cookie)({ method: "POST", url: `/api/courses/${paid.course.id}/enroll` });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/paid course/i);
  });

  it("answers 404 for a missing course", async () => {
    const { cookie } = await signedInUser(t.app);
    const response = await as(t.app, cookie)({ method: "POST", url: "/api/courses/nope/enroll" });
    expect(response.statusCode).toBe(404);
  });

  it("creates one enrolment from 20 concurrent requests", async () => {
    const { user, request } = await signedInUser(t.app).then((student) => ({
      ...student,
      request: as(t.app, student.cookie),
    }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => request({ method: "POST", url: `/api/courses/${course.course.id}/enroll` })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 200)).toHaveLength(19);
    const rows = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe("progress", () => {
  it("requires sign-in and answers for visitors with 401", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "POST", url: `/api/lessons/${course.lessons[0]!.id}/complete` })).statusCode,
    ).toBe(401);
  });

  it("refuses lesson completion without an enrolment", async () => {
    const { cookie } = await signedInUser(t.app);
    const response = await as(t.app, cookie)({ method: "POST", url: `/api/lessons/${course.lessons[0]!.id}/complete` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Enroll in this course first");
  });

  it("completes lessons idempotently and keeps the enrolment in step", async () => {
    const { user, request } = await enrolledStudent();
    const empty = (await request({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).json();
    // 3 lessons + 1 quiz + 2 projects.
    const counted = [...course.lessons, course.quiz, course.project, course.fileProject].map((item) => item.id).sort();
    expect(empty).toEqual({ progress: [], completion: { completed: 0, total: 6, percentage: 0 }, remaining: counted });

    const lesson = course.lessons[0]!;
    const first = await request({ method: "POST", url: `/api/lessons/${lesson.id}/complete` });
    expect(first.statusCode).toBe(200);
    expect(first.json().completion).toEqual({ completed: 1, total: 6, percentage: 16 });
    expect(first.json().progress[0]).toMatchObject({ lessonId: lesson.id, quizId: null, projectId: null });
    expect(first.json().progress[0].completedAt).toEqual(expect.any(String));

    const again = await request({ method: "POST", url: `/api/lessons/${lesson.id}/complete` });
    expect(again.json().completion.completed).toBe(1);
    const rows = await t.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(rows).toHaveLength(1);

    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrollment).toMatchObject({ progress: 16, completed: false });
  });

  it("marks the enrolment completed when every required item is done", async () => {
    const { user, request } = await enrolledStudent();
    for (const lesson of course.lessons) await request({ method: "POST", url: `/api/lessons/${lesson.id}/complete` });
    const passed = await request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      payload: { answers: correctAnswers(course), timeSpent: 3 },
    });
    expect(passed.json().passed).toBe(true);
    let progress = (await request({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).json();
    expect(progress.completion).toEqual({ completed: 4, total: 6, percentage: 66 });
    expect(progress.progress.some((entry: { quizId: string }) => entry.quizId === course.quiz.id)).toBe(true);

    // Projects complete when approved (by an instructor's review).
    for (const project of [course.project, course.fileProject]) {
      const content = project.submissionFormat === "file" ? "File submitted: box.jpg" : "My box";
      const submitted = await request({
        method: "POST",
        url: `/api/projects/${project.id}/submissions`,
        payload: project.submissionFormat === "file" ? { content, fileUrl: "uploads/box.jpg" } : { content },
      });
      expect(submitted.statusCode).toBe(201);
    }
    expect((await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id)))[0]!.completed).toBe(false);
    await t.db.update(projectSubmissions).set({ status: "approved" }).where(eq(projectSubmissions.userId, user.id));
    // Approval's progress entries are written by the review flow; here they are inserted as it would.
    for (const project of [course.project, course.fileProject]) {
      await t.db.insert(userProgress).values({
        userId: user.id,
        courseId: course.course.id,
        moduleId: project.moduleId,
        projectId: project.id,
        completedAt: new Date(),
      });
    }
    // The next completion recomputes: everything is done.
    await request({ method: "POST", url: `/api/lessons/${course.lessons[0]!.id}/complete` });
    progress = (await request({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).json();
    expect(progress.completion).toEqual({ completed: 6, total: 6, percentage: 100 });
    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrollment).toMatchObject({ progress: 100, completed: true });
    expect(enrollment!.completedAt).toBeInstanceOf(Date);
  });
});

describe("quiz attempts", () => {
  const wrong = (fixture: CourseFixture) =>
    Object.fromEntries(fixture.questions.map((question) => [question.id, "Not it"]));

  it("requires sign-in; an attempt in a free course enrols, a paid course needs its enrolment", async () => {
    const url = `/api/quizzes/${course.quiz.id}/attempts`;
    expect((await t.app.inject({ method: "POST", url, payload: { answers: {} } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const { user, cookie } = await signedInUser(t.app);
    const free = await as(t.app, cookie)({ method: "POST", url, payload: { answers: correctAnswers(course) } });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ passed: true, attemptNumber: 1 });
    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrolled.map((row) => row.courseId)).toEqual([course.course.id]);

    const paidUrl = `/api/quizzes/${paid.quiz.id}/attempts`;
    const refused = await as(
      t.app,
      cookie,
    )({ method: "POST", url: paidUrl, payload: { answers: correctAnswers(paid) } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Enroll in this course first");
  });

  it("grades on the server by points and numbers the attempts", async () => {
    const { user, request } = await enrolledStudent();
    const [q1, q2, q3] = course.questions;
    // q1 (1 point) right, q2 (1 point) wrong, q3 (2 points) right: 3 of 4 = 75%.
    const answers = { [q1!.id]: "Twice", [q2!.id]: "True", [q3!.id]: "Jigsaw" };
    const response = await request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      payload: { answers, timeSpent: 4 },
    });
    expect(response.statusCode).toBe(201);
    const attempt = response.json();
    expect(attempt).toMatchObject({
      userId: user.id,
      quizId: course.quiz.id,
      score: 75,
      maxScore: 4,
      passed: false,
      timeSpent: 4,
      attemptNumber: 1,
      attemptsRemaining: 2,
      passThreshold: 80,
      answers,
    });
    // Not passed and attempts remain: no correct answers are revealed yet.
    expect(attempt.results).toEqual([
      { questionId: q1!.id, isCorrect: true },
      { questionId: q2!.id, isCorrect: false },
      { questionId: q3!.id, isCorrect: true },
    ]);
    const attempts = (await request({ method: "GET", url: `/api/quizzes/${course.quiz.id}/attempts` })).json();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attemptNumber: 1, score: 75, passed: false });
  });

  it("passes, reveals the answers, and refuses attempts after a pass", async () => {
    const { request } = await enrolledStudent();
    const url = `/api/quizzes/${course.quiz.id}/attempts`;
    const passed = await request({ method: "POST", url, payload: { answers: correctAnswers(course), timeSpent: 2 } });
    expect(passed.json()).toMatchObject({ score: 100, passed: true, attemptNumber: 1, attemptsRemaining: 0 });
    expect(passed.json().results[0]).toMatchObject({ correctAnswer: "Twice", explanation: "Measure twice, cut once." });
    const after = await request({ method: "POST", url, payload: { answers: correctAnswers(course) } });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe("You have already passed this quiz");
  });

  it("holds maxAttempts and reveals answers on the last attempt", async () => {
    const { request } = await enrolledStudent();
    const url = `/api/quizzes/${course.quiz.id}/attempts`;
    for (const number of [1, 2, 3]) {
      const response = await request({ method: "POST", url, payload: { answers: wrong(course) } });
      expect(response.json()).toMatchObject({ attemptNumber: number, score: 0, passed: false });
      if (number === 3) expect(response.json().results[0].correctAnswer).toBe("Twice");
    }
    const fourth = await request({ method: "POST", url, payload: { answers: correctAnswers(course) } });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe("No attempts remaining for this quiz");
  });

  it("never passes maxAttempts under 20 concurrent attempts", async () => {
    const { user, request } = await enrolledStudent();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request({
          method: "POST",
          url: `/api/quizzes/${course.quiz.id}/attempts`,
          payload: { answers: wrong(course) },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    const attempts = (await request({ method: "GET", url: `/api/quizzes/${course.quiz.id}/attempts` })).json();
    expect(attempts.map((attempt: { attemptNumber: number; userId: string }) => attempt.attemptNumber)).toEqual([
      1, 2, 3,
    ]);
    expect(attempts.every((attempt: { userId: string }) => attempt.userId === user.id)).toBe(true);
  });

  it("validates the answers", async () => {
    const { request } = await enrolledStudent();
    const url = `/api/quizzes/${course.quiz.id}/attempts`;
    const unknown = await request({ method: "POST", url, payload: { answers: { "not-a-question": "x" } } });
    expect(unknown.statusCode).toBe(400);
    const noAnswers = await request({ method: "POST", url, payload: { timeSpent: 1 } });
    expect(noAnswers.statusCode).toBe(400);
    expect(noAnswers.json().errors[0].path).toBe("body.answers");
    const badTime = await request({ method: "POST", url, payload: { answers: {}, timeSpent: 1.5 } });
    expect(badTime.statusCode).toBe(400);
    const missing = await request({ method: "POST", url: "/api/quizzes/nope/attempts", payload: { answers: {} } });
    expect(missing.statusCode).toBe(404);
  });

  it("uses the default threshold of 80 and 3 attempts when the quiz has none", async () => {
    const fixture = await createCourseWithContent(
      t.db,
      { title: "Defaults" },
      { passThreshold: null, maxAttempts: null },
    );
    const { request } = await enrolledStudent(fixture);
    const quiz = (await request({ method: "GET", url: `/api/quizzes/${fixture.quiz.id}` })).json();
    expect(quiz).toMatchObject({ passThreshold: null, maxAttempts: null });
    const [q1, q2, q3] = fixture.questions;
    // 3 of 4 points = 75%: below 80.
    const response = await request({
      method: "POST",
      url: `/api/quizzes/${fixture.quiz.id}/attempts`,
      payload: { answers: { [q1!.id]: "Twice", [q2!.id]: "True", [q3!.id]: "Jigsaw" } },
    });
    expect(response.json()).toMatchObject({ passed: false, passThreshold: 80, attemptsRemaining: 2 });
  });
});

describe("project submissions", () => {
  it("requires sign-in; a submission in a free course enrols, a paid course needs its enrolment", async () => {
    const url = `/api/projects/${course.project.id}/submissions`;
    expect((await t.app.inject({ method: "POST", url, payload: { content: "x" } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const { user, cookie } = await signedInUser(t.app);
    const free = await as(t.app, cookie)({ method: "POST", url, payload: { content: "My pine box" } });
    expect(free.statusCode).toBe(201);
    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrolled.map((row) => row.courseId)).toEqual([course.course.id]);

    const paidUrl = `/api/projects/${paid.project.id}/submissions`;
    const refused = await as(t.app, cookie)({ method: "POST", url: paidUrl, payload: { content: "x" } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Enroll in this course first");
  });

  it("needs non-blank content for the text format, then holds the limit", async () => {
    const { user, request } = await enrolledStudent();
    const url = `/api/projects/${course.project.id}/submissions`;
    const blank = await request({ method: "POST", url, payload: { content: "   " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please provide the required submission content.");
    // fileUrl: null is the same as no file address.
    const ok = await request({
      method: "POST",
      url,
      payload: { content: "  My box is made of pine.  ", fileUrl: null },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      userId: user.id,
      projectId: course.project.id,
      content: "My box is made of pine.",
      fileUrl: null,
      status: "pending",
      grade: null,
      feedback: null,
      submissionNumber: 1,
      reviewedAt: null,
    });
    const second = await request({ method: "POST", url, payload: { content: "Another" } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Maximum submissions reached for this project");
  });

  it("needs a file address and content for the file format", async () => {
    const { request } = await enrolledStudent();
    const url = `/api/projects/${course.fileProject.id}/submissions`;
    expect((await request({ method: "POST", url, payload: { content: "File submitted: a.jpg" } })).statusCode).toBe(
      400,
    );
    const traversal = await request({ method: "POST", url, payload: { content: "x", fileUrl: "uploads/../secret" } });
    expect(traversal.statusCode).toBe(400);
    const script = await request({ method: "POST", url, payload: { content: "x", fileUrl: "javascript:alert(1)" } });
    expect(script.statusCode).toBe(400);
    const ok = await request({
      method: "POST",
      url,
      payload: { content: "File submitted: joint.jpg", fileUrl: "uploads/joint.jpg" },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ content: "File submitted: joint.jpg", fileUrl: "uploads/joint.jpg" });
  });

  it("allows one more submission after needs_revision", async () => {
    const { user, request } = await enrolledStudent();
    const url = `/api/projects/${course.project.id}/submissions`;
    await request({ method: "POST", url, payload: { content: "First try" } });
    await t.db
      .update(projectSubmissions)
      .set({ status: "needs_revision" })
      .where(eq(projectSubmissions.userId, user.id));
    const revised = await request({ method: "POST", url, payload: { content: "Second try" } });
    expect(revised.statusCode).toBe(201);
    expect(revised.json().submissionNumber).toBe(2);
    expect((await request({ method: "POST", url, payload: { content: "Third" } })).statusCode).toBe(409);
    const list = (await request({ method: "GET", url })).json();
    expect(list.map((entry: { submissionNumber: number }) => entry.submissionNumber)).toEqual([1, 2]);
  });

  it("never passes maxSubmissions under 20 concurrent submissions", async () => {
    const fixture = await createCourseWithContent(t.db, { title: "Three tries" }, {}, { maxSubmissions: 3 });
    const { request } = await enrolledStudent(fixture);
    const url = `/api/projects/${fixture.project.id}/submissions`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => request({ method: "POST", url, payload: { content: `Try ${index}` } })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    const list = (await request({ method: "GET", url })).json();
    expect(list.map((entry: { submissionNumber: number }) => entry.submissionNumber)).toEqual([1, 2, 3]);
  });
});

describe("another student's data", () => {
  it("is neither readable nor changed through my session", async () => {
    const owner = await enrolledStudent();
    await owner.request({
      method: "POST",
      url: `/api/projects/${course.project.id}/submissions`,
      payload: { content: "Owner's secret work" },
    });
    await owner.request({ method: "POST", url: `/api/lessons/${course.lessons[0]!.id}/complete` });
    await owner.request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      payload: { answers: correctAnswers(course) },
    });

    const other = await enrolledStudent();
    const submissions = await other.request({ method: "GET", url: `/api/projects/${course.project.id}/submissions` });
    expect(submissions.json()).toEqual([]);
    expect(submissions.body).not.toContain("secret");
    expect((await other.request({ method: "GET", url: `/api/quizzes/${course.quiz.id}/attempts` })).json()).toEqual([]);
    const progress = (await other.request({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).json();
    expect(progress.completion.completed).toBe(0);
    const enrollmentsOfOther = (await other.request({ method: "GET", url: "/api/user/enrollments" })).json();
    expect(enrollmentsOfOther.every((entry: { userId: string }) => entry.userId === other.user.id)).toBe(true);
    // The owner's own submission is still there and still theirs alone.
    const mine = (await owner.request({ method: "GET", url: `/api/projects/${course.project.id}/submissions` })).json();
    expect(mine).toHaveLength(1);
  });
});
