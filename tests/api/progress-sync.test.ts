import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollments, projects } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { correctAnswers, createTeamCourse, signedInUser, type CourseFixture } from "../support/factories.js";

/**
 * The enrolment's stored progress (what the dashboard shows) stays equal to the live progress
 * (what the course page shows) when staff change the course under enrolled students: items
 * added, deactivated, made optional, modules switched off and on.
 */

let t: TestContext;
let team: { id: string }[] = [];
let staff: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  staff = as(t.app, staffUser.cookie);
  // The course team of every course this file makes (issue 24).
  team = [staffUser.user];
});
afterAll(() => t.close());

type Student = { name: string; request: ReturnType<typeof as> };

interface AuthoringItem {
  id: string;
  isActive: boolean;
  isRequired: boolean;
}
interface AuthoringTree {
  modules: {
    id: string;
    isActive: boolean;
    lessons: AuthoringItem[];
    quizzes: AuthoringItem[];
    projects: AuthoringItem[];
  }[];
}

/** The items that count, read from the authoring tree: active items of active modules. */
async function countedItems(courseId: string) {
  const tree = (await staff({ method: "GET", url: `/api/staff/courses/${courseId}` })).json<AuthoringTree>();
  return tree.modules
    .filter((module) => module.isActive)
    .flatMap((module) => [...module.lessons, ...module.quizzes, ...module.projects])
    .filter((item) => item.isActive);
}

async function stored(student: Student, courseId: string) {
  const list = (await student.request({ method: "GET", url: "/api/user/enrollments" })).json<
    { courseId: string; progress: number; completed: boolean; completedAt: string | null }[]
  >();
  const row = list.find((enrollment) => enrollment.courseId === courseId);
  if (!row) throw new Error(`${student.name} is not enrolled`);
  return row;
}

async function live(student: Student, courseId: string) {
  const response = await student.request({ method: "GET", url: `/api/courses/${courseId}/progress` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    progress: { lessonId: string | null; quizId: string | null; projectId: string | null }[];
    completion: { completed: number; total: number; percentage: number };
  }>();
}

async function certificates(student: Student) {
  return (await student.request({ method: "GET", url: "/api/user/certificates" })).json<{ courseId: string }[]>();
}

/**
 * For every student: the stored percent equals the live one, and the stored completed flag
 * equals the app's rule applied to the live entries (every required counted item done).
 * Returns each student's stored state for the caller's own expectations.
 */
async function expectInStep(students: Student[], courseId: string) {
  const items = await countedItems(courseId);
  const states: Record<string, { progress: number; completed: boolean }> = {};
  for (const student of students) {
    const [enrollment, current] = [await stored(student, courseId), await live(student, courseId)];
    const done = new Set(current.progress.map((entry) => entry.lessonId ?? entry.quizId ?? entry.projectId));
    const finished = items.length > 0 && items.filter((item) => item.isRequired).every((item) => done.has(item.id));
    expect(
      { progress: enrollment.progress, completed: enrollment.completed },
      `${student.name}: stored against live`,
    ).toEqual({ progress: current.completion.percentage, completed: finished });
    expect(enrollment.completedAt !== null, `${student.name}: completedAt set exactly when completed`).toBe(
      enrollment.completed,
    );
    states[student.name] = { progress: enrollment.progress, completed: enrollment.completed };
  }
  return states;
}

async function enrolledStudent(name: string, courseId: string): Promise<Student> {
  const request = as(t.app, (await signedInUser(t.app)).cookie);
  expect((await request({ method: "POST", url: `/api/courses/${courseId}/enroll` })).statusCode).toBe(201);
  return { name, request };
}

async function completeLesson(student: Student, lessonId: string) {
  const response = await student.request({ method: "POST", url: `/api/lessons/${lessonId}/complete` });
  expect(response.statusCode, response.body).toBe(200);
}

async function passQuiz(student: Student, fixture: CourseFixture) {
  const response = await student.request({
    method: "POST",
    url: `/api/quizzes/${fixture.quiz.id}/attempts`,
    payload: { answers: correctAnswers(fixture) },
  });
  expect(response.json<{ passed: boolean }>().passed).toBe(true);
}

async function approvedProject(student: Student, projectId: string) {
  const submitted = await student.request({
    method: "POST",
    url: `/api/projects/${projectId}/submissions`,
    payload: { content: "A box with four butt joints." },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const review = await staff({
    method: "POST",
    url: `/api/staff/submissions/${submitted.json<{ id: string }>().id}/review`,
    payload: { status: "approved", grade: "pass" },
  });
  expect(review.statusCode, review.body).toBe(200);
}

async function change(method: "POST" | "PATCH", url: string, payload: object) {
  const response = await staff({ method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<AuthoringTree>();
}

describe("stored progress follows course changes", () => {
  it("keeps every enrolment equal to live progress through adds, deactivations and module switches", async () => {
    const fixture = await createTeamCourse(t.db, team);
    // Five counted items, all required: lessons L1, L2 and quiz Q in module 1; L3 and project P in module 2.
    await t.db.update(projects).set({ isActive: false }).where(eq(projects.id, fixture.fileProject.id));
    const courseId = fixture.course.id;
    const [first, second] = fixture.modules as [CourseFixture["modules"][0], CourseFixture["modules"][0]];
    const [l1, l2, l3] = fixture.lessons.map((lesson) => lesson.id) as [string, string, string];

    const a = await enrolledStudent("A", courseId);
    const b = await enrolledStudent("B", courseId);
    const c = await enrolledStudent("C", courseId);
    const d = await enrolledStudent("D", courseId);
    const e = await enrolledStudent("E", courseId);
    const students = [a, b, c, d, e];
    for (const student of [a, d, e]) {
      await completeLesson(student, l1);
      await completeLesson(student, l2);
      await passQuiz(student, fixture);
    }
    await completeLesson(b, l1);
    await completeLesson(d, l3);
    await completeLesson(e, l3);
    await approvedProject(d, fixture.project.id);

    expect(await expectInStep(students, courseId)).toEqual({
      A: { progress: 60, completed: false },
      B: { progress: 20, completed: false },
      C: { progress: 0, completed: false },
      D: { progress: 100, completed: true },
      E: { progress: 80, completed: false },
    });
    expect((await certificates(d)).map((row) => row.courseId)).toEqual([courseId]);

    // A new lesson: nobody has done it, so D's finished course is unfinished again.
    const added = await change("POST", `/api/staff/modules/${first.id}/lessons`, { title: "Squares" });
    const l4 = added.modules[0]!.lessons.find((lesson) => ![l1, l2].includes(lesson.id))!.id;
    expect(await expectInStep(students, courseId)).toMatchObject({
      A: { progress: 50 },
      B: { progress: 16 },
      D: { progress: 83, completed: false },
      E: { progress: 66 },
    });
    // Issued certificates are not revoked by a later change of the course.
    expect((await certificates(d)).map((row) => row.courseId)).toEqual([courseId]);

    // Deactivating it gives D the finished course back.
    await change("PATCH", `/api/staff/lessons/${l4}`, { isActive: false });
    expect(await expectInStep(students, courseId)).toMatchObject({ D: { progress: 100, completed: true } });

    // Deactivating a lesson most students have done.
    await change("PATCH", `/api/staff/lessons/${l1}`, { isActive: false });
    expect(await expectInStep(students, courseId)).toMatchObject({
      A: { progress: 50 },
      B: { progress: 0 },
      E: { progress: 75 },
    });

    // A new quiz in module 2.
    const withQuiz = await change("POST", `/api/staff/modules/${second.id}/quizzes`, { title: "Joints quiz" });
    const q2 = withQuiz.modules[1]!.quizzes[0]!.id;
    expect(await expectInStep(students, courseId)).toMatchObject({ D: { progress: 80, completed: false } });

    // Module 2 off: L2 and Q are all that count, so A and E finish, and get their certificates.
    await change("PATCH", `/api/staff/modules/${second.id}`, { isActive: false });
    expect(await expectInStep(students, courseId)).toEqual({
      A: { progress: 100, completed: true },
      B: { progress: 0, completed: false },
      C: { progress: 0, completed: false },
      D: { progress: 100, completed: true },
      E: { progress: 100, completed: true },
    });
    for (const student of [a, e]) expect((await certificates(student)).map((row) => row.courseId)).toEqual([courseId]);
    expect(await certificates(c)).toEqual([]);

    // Module 2 on again, then its unfinished items made optional.
    await change("PATCH", `/api/staff/modules/${second.id}`, { isActive: true });
    expect(await expectInStep(students, courseId)).toMatchObject({
      A: { progress: 40, completed: false },
      D: { progress: 80, completed: false },
      E: { progress: 60, completed: false },
    });
    await change("PATCH", `/api/staff/quizzes/${q2}`, { isRequired: false });
    await change("PATCH", `/api/staff/projects/${fixture.project.id}`, { isRequired: false });
    expect(await expectInStep(students, courseId)).toEqual({
      A: { progress: 40, completed: false },
      B: { progress: 0, completed: false },
      C: { progress: 0, completed: false },
      D: { progress: 80, completed: true },
      E: { progress: 60, completed: true },
    });
    // Still one certificate per student and course.
    expect((await certificates(d)).map((row) => row.courseId)).toEqual([courseId]);
  });
});

// A student's completion in flight while staff add a lesson: the recount must see the progress
// the student commits, not the state before it. Needs a second connection, so PostgreSQL only
// (PGlite has one connection and runs transactions one at a time).
if (process.env.DATABASE_URL) {
  describe("stored progress under a concurrent completion (PostgreSQL)", () => {
    it("a recount waiting on a student's enrolment counts what that student committed", async () => {
      const fixture = await createTeamCourse(t.db, team);
      const courseId = fixture.course.id;
      const [l1, l2] = fixture.lessons.map((lesson) => lesson.id) as [string, string];
      const student = await enrolledStudent("S", courseId);
      await completeLesson(student, l1);
      const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.courseId, courseId));

      const studentTx = new pg.Client({ connectionString: t.handle.url });
      const observer = new pg.Client({ connectionString: t.handle.url });
      await studentTx.connect();
      await observer.connect();
      try {
        // What completeLesson does, held open: the enrolment locked, the lesson recorded, the
        // percent written as that transaction sees the course (six items: 2 of 6).
        await studentTx.query("begin");
        await studentTx.query("select id from enrollments where id = $1 for update", [enrollment!.id]);
        await studentTx.query(
          "insert into user_progress (user_id, course_id, module_id, lesson_id, completed_at) values ($1, $2, $3, $4, now())",
          [enrollment!.userId, courseId, fixture.modules[0]!.id, l2],
        );
        await studentTx.query("update enrollments set progress = 33 where id = $1", [enrollment!.id]);

        const adding = change("POST", `/api/staff/modules/${fixture.modules[0]!.id}/lessons`, { title: "Squares" });
        // Wait until the staff change is queued behind the student's lock.
        await expect
          .poll(
            async () =>
              (
                await observer.query<{ waiting: number }>(
                  "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
                )
              ).rows[0]!.waiting,
            { timeout: 20_000 },
          )
          .toBe(1);
        await studentTx.query("commit");
        await adding;
      } finally {
        await studentTx.end();
        await observer.end();
      }
      // Seven items now, two of them done.
      expect(await expectInStep([student], courseId)).toEqual({ S: { progress: 28, completed: false } });
    });
  });
}
