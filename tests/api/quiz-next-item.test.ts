import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizzes } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser, type CourseFixture } from "../support/factories.js";

// "Next: {item}" after a passed quiz (issue 23): the quiz names the item after it in its course,
// in the curriculum's order (module by module; in a module by order, a lesson before a quiz before
// a project at the same place), and none after the last item.

let t: TestContext;
let course: CourseFixture;
let request: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db);
  request = as(t.app, (await signedInUser(t.app)).cookie);
});
afterAll(() => t.close());

const nextItemOf = async (quizId: string) =>
  (await request({ method: "GET", url: `/api/quizzes/${quizId}` })).json<{ nextItem: unknown }>().nextItem;

describe("a quiz's next item", () => {
  it("is the next module's first lesson after a module's last item", async () => {
    // The fixture's quiz ends the first module; the second opens with the lesson "Butt joints".
    const butt = course.lessons.find((lesson) => lesson.title === "Butt joints")!;
    expect(await nextItemOf(course.quiz.id)).toEqual({ kind: "lesson", id: butt.id, title: "Butt joints" });
  });

  it("puts a quiz after a lesson at the same place, and is null after the last item", async () => {
    const second = course.modules[1]!;
    const [tied] = await t.db
      .insert(quizzes)
      .values({ moduleId: second.id, title: "Joints quiz", timeLimit: 5, orderIndex: 1 })
      .returning();
    const [last] = await t.db
      .insert(quizzes)
      .values({ moduleId: second.id, title: "Final quiz", timeLimit: 5, orderIndex: 9 })
      .returning();
    // Lesson 1 then this quiz (also 1), then the text project (2).
    expect(await nextItemOf(tied!.id)).toEqual({ kind: "project", id: course.project.id, title: "Build a box" });
    expect(await nextItemOf(last!.id)).toBeNull();
  });
});
