import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, courses, lessons } from "../../src/db/schema/index.js";
import { createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, createMentor, signedInUser, type CourseFixture } from "../support/factories.js";

let t: TestContext;
let free: CourseFixture;
let paid: CourseFixture;
let inactive: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  free = await createCourseWithContent(t.db, { title: "Free course", isFeatured: true });
  paid = await createCourseWithContent(t.db, { title: "Paid course", isFree: false, price: "49.00" });
  inactive = await createCourseWithContent(t.db, { title: "Archived course", isActive: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("courses", () => {
  it("lists only active courses with the spec's fields", async () => {
    const response = await get("/api/courses");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((course: { title: string }) => course.title).sort()).toEqual(["Free course", "Paid course"]);
    const course = list.find((entry: { id: string }) => entry.id === paid.course.id);
    expect(course).toMatchObject({
      title: "Paid course",
      description: "Measure, cut and join wood safely.",
      category: "Carpentry & Woodworking",
      price: "49.00",
      isFree: false,
      videoCount: 0,
      rating: "0.00",
      reviewCount: 0,
      isActive: true,
      modules: [
        { title: "Tools", objective: "Know your tools" },
        { title: "Joints", objective: "Make joints" },
      ],
    });
    expect(new Date(course.createdAt).toISOString()).toBe(course.createdAt);
  });

  it("lists featured courses for the home page", async () => {
    const response = await get("/api/courses/featured");
    expect(response.statusCode).toBe(200);
    expect(response.json().map((course: { id: string }) => course.id)).toEqual([free.course.id]);
  });

  it("answers one course, and 404 for a missing, inactive or malformed id", async () => {
    expect((await get(`/api/courses/${free.course.id}`)).json()).toMatchObject({ id: free.course.id, isFree: true });
    for (const id of ["00000000-0000-4000-8000-000000000000", inactive.course.id, "abc", "1", "%27%20or%201%3D1"]) {
      const response = await get(`/api/courses/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: "Course not found" });
    }
  });

  it("lists a course's modules in order", async () => {
    const response = await get(`/api/courses/${free.course.id}/modules`);
    expect(response.statusCode).toBe(200);
    const modules = response.json();
    expect(modules.map((module: { title: string; orderIndex: number }) => [module.title, module.orderIndex])).toEqual([
      ["Tools", 1],
      ["Joints", 2],
    ]);
    expect(modules[0]).toMatchObject({ courseId: free.course.id, estimatedHours: "1.50", isRequired: true });
    expect((await get(`/api/courses/${inactive.course.id}/modules`)).statusCode).toBe(404);
  });

  it("lists a module's lessons, quizzes and projects in order", async () => {
    const [first, second] = free.modules;
    const lessonsResponse = await get(`/api/modules/${first!.id}/lessons`);
    expect(lessonsResponse.statusCode).toBe(200);
    expect(lessonsResponse.json().map((lesson: { title: string }) => lesson.title)).toEqual(["Measuring", "Saws"]);
    expect(lessonsResponse.json()[0]).toMatchObject({ content: "# Measure twice", duration: "10 min" });

    const quizzes = (await get(`/api/modules/${first!.id}/quizzes`)).json();
    expect(quizzes).toHaveLength(1);
    expect(quizzes[0]).toMatchObject({ title: "Tools quiz", passThreshold: 80, maxAttempts: 3, timeLimit: 10 });

    const projects = (await get(`/api/modules/${second!.id}/projects`)).json();
    expect(
      projects.map((project: { title: string; submissionFormat: string; maxSubmissions: number }) => [
        project.title,
        project.submissionFormat,
        project.maxSubmissions,
      ]),
    ).toEqual([
      ["Build a box", "text", 1],
      ["Photo of your joint", "file", 1],
    ]);
    for (const kind of ["lessons", "quizzes", "projects"]) {
      expect((await get(`/api/modules/not-an-id/${kind}`)).statusCode).toBe(404);
      expect((await get(`/api/modules/${inactive.modules[0]!.id}/${kind}`)).statusCode).toBe(404);
    }
  });

  it("keeps a paid course's lesson content for its students", async () => {
    const lesson = paid.lessons[0]!;
    const listed = (await get(`/api/modules/${lesson.moduleId}/lessons`)).json();
    expect(listed[0]).toMatchObject({ title: "Measuring", content: null, videoUrl: null });

    expect((await get(`/api/lessons/${lesson.id}`)).statusCode).toBe(401);
    const { cookie } = await signedInUser(t.app);
    const refused = await t.app.inject({ method: "GET", url: `/api/lessons/${lesson.id}`, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    // The refusal names the course, so the page can offer the way in.
    expect(refused.json()).toEqual({ message: "Enroll in this course to open its lessons", courseId: paid.course.id });

    const freeLesson = await get(`/api/lessons/${free.lessons[0]!.id}`);
    expect(freeLesson.statusCode).toBe(200);
    expect(freeLesson.json()).toMatchObject({
      content: "# Measure twice",
      courseId: free.course.id,
      courseTitle: "Free course",
      moduleTitle: "Tools",
    });
  });

  it("gives a quiz's questions without answers or explanations", async () => {
    const response = await get(`/api/quizzes/${free.quiz.id}`);
    expect(response.statusCode).toBe(200);
    const quiz = response.json();
    expect(quiz).toMatchObject({ id: free.quiz.id, courseId: free.course.id, passThreshold: 80, maxAttempts: 3 });
    expect(quiz.questions).toHaveLength(3);
    expect(quiz.questions[1]).toMatchObject({ questionType: "true_false", options: ["True", "False"] });
    expect(response.body).not.toContain("correctAnswer");
    expect(response.body).not.toContain("explanation");
    expect(response.body).not.toContain("Measure twice, cut once.");
    expect((await get("/api/quizzes/nope")).json()).toEqual({ message: "Quiz not found" });
  });

  it("gives a project with its course", async () => {
    const response = await get(`/api/projects/${free.project.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Build a box",
      requirements: "Describe your box",
      submissionFormat: "text",
      maxSubmissions: 1,
      courseId: free.course.id,
    });
    expect((await get("/api/projects/00000000-0000-4000-8000-000000000000")).json()).toEqual({
      message: "Project not found",
    });
  });
});

describe("public cache", () => {
  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/api/courses");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const second = await t.app.inject({ method: "GET", url: "/api/courses", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("serves fresh data once a write invalidates the topic", async () => {
    expect((await get(`/api/courses/${free.course.id}`)).json().title).toBe("Free course");
    await t.db.update(courses).set({ title: "Renamed course" }).where(eq(courses.id, free.course.id));
    // Without invalidation the cached answer stands...
    expect((await get(`/api/courses/${free.course.id}`)).json().title).toBe("Free course");
    await t.app.cache.invalidate("catalog");
    expect((await get(`/api/courses/${free.course.id}`)).json().title).toBe("Renamed course");
    await t.db.update(lessons).set({ title: "Measuring up" }).where(eq(lessons.id, free.lessons[0]!.id));
    await t.app.cache.invalidate("catalog");
    expect((await get(`/api/modules/${free.modules[0]!.id}/lessons`)).json()[0].title).toBe("Measuring up");
  });
});

describe("mentors, blog, stories", () => {
  it("lists mentors and the available ones", async () => {
    await createMentor(t.db, { name: "Ana Available", rating: "4.90" });
    await createMentor(t.db, { name: "Ben Busy", isAvailable: false, rating: "5.00" });
    const all = (await get("/api/mentors")).json();
    expect(all.map((mentor: { name: string }) => mentor.name)).toEqual(["Ben Busy", "Ana Available"]);
    expect(all[1]).toMatchObject({ expertise: ["Framing", "Finish carpentry"], rating: "4.90", sessionCount: 0 });
    const available = (await get("/api/mentors/available")).json();
    expect(available.map((mentor: { name: string }) => mentor.name)).toEqual(["Ana Available"]);
  });

  it("lists published posts newest first and hides drafts", async () => {
    const [older, newer, draft] = await t.db
      .insert(blogPosts)
      .values([
        { title: "Older", content: "a\nb", category: "News", isPublished: true, publishedAt: new Date("2026-01-02") },
        { title: "Newer", content: "c", category: "Tips", isPublished: true, publishedAt: new Date("2026-03-04") },
        { title: "Draft", content: "d", category: "Tips" },
      ])
      .returning();
    const list = (await get("/api/blog")).json();
    expect(list.map((post: { title: string }) => post.title)).toEqual(["Newer", "Older"]);
    expect((await get(`/api/blog/${older!.id}`)).json()).toMatchObject({ title: "Older", content: "a\nb" });
    expect(newer!.isPublished).toBe(true);
    const hidden = await get(`/api/blog/${draft!.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: "Article not found" });
  });

  it("lists visible success stories", async () => {
    expect((await get("/api/success-stories")).json()).toEqual([]);
  });
});
