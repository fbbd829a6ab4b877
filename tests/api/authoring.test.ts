import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createTeamCourse, signedInUser } from "../support/factories.js";

let t: TestContext;
let team: { id: string }[] = [];
let instructor: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  instructor = as(t.app, staffUser.cookie);
  // The course team of every course this file makes (issue 24).
  team = [staffUser.user];
});
afterAll(() => t.close());

const publicGet = async (url: string) => (await t.app.inject({ method: "GET", url })).json();

describe("authoring permissions", () => {
  it("refuse visitors and students on every authoring route", async () => {
    const fixture = await createTeamCourse(t.db, team);
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    const id = fixture.course.id;
    const routes = [
      { method: "GET" as const, url: "/api/staff/courses" },
      { method: "GET" as const, url: `/api/staff/courses/${id}` },
      { method: "POST" as const, url: "/api/staff/courses", payload: { title: "x", description: "y", category: "z" } },
      { method: "PATCH" as const, url: `/api/staff/courses/${id}`, payload: { title: "Hacked" } },
      { method: "POST" as const, url: `/api/staff/courses/${id}/modules`, payload: { title: "m" } },
      { method: "PATCH" as const, url: `/api/staff/modules/${fixture.modules[0]!.id}`, payload: { title: "m" } },
      { method: "PATCH" as const, url: `/api/staff/lessons/${fixture.lessons[0]!.id}`, payload: { title: "l" } },
      { method: "PATCH" as const, url: `/api/staff/quizzes/${fixture.quiz.id}`, payload: { title: "q" } },
      { method: "DELETE" as const, url: `/api/staff/questions/${fixture.questions[0]!.id}` },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url} as visitor`).toBe(401);
      expect((await student(route)).statusCode, `${route.method} ${route.url} as student`).toBe(403);
    }
    expect((await publicGet(`/api/courses/${id}`)).title).toBe("Intro to Carpentry");
  });
});

describe("building a course from nothing", () => {
  it("creates, fills, orders and publishes a course the catalog then shows", async () => {
    const created = await instructor({
      method: "POST",
      url: "/api/staff/courses",
      payload: {
        title: "Tiny House Framing",
        description: "Frame walls and roofs for small homes.",
        category: "Carpentry & Woodworking",
        isFree: true,
        duration: "4 weeks",
        imageUrl: "/images/default-course.svg",
        standards: "NCCER Carpentry Level 1",
        isActive: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const course = created.json();
    expect(course).toMatchObject({
      title: "Tiny House Framing",
      price: "0.00",
      isActive: false,
      modules: [],
      videoCount: 0,
    });
    // Inactive: not in the public catalog yet.
    expect((await t.app.inject({ method: "GET", url: `/api/courses/${course.id}` })).statusCode).toBe(404);

    const addModule = (title: string, description: string) =>
      instructor({
        method: "POST",
        url: `/api/staff/courses/${course.id}/modules`,
        payload: { title, description, estimatedHours: 1.5 },
      });
    await addModule("Walls", "Lay out and raise walls");
    const tree = (await addModule("Roofs", "Cut rafters")).json();
    const [walls, roofs] = tree.modules;
    expect([walls.title, walls.orderIndex, walls.estimatedHours, roofs.orderIndex]).toEqual(["Walls", 1, "1.50", 2]);

    const lesson = await instructor({
      method: "POST",
      url: `/api/staff/modules/${walls.id}/lessons`,
      payload: {
        title: "Layout",
        content: "# Mark the plates\n\nUse a **square**.",
        duration: "10 min",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
    });
    expect(lesson.statusCode).toBe(201);
    // Both lessons have a video (an external link): they count in the course's video count.
    await instructor({
      method: "POST",
      url: `/api/staff/modules/${walls.id}/lessons`,
      payload: { title: "Raising", videoUrl: "https://vimeo.com/76979871" },
    });
    const quizTree = (
      await instructor({
        method: "POST",
        url: `/api/staff/modules/${walls.id}/quizzes`,
        payload: { title: "Walls quiz", passThreshold: 70, timeLimit: 5, maxAttempts: 2 },
      })
    ).json();
    const quiz = quizTree.modules[0].quizzes[0];
    expect(quiz).toMatchObject({ title: "Walls quiz", orderIndex: 3, passThreshold: 70 });

    const badAnswer = await instructor({
      method: "POST",
      url: `/api/staff/quizzes/${quiz.id}/questions`,
      payload: { question: "Stud spacing?", options: ["16 in", "24 in"], correctAnswer: "12 in" },
    });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().errors).toContainEqual({
      path: "body.correctAnswer",
      message: "The correct answer must be one of the options",
    });
    await instructor({
      method: "POST",
      url: `/api/staff/quizzes/${quiz.id}/questions`,
      payload: {
        question: "Common stud spacing?",
        options: ["16 in", "30 in"],
        correctAnswer: "16 in",
        explanation: "16 in on centre.",
      },
    });
    const withTrueFalse = (
      await instructor({
        method: "POST",
        url: `/api/staff/quizzes/${quiz.id}/questions`,
        payload: { question: "Top plates are doubled.", questionType: "true_false", correctAnswer: "True", points: 2 },
      })
    ).json();
    const questions = withTrueFalse.modules[0].quizzes[0].questions;
    expect(
      questions.map((question: { orderIndex: number; options: string[] }) => [question.orderIndex, question.options]),
    ).toEqual([
      [1, ["16 in", "30 in"]],
      [2, ["True", "False"]],
    ]);

    const project = await instructor({
      method: "POST",
      url: `/api/staff/modules/${roofs.id}/projects`,
      payload: {
        title: "Rafter template",
        requirements: "Photo of your template",
        submissionFormat: "file",
        maxSubmissions: 2,
      },
    });
    expect(project.statusCode).toBe(201);

    // Reorder: roofs first; in walls, the quiz before the lessons.
    const reordered = (
      await instructor({
        method: "PUT",
        url: `/api/staff/courses/${course.id}/modules/order`,
        payload: { ids: [roofs.id, walls.id] },
      })
    ).json();
    expect(reordered.modules.map((module: { title: string }) => module.title)).toEqual(["Roofs", "Walls"]);
    const wallsNow = reordered.modules[1];
    const items = [
      { kind: "quiz", id: quiz.id },
      ...wallsNow.lessons.map((entry: { id: string }) => ({ kind: "lesson", id: entry.id })),
    ];
    expect(
      (
        await instructor({
          method: "PUT",
          url: `/api/staff/modules/${walls.id}/items/order`,
          payload: { items: items.slice(1) },
        })
      ).statusCode,
    ).toBe(400);
    const itemTree = (
      await instructor({ method: "PUT", url: `/api/staff/modules/${walls.id}/items/order`, payload: { items } })
    ).json();
    expect(itemTree.modules[1].quizzes[0].orderIndex).toBe(1);

    // Publish: the catalog shows the course with its summary kept in step.
    const published = (
      await instructor({ method: "PATCH", url: `/api/staff/courses/${course.id}`, payload: { isActive: true } })
    ).json();
    expect(published.isActive).toBe(true);
    const listed = (await publicGet("/api/courses")).find((entry: { id: string }) => entry.id === course.id);
    expect(listed).toMatchObject({
      videoCount: 2,
      modules: [
        { title: "Roofs", objective: "Cut rafters" },
        { title: "Walls", objective: "Lay out and raise walls" },
      ],
    });
    const publicQuiz = await publicGet(`/api/quizzes/${quiz.id}`);
    expect(publicQuiz.questions).toHaveLength(2);
    expect(JSON.stringify(publicQuiz)).not.toContain("16 in on centre");

    // Deactivate a lesson: gone from the public module list.
    const lessonId = wallsNow.lessons[1].id;
    await instructor({ method: "PATCH", url: `/api/staff/lessons/${lessonId}`, payload: { isActive: false } });
    const publicLessons = await publicGet(`/api/modules/${walls.id}/lessons`);
    expect(publicLessons.map((entry: { title: string }) => entry.title)).toEqual(["Layout"]);
    expect((await publicGet(`/api/courses/${course.id}`)).videoCount).toBe(1);
  });

  it("keeps price and free flag consistent", async () => {
    const paidWithoutPrice = await instructor({
      method: "POST",
      url: "/api/staff/courses",
      payload: { title: "Welding", description: "Arc welding.", category: "Welding", isFree: false },
    });
    expect(paidWithoutPrice.statusCode).toBe(400);
    expect(paidWithoutPrice.json().message).toBe("A paid course needs a price above 0");
    const badPrice = await instructor({
      method: "POST",
      url: "/api/staff/courses",
      payload: { title: "Welding", description: "Arc welding.", category: "Welding", isFree: false, price: "12.345" },
    });
    expect(badPrice.statusCode).toBe(400);
    const paid = await instructor({
      method: "POST",
      url: "/api/staff/courses",
      payload: { title: "Welding", description: "Arc welding.", category: "Welding", isFree: false, price: 149.5 },
    });
    expect(paid.json()).toMatchObject({ isFree: false, price: "149.50" });
    const madeFree = await instructor({
      method: "PATCH",
      url: `/api/staff/courses/${paid.json().id}`,
      payload: { isFree: true },
    });
    expect(madeFree.json()).toMatchObject({ isFree: true, price: "0.00" });
    const badImage = await instructor({
      method: "PATCH",
      url: `/api/staff/courses/${paid.json().id}`,
      payload: { imageUrl: "javascript:alert(1)" },
    });
    expect(badImage.statusCode).toBe(400);
  });

  it("edits and deletes questions, checking the whole question", async () => {
    const fixture = await createTeamCourse(t.db, team);
    const [first, second] = fixture.questions;
    const mismatch = await instructor({
      method: "PATCH",
      url: `/api/staff/questions/${first!.id}`,
      payload: { options: ["Thrice", "Never"] },
    });
    expect(mismatch.statusCode).toBe(400);
    const fixed = await instructor({
      method: "PATCH",
      url: `/api/staff/questions/${first!.id}`,
      payload: { options: ["Thrice", "Twice"], correctAnswer: "Twice" },
    });
    expect(fixed.statusCode).toBe(200);
    const wrongOrder = await instructor({
      method: "PUT",
      url: `/api/staff/quizzes/${fixture.quiz.id}/questions/order`,
      payload: { ids: [second!.id] },
    });
    expect(wrongOrder.statusCode).toBe(400);
    const deleted = await instructor({ method: "DELETE", url: `/api/staff/questions/${second!.id}` });
    expect(deleted.json().modules[0].quizzes[0].questions).toHaveLength(2);
    expect((await instructor({ method: "DELETE", url: `/api/staff/questions/${second!.id}` })).statusCode).toBe(404);
  });
});
