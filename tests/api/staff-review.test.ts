import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, enrollments } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import {
  correctAnswers,
  createCourseWithContent,
  signedInUser,
  type CourseFixture,
  joinCourseTeam,
} from "../support/factories.js";

let t: TestContext;
let course: CourseFixture;
let instructor: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseWithContent(t.db, { title: "Joinery", standards: "NCCER Core" });
  const staff = await signedInUser(t.app, { role: "instructor", firstName: "Ines" });
  await joinCourseTeam(t.db, course.course.id, staff.user);
  instructor = as(t.app, staff.cookie);
});
afterAll(() => t.close());

async function enrolledStudent(firstName = "Sam") {
  const student = await signedInUser(t.app, { firstName, lastName: "Okafor" });
  const request = as(t.app, student.cookie);
  expect((await request({ method: "POST", url: `/api/courses/${course.course.id}/enroll` })).statusCode).toBe(201);
  return { ...student, request };
}

async function submitText(request: ReturnType<typeof as>, content = "My box") {
  const response = await request({
    method: "POST",
    url: `/api/projects/${course.project.id}/submissions`,
    payload: { content },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>();
}

describe("staff routes", () => {
  it("refuse visitors (401) and students (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/staff/submissions" })).statusCode).toBe(401);
    const { request } = await enrolledStudent();
    const submission = await submitText(request);
    expect((await request({ method: "GET", url: "/api/staff/submissions" })).statusCode).toBe(403);
    const review = await request({
      method: "POST",
      url: `/api/staff/submissions/${submission.id}/review`,
      payload: { status: "approved", grade: "excellent" },
    });
    expect(review.statusCode).toBe(403);
  });
});

describe("project review", () => {
  it("lists pending submissions oldest first with student, project and course", async () => {
    const first = await enrolledStudent("Ada");
    const older = await submitText(first.request, "First in");
    const second = await enrolledStudent("Bo");
    const newer = await submitText(second.request, "Second in");
    const queue = (await instructor({ method: "GET", url: "/api/staff/submissions" })).json();
    const ids = queue.map((entry: { id: string }) => entry.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.find((entry: { id: string }) => entry.id === older.id)).toMatchObject({
      status: "pending",
      content: "First in",
      student: { firstName: "Ada", lastName: "Okafor" },
      project: { title: "Build a box", submissionFormat: "text" },
      course: { id: course.course.id, title: "Joinery" },
    });
    expect((await instructor({ method: "GET", url: `/api/staff/submissions/${older.id}` })).json().id).toBe(older.id);
    expect((await instructor({ method: "GET", url: "/api/staff/submissions/nope" })).statusCode).toBe(404);
  });

  it("validates the review", async () => {
    const { request } = await enrolledStudent();
    const submission = await submitText(request);
    const url = `/api/staff/submissions/${submission.id}/review`;
    expect((await instructor({ method: "POST", url, payload: { status: "done" } })).statusCode).toBe(400);
    expect((await instructor({ method: "POST", url, payload: { status: "approved", grade: "A+" } })).statusCode).toBe(
      400,
    );
  });

  it("sends work back for revision: the student sees the feedback and may submit once more", async () => {
    const { request } = await enrolledStudent();
    const submission = await submitText(request);
    const reviewed = await instructor({
      method: "POST",
      url: `/api/staff/submissions/${submission.id}/review`,
      payload: { status: "needs_revision", grade: "fail", feedback: "Square the corners." },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: "needs_revision", grade: "fail", feedback: "Square the corners." });
    expect(reviewed.json().reviewedAt).toEqual(expect.any(String));

    const mine = (await request({ method: "GET", url: `/api/projects/${course.project.id}/submissions` })).json();
    expect(mine[0]).toMatchObject({ status: "needs_revision", grade: "fail", feedback: "Square the corners." });
    expect((await submitText(request, "Corners squared")).id).toBeTruthy();

    const again = await instructor({
      method: "POST",
      url: `/api/staff/submissions/${submission.id}/review`,
      payload: { status: "approved" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("takes a student from approval to exactly one certificate", async () => {
    const { user, request } = await enrolledStudent("Cam");
    for (const lesson of course.lessons) await request({ method: "POST", url: `/api/lessons/${lesson.id}/complete` });
    await request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      payload: { answers: correctAnswers(course) },
    });
    const text = await submitText(request);
    const file = (
      await request({
        method: "POST",
        url: `/api/projects/${course.fileProject.id}/submissions`,
        payload: { content: "File submitted: joint.jpg", fileUrl: "uploads/joint.jpg" },
      })
    ).json();
    await instructor({
      method: "POST",
      url: `/api/staff/submissions/${text.id}/review`,
      payload: { status: "approved", grade: "pass" },
    });
    let progress = (await request({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).json();
    expect(progress.completion).toEqual({ completed: 5, total: 6, percentage: 83 });
    expect((await request({ method: "GET", url: "/api/user/certificates" })).json()).toEqual([]);

    // Concurrent approvals of the last item: one review wins, one certificate.
    const reviews = await Promise.all(
      Array.from({ length: 5 }, () =>
        instructor({
          method: "POST",
          url: `/api/staff/submissions/${file.id}/review`,
          payload: { status: "approved", grade: "excellent", feedback: "Clean joint." },
        }),
      ),
    );
    expect(reviews.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(reviews.filter((response) => response.statusCode === 409)).toHaveLength(4);

    progress = (await request({ method: "GET", url: `/api/courses/${course.course.id}/progress` })).json();
    expect(progress.completion).toEqual({ completed: 6, total: 6, percentage: 100 });
    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(enrollment).toMatchObject({ completed: true, progress: 100 });
    const rows = await t.db.select().from(certificates).where(eq(certificates.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.certId).toMatch(/^TSA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

    const mine = (await request({ method: "GET", url: "/api/user/certificates" })).json();
    expect(mine).toEqual([
      {
        certId: rows[0]!.certId,
        courseId: course.course.id,
        studentName: "Cam Okafor",
        courseTitle: "Joinery",
        standards: "NCCER Core",
        issueDate: expect.any(String),
        revokedAt: null,
        revocationReason: null,
      },
    ]);
    const verified = await t.app.inject({ method: "GET", url: `/api/certificates/${rows[0]!.certId.toLowerCase()}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ studentName: "Cam Okafor", courseTitle: "Joinery" });
    expect((await t.app.inject({ method: "GET", url: "/api/certificates/TSA-AAAA-AAAA" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/certificates/whatever" })).statusCode).toBe(404);

    // Completing a lesson again recomputes but never issues a second certificate.
    await request({ method: "POST", url: `/api/lessons/${course.lessons[0]!.id}/complete` });
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, user.id))).toHaveLength(1);
  });
});

describe("changes requested (the student's dashboard, issue 23)", () => {
  const review = (id: string, payload: object) =>
    instructor({ method: "POST", url: `/api/staff/submissions/${id}/review`, payload });

  it("lists the student's own projects whose newest submission was sent back, until they send another", async () => {
    const student = await enrolledStudent("Noa");
    const other = await enrolledStudent("Kai");
    const changes = (request: ReturnType<typeof as>) => request({ method: "GET", url: "/api/user/changes-requested" });
    // The project page's banner (the submission its read marks) and the dashboard's card name the
    // same submission at every step: one rule on the server, no copy on the client.
    const expectBothScreensAgree = async (request: ReturnType<typeof as>) => {
      const own = await request({ method: "GET", url: `/api/projects/${course.project.id}/submissions` });
      const marked = own
        .json<{ id: string; revisionRequested: boolean }[]>()
        .filter((item) => item.revisionRequested)
        .map((item) => item.id);
      const listed = (await changes(request)).json<{ submissionId: string }[]>().map((item) => item.submissionId);
      expect(marked).toEqual(listed);
      return marked;
    };
    expect((await changes(student.request)).json()).toEqual([]);
    expect(await expectBothScreensAgree(student.request)).toEqual([]);

    const first = await submitText(student.request, "Rough box");
    expect((await review(first.id, { status: "needs_revision", feedback: "Square the corners." })).statusCode).toBe(
      200,
    );
    const theirs = await submitText(other.request, "Kai's box");
    expect((await review(theirs.id, { status: "needs_revision", feedback: "Sand it." })).statusCode).toBe(200);

    const listed = await changes(student.request);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["cache-control"]).toContain("no-store");
    expect(listed.json()).toEqual([
      {
        submissionId: first.id,
        submissionNumber: 1,
        projectId: course.project.id,
        projectTitle: course.project.title,
        courseId: course.course.id,
        courseTitle: course.course.title,
        feedback: "Square the corners.",
        reviewedAt: expect.any(String),
      },
    ]);
    expect(await expectBothScreensAgree(student.request)).toEqual([first.id]);

    // A new submission ends the request; its approval does not bring it back.
    const second = await submitText(student.request, "Square box");
    expect((await changes(student.request)).json()).toEqual([]);
    expect(await expectBothScreensAgree(student.request)).toEqual([]);
    expect((await review(second.id, { status: "approved", grade: "pass" })).statusCode).toBe(200);
    expect((await changes(student.request)).json()).toEqual([]);
    expect(await expectBothScreensAgree(student.request)).toEqual([]);
    // The other student's stays theirs.
    expect((await changes(other.request)).json()).toMatchObject([{ submissionId: theirs.id, feedback: "Sand it." }]);
    expect(await expectBothScreensAgree(other.request)).toEqual([theirs.id]);
  });

  it("is for signed-in students only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user/changes-requested" })).statusCode).toBe(401);
  });
});
