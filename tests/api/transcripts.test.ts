import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments, lessons } from "../../src/db/schema/index.js";
import { LESSON_TRANSCRIPT_MAX } from "../../src/shared/rules/courses.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createTeamCourse, signedInUser, type CourseFixture } from "../support/factories.js";

let t: TestContext;
let team: { id: string }[] = [];
let instructor: ReturnType<typeof as>;
let free: CourseFixture;
let paid: CourseFixture;

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  instructor = as(t.app, staffUser.cookie);
  // The course team of every course this file makes (issue 24).
  team = [staffUser.user];
  free = await createTeamCourse(t.db, team, { title: "Free course" });
  paid = await createTeamCourse(t.db, team, { title: "Paid course", isFree: false, price: "79.00" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

interface TreeLesson {
  id: string;
  title: string;
  transcript: string | null;
}
const treeLessons = (tree: { modules: { lessons: TreeLesson[] }[] }) => tree.modules.flatMap((m) => m.lessons);

describe("authoring a lesson's transcript", () => {
  it("stores it trimmed on create, shows it to staff and in the lesson, and keeps it out of lists", async () => {
    const moduleId = free.modules[0]!.id;
    const created = await instructor({
      method: "POST",
      url: `/api/staff/modules/${moduleId}/lessons`,
      payload: {
        title: "Wiring a plug",
        videoUrl: "https://youtu.be/dQw4w9WgXcQ",
        transcript: "  # Safety\n\nTurn the power off at the breaker.  ",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const lesson = treeLessons(created.json()).find((row) => row.title === "Wiring a plug")!;
    expect(lesson.transcript).toBe("# Safety\n\nTurn the power off at the breaker.");

    const read = await get(`/api/lessons/${lesson.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      title: "Wiring a plug",
      transcript: "# Safety\n\nTurn the power off at the breaker.",
    });

    const listed = (await get(`/api/modules/${moduleId}/lessons`)).json<Record<string, unknown>[]>();
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) expect(row).not.toHaveProperty("transcript");

    const staffView = (await instructor({ method: "GET", url: `/api/staff/courses/${free.course.id}` })).json();
    expect(treeLessons(staffView).find((row) => row.id === lesson.id)?.transcript).toBe(lesson.transcript);
  });

  it("changes it, leaves it alone when a PATCH does not name it, and clears it with an empty value", async () => {
    const id = free.lessons[1]!.id;
    const patch = (payload: Record<string, unknown>) =>
      instructor({ method: "PATCH", url: `/api/staff/lessons/${id}`, payload });
    const transcriptOf = async () => (await get(`/api/lessons/${id}`)).json().transcript as string | null;

    expect(await transcriptOf()).toBeNull();
    expect((await patch({ transcript: "Hold the saw with both hands." })).statusCode).toBe(200);
    expect(await transcriptOf()).toBe("Hold the saw with both hands.");
    expect((await patch({ title: "Saws and safety" })).statusCode).toBe(200);
    expect(await transcriptOf()).toBe("Hold the saw with both hands.");
    expect((await patch({ transcript: "   " })).statusCode).toBe(200);
    expect(await transcriptOf()).toBeNull();
    expect((await patch({ transcript: "Again." })).statusCode).toBe(200);
    expect((await patch({ transcript: null })).statusCode).toBe(200);
    expect(await transcriptOf()).toBeNull();
  });

  it(`takes ${LESSON_TRANSCRIPT_MAX} characters and refuses more, or anything but text, with a clear message`, async () => {
    const id = free.lessons[2]!.id;
    const patch = (transcript: unknown) =>
      instructor({ method: "PATCH", url: `/api/staff/lessons/${id}`, payload: { transcript } });

    const longest = "a".repeat(LESSON_TRANSCRIPT_MAX);
    expect((await patch(longest)).statusCode).toBe(200);
    expect((await get(`/api/lessons/${id}`)).json().transcript).toHaveLength(LESSON_TRANSCRIPT_MAX);

    const tooLong = await patch(`${longest}a`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { path: "body.transcript", message: `Transcript must be at most ${LESSON_TRANSCRIPT_MAX} characters` },
    ]);
    const created = await instructor({
      method: "POST",
      url: `/api/staff/modules/${free.modules[1]!.id}/lessons`,
      payload: { title: "Too long", transcript: `${longest}a` },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors[0].path).toBe("body.transcript");

    const notText = await patch(42);
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors[0].path).toBe("body.transcript");
    // The refused writes changed nothing.
    expect((await get(`/api/lessons/${id}`)).json().transcript).toHaveLength(LESSON_TRANSCRIPT_MAX);
  });

  it("is refused to visitors and students", async () => {
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    const route = {
      method: "PATCH" as const,
      url: `/api/staff/lessons/${free.lessons[0]!.id}`,
      payload: { transcript: "Hacked" },
    };
    expect((await t.app.inject(route)).statusCode).toBe(401);
    expect((await student(route)).statusCode).toBe(403);
    expect((await get(`/api/lessons/${free.lessons[0]!.id}`)).json().transcript).not.toBe("Hacked");
  });

  it("is held to the limit by the database too", async () => {
    await expect(
      t.db
        .update(lessons)
        .set({ transcript: "a".repeat(LESSON_TRANSCRIPT_MAX + 1) })
        .where(eq(lessons.id, free.lessons[0]!.id)),
    ).rejects.toThrow();
  });
});

describe("who reads a transcript", () => {
  it("is who reads the lesson: a paid course's students, not visitors or others", async () => {
    const lesson = paid.lessons[0]!;
    const text = "Measure from the same end of the board every time.";
    await t.db.update(lessons).set({ transcript: text }).where(eq(lessons.id, lesson.id));

    const visitor = await get(`/api/lessons/${lesson.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain(text);

    const outsider = await signedInUser(t.app);
    const refused = await as(t.app, outsider.cookie)({ method: "GET", url: `/api/lessons/${lesson.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(text);

    const listed = await get(`/api/modules/${lesson.moduleId}/lessons`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(text);

    const student = await signedInUser(t.app);
    await t.db.insert(enrollments).values({ userId: student.user.id, courseId: paid.course.id });
    const read = await as(t.app, student.cookie)({ method: "GET", url: `/api/lessons/${lesson.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().transcript).toBe(text);
    expect(read.headers["cache-control"]).toContain("no-store");
  });
});
