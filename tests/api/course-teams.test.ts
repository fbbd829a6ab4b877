import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessons, staffReads, uploads, videos } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import {
  correctAnswers,
  createCourseWithContent,
  joinCourseTeam,
  signedInUser,
  type CourseFixture,
} from "../support/factories.js";

/*
 * Course teams (issue 24): every staff route × {admin, the course's instructor, another
 * instructor, student, visitor}. The table names every route the app has under /api/staff and
 * /api/admin (read from the app itself), so a new staff route without a row fails here.
 */

type Actor = "visitor" | "student" | "other" | "team" | "admin";
const actors: Actor[] = ["visitor", "student", "other", "team", "admin"];
type Expected = Record<Actor, number | "passes">;

let t: TestContext;
let course: CourseFixture;
let elsewhere: CourseFixture;
const call = {} as Record<Actor, ReturnType<typeof as>>;
const ids = {} as {
  admin: string;
  team: string;
  other: string;
  student: string;
  submission: string;
  upload: string;
  video: string;
};

beforeAll(async () => {
  t = await createTestApp({ VIDEO_WORKER: "off" });
  course = await createCourseWithContent(t.db, { title: "Joinery" });
  elsewhere = await createCourseWithContent(t.db, { title: "Welding" });
  const admin = await signedInUser(t.app, { role: "admin", firstName: "Ada" });
  const team = await signedInUser(t.app, { role: "instructor", firstName: "Tess", lastName: "Team" });
  const other = await signedInUser(t.app, { role: "instructor", firstName: "Otto", lastName: "Other" });
  const student = await signedInUser(t.app, { firstName: "Sam", lastName: "Okafor" });
  await joinCourseTeam(t.db, course.course.id, team.user);
  await joinCourseTeam(t.db, elsewhere.course.id, other.user);
  call.visitor = as(t.app, undefined);
  call.student = as(t.app, student.cookie);
  call.other = as(t.app, other.cookie);
  call.team = as(t.app, team.cookie);
  call.admin = as(t.app, admin.cookie);
  Object.assign(ids, { admin: admin.user.id, team: team.user.id, other: other.user.id, student: student.user.id });

  expect((await call.student({ method: "POST", url: `/api/courses/${course.course.id}/enroll` })).statusCode).toBe(201);
  const submitted = await call.student({
    method: "POST",
    url: `/api/projects/${course.project.id}/submissions`,
    payload: { content: "My box" },
  });
  expect(submitted.statusCode).toBe(201);
  ids.submission = submitted.json<{ id: string }>().id;
  const attempt = await call.student({
    method: "POST",
    url: `/api/quizzes/${course.quiz.id}/attempts`,
    payload: { answers: correctAnswers(course), timeSpent: 3 },
  });
  expect(attempt.statusCode).toBe(201);
  const [upload] = await t.db
    .insert(uploads)
    .values({
      userId: student.user.id,
      kind: "project",
      projectId: course.fileProject.id,
      fileName: "plan.txt",
      contentType: "text/plain",
      size: 5,
    })
    .returning();
  ids.upload = upload!.id;
  mkdirSync(t.config.uploadDir, { recursive: true });
  writeFileSync(join(t.config.uploadDir, upload!.id), "plans");
  const [video] = await t.db
    .insert(videos)
    .values({ status: "failed", error: "test", sourceKey: "videos/test/source" })
    .returning();
  ids.video = video!.id;
  await t.db.update(lessons).set({ videoId: video!.id }).where(eq(lessons.id, course.lessons[0]!.id));
});
afterAll(() => t.close());

/** Every method and path the app answers under /api/staff and /api/admin (HEAD aside: it is GET's). */
function staffRoutes(): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const path = stack.join("");
    if (!match[3] || !/^\/api\/(staff|admin)\//.test(path)) continue;
    const methods = match[3].split(", ").filter((method) => method !== "HEAD");
    // tus answers every method on its two paths (app.all): one row each.
    if (path.startsWith("/api/staff/videos/uploads")) found.push(`ALL ${path}`);
    else for (const method of methods) found.push(`${method} ${path}`);
  }
  return [...new Set(found)].sort();
}

const onCourse = (team: number | "passes", admin: number | "passes" = team): Expected => ({
  visitor: 401,
  student: 403,
  other: 404,
  team,
  admin,
});
const adminOnly: Expected = { visitor: 401, student: 403, other: 403, team: 403, admin: "passes" };
/** Lists and new courses: every instructor may (a list shows their team's courses only; checked below). */
const everyStaff = (status: number): Expected => ({
  visitor: 401,
  student: 403,
  other: status,
  team: status,
  admin: status,
});

const vtt = "WEBVTT\n\n00:00.000 --> 00:01.000\nMeasure twice.\n";
const tusHeaders = (metadata: Record<string, string>) => ({
  "tus-resumable": "1.0.0",
  "upload-length": "10",
  "upload-metadata": Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(","),
});

interface Row {
  expected: Expected;
  request: (actor: Actor) => InjectOptions | Promise<InjectOptions>;
}

const fresh = {
  async question() {
    const created = await call.admin({
      method: "POST",
      url: `/api/staff/quizzes/${course.quiz.id}/questions`,
      payload: { question: "Which saw?", questionType: "true_false", correctAnswer: "True" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tree = created.json<{ modules: { quizzes: { id: string; questions: { id: string }[] }[] }[] }>();
    const quiz = tree.modules.flatMap((module) => module.quizzes).find((found) => found.id === course.quiz.id)!;
    const questions = quiz.questions;
    return questions.at(-1)!.id;
  },
  async cohort() {
    const created = await call.admin({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/cohorts`,
      payload: { name: "Matrix cohort", startsOn: "2027-01-10", endsOn: "2027-02-10" },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  },
  async tusUpload() {
    const started = await call.team({
      method: "POST",
      url: "/api/staff/videos/uploads",
      headers: tusHeaders({ lessonId: course.lessons[1]!.id, filename: "saw.mp4" }),
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.headers.location!.split("/").at(-1)!;
  },
};

const table: Record<string, Row> = {
  // Courses, modules and items.
  "GET /api/staff/courses": {
    expected: everyStaff(200),
    request: () => ({ method: "GET", url: "/api/staff/courses" }),
  },
  "POST /api/staff/courses": {
    expected: everyStaff(201),
    request: () => ({
      method: "POST",
      url: "/api/staff/courses",
      payload: { title: "New course", description: "Made in a test", category: "Carpentry & Woodworking" },
    }),
  },
  "GET /api/staff/courses/:id": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}` }),
  },
  "PATCH /api/staff/courses/:id": {
    expected: onCourse(200),
    request: () => ({ method: "PATCH", url: `/api/staff/courses/${course.course.id}`, payload: { title: "Joinery" } }),
  },
  "POST /api/staff/courses/:id/modules": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/modules`,
      payload: { title: "Finishing" },
    }),
  },
  "PUT /api/staff/courses/:id/modules/order": {
    expected: onCourse(400),
    // A partial order is refused by the service (400), after the team check.
    request: () => ({
      method: "PUT",
      url: `/api/staff/courses/${course.course.id}/modules/order`,
      payload: { ids: [course.modules[0]!.id] },
    }),
  },
  "POST /api/staff/courses/:id/image": {
    // Not a multipart body: the handler refuses it (415), after the team check.
    expected: onCourse(415),
    request: () => ({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/image`,
      payload: { not: "a file" },
    }),
  },
  "DELETE /api/staff/courses/:id/preview-video": {
    expected: onCourse(204),
    request: () => ({ method: "DELETE", url: `/api/staff/courses/${course.course.id}/preview-video` }),
  },
  // Cohorts and the progress board (issue 24).
  "GET /api/staff/courses/:id/cohorts": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/cohorts` }),
  },
  "POST /api/staff/courses/:id/cohorts": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/cohorts`,
      payload: { name: "Evenings", startsOn: "2027-03-01", endsOn: "2027-06-30" },
    }),
  },
  "GET /api/staff/courses/:id/cohorts/:cohortId": {
    expected: onCourse(200),
    request: async () => ({
      method: "GET",
      url: `/api/staff/courses/${course.course.id}/cohorts/${await fresh.cohort()}`,
    }),
  },
  "PATCH /api/staff/courses/:id/cohorts/:cohortId": {
    expected: onCourse(200),
    request: async () => ({
      method: "PATCH",
      url: `/api/staff/courses/${course.course.id}/cohorts/${await fresh.cohort()}`,
      payload: { name: "Mornings" },
    }),
  },
  "DELETE /api/staff/courses/:id/cohorts/:cohortId": {
    expected: onCourse(204),
    request: async () => ({
      method: "DELETE",
      url: `/api/staff/courses/${course.course.id}/cohorts/${await fresh.cohort()}`,
    }),
  },
  "POST /api/staff/courses/:id/cohorts/:cohortId/members": {
    expected: onCourse(200),
    request: async () => ({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/cohorts/${await fresh.cohort()}/members`,
      payload: { emails: "nobody-yet@example.org" },
    }),
  },
  "DELETE /api/staff/courses/:id/cohorts/:cohortId/members/:userId": {
    // The student is not in the fresh cohort: 404, after the team check.
    expected: onCourse(404),
    request: async () => ({
      method: "DELETE",
      url: `/api/staff/courses/${course.course.id}/cohorts/${await fresh.cohort()}/members/${ids.student}`,
    }),
  },
  "GET /api/staff/courses/:id/progress": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/progress` }),
  },
  "GET /api/staff/courses/:id/progress.csv": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/progress.csv` }),
  },
  "GET /api/staff/courses/:id/instructors": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/instructors` }),
  },
  "PUT /api/staff/courses/:id/instructors": {
    // Admins set a team; the team's own instructor may see it, not change it (403).
    expected: onCourse(403, 200),
    request: () => ({
      method: "PUT",
      url: `/api/staff/courses/${course.course.id}/instructors`,
      payload: { userIds: [ids.team] },
    }),
  },
  "PATCH /api/staff/modules/:id": {
    expected: onCourse(200),
    request: () => ({
      method: "PATCH",
      url: `/api/staff/modules/${course.modules[0]!.id}`,
      payload: { title: "Tools" },
    }),
  },
  "PUT /api/staff/modules/:id/items/order": {
    expected: onCourse(400),
    request: () => ({
      method: "PUT",
      url: `/api/staff/modules/${course.modules[0]!.id}/items/order`,
      payload: { items: [{ kind: "lesson", id: course.lessons[0]!.id }] },
    }),
  },
  "POST /api/staff/modules/:id/lessons": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: `/api/staff/modules/${course.modules[0]!.id}/lessons`,
      payload: { title: "Chisels", content: "# Sharp" },
    }),
  },
  "POST /api/staff/modules/:id/quizzes": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: `/api/staff/modules/${course.modules[0]!.id}/quizzes`,
      payload: { title: "Chisel check" },
    }),
  },
  "POST /api/staff/modules/:id/projects": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: `/api/staff/modules/${course.modules[1]!.id}/projects`,
      payload: { title: "A shelf" },
    }),
  },
  "PATCH /api/staff/lessons/:id": {
    expected: onCourse(200),
    request: () => ({
      method: "PATCH",
      url: `/api/staff/lessons/${course.lessons[2]!.id}`,
      payload: { title: "Butt joints" },
    }),
  },
  "DELETE /api/staff/lessons/:id/video": {
    expected: onCourse(204),
    request: () => ({ method: "DELETE", url: `/api/staff/lessons/${course.lessons[2]!.id}/video` }),
  },
  "PATCH /api/staff/quizzes/:id": {
    expected: onCourse(200),
    request: () => ({ method: "PATCH", url: `/api/staff/quizzes/${course.quiz.id}`, payload: { passThreshold: 70 } }),
  },
  "POST /api/staff/quizzes/:id/questions": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: `/api/staff/quizzes/${course.quiz.id}/questions`,
      payload: { question: "Safe?", questionType: "true_false", correctAnswer: "True" },
    }),
  },
  "PUT /api/staff/quizzes/:id/questions/order": {
    expected: onCourse(400),
    request: () => ({
      method: "PUT",
      url: `/api/staff/quizzes/${course.quiz.id}/questions/order`,
      payload: { ids: [course.questions[0]!.id] },
    }),
  },
  "PATCH /api/staff/questions/:id": {
    expected: onCourse(200),
    request: () => ({
      method: "PATCH",
      url: `/api/staff/questions/${course.questions[0]!.id}`,
      payload: { explanation: "Measure twice." },
    }),
  },
  "DELETE /api/staff/questions/:id": {
    expected: onCourse(200),
    request: async () => ({ method: "DELETE", url: `/api/staff/questions/${await fresh.question()}` }),
  },
  "PATCH /api/staff/projects/:id": {
    expected: onCourse(200),
    request: () => ({
      method: "PATCH",
      url: `/api/staff/projects/${course.project.id}`,
      payload: { requirements: "Glue" },
    }),
  },
  // Students' work.
  "GET /api/staff/submissions": {
    expected: everyStaff(200),
    request: () => ({ method: "GET", url: "/api/staff/submissions?status=all" }),
  },
  "GET /api/staff/submissions/:id": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/submissions/${ids.submission}` }),
  },
  "POST /api/staff/submissions/:id/review": {
    // The team's instructor reviews it; the admin then finds it already reviewed (409).
    expected: onCourse(200, 409),
    request: () => ({
      method: "POST",
      url: `/api/staff/submissions/${ids.submission}/review`,
      payload: { status: "needs_revision", feedback: "Sand the edges." },
    }),
  },
  "GET /api/staff/quizzes/:id/attempts": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/quizzes/${course.quiz.id}/attempts` }),
  },
  // Hosted videos.
  "GET /api/staff/videos/:id": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/videos/${ids.video}` }),
  },
  "POST /api/staff/videos/:id/retry": {
    // The team's instructor retries the failed video; it is then queued, so the admin's is refused (409).
    expected: onCourse(200, 409),
    request: () => ({ method: "POST", url: `/api/staff/videos/${ids.video}/retry` }),
  },
  "PUT /api/staff/videos/:id/captions/:language": {
    expected: onCourse(200),
    request: () => ({
      method: "PUT",
      url: `/api/staff/videos/${ids.video}/captions/en`,
      payload: vtt,
      headers: { "content-type": "text/vtt" },
    }),
  },
  "GET /api/staff/videos/:id/captions/:language/transcript": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/videos/${ids.video}/captions/en/transcript` }),
  },
  "DELETE /api/staff/videos/:id/captions/:language": {
    expected: onCourse(200),
    request: async (actor) => {
      if (actor === "admin") {
        const again = await call.team({
          method: "PUT",
          url: `/api/staff/videos/${ids.video}/captions/en`,
          payload: vtt,
          headers: { "content-type": "text/vtt" },
        });
        expect(again.statusCode).toBe(200);
      }
      return { method: "DELETE", url: `/api/staff/videos/${ids.video}/captions/en` };
    },
  },
  "ALL /api/staff/videos/uploads": {
    expected: onCourse(201),
    request: () => ({
      method: "POST",
      url: "/api/staff/videos/uploads",
      headers: tusHeaders({ lessonId: course.lessons[1]!.id, filename: "saw.mp4" }),
    }),
  },
  "ALL /api/staff/videos/uploads/:uploadId": {
    // Only the person who started an upload may continue it, admins included (403).
    expected: { visitor: 401, student: 403, other: 403, team: 200, admin: 403 },
    request: async () => ({
      method: "HEAD",
      url: `/api/staff/videos/uploads/${await fresh.tusUpload()}`,
      headers: { "tus-resumable": "1.0.0" },
    }),
  },
  // Students who fall behind (issue 24): the list is scoped in its query; a student of a course by the course.
  "GET /api/staff/at-risk": {
    expected: everyStaff(200),
    request: () => ({ method: "GET", url: "/api/staff/at-risk" }),
  },
  "GET /api/staff/courses/:id/students/:studentId/nudge": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/students/${ids.student}/nudge` }),
  },
  "POST /api/staff/courses/:id/students/:studentId/nudge": {
    // The team's instructor sends today's nudge; the admin's is then refused (409: one a day).
    expected: onCourse(201, 409),
    request: () => ({
      method: "POST",
      url: `/api/staff/courses/${course.course.id}/students/${ids.student}/nudge`,
      payload: { subject: "Checking in", message: "How is the box going?" },
    }),
  },
  "GET /api/staff/courses/:id/students/:studentId/note": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/students/${ids.student}/note` }),
  },
  "PUT /api/staff/courses/:id/students/:studentId/note": {
    expected: onCourse(200),
    request: () => ({
      method: "PUT",
      url: `/api/staff/courses/${course.course.id}/students/${ids.student}/note`,
      payload: { body: "Called, has no laptop" },
    }),
  },
  // Outcomes after the course: a course's completers and a staff record (a point that is not 6
  // or 12 months: 400 past the team check); the impact report covers the viewer's courses.
  "GET /api/staff/courses/:id/completers": {
    expected: onCourse(200),
    request: () => ({ method: "GET", url: `/api/staff/courses/${course.course.id}/completers` }),
  },
  "PUT /api/staff/courses/:id/outcomes/:userId/:months": {
    expected: onCourse(400),
    request: () => ({
      method: "PUT",
      url: `/api/staff/courses/${course.course.id}/outcomes/${ids.student}/7`,
      payload: { employment: "no", inEducation: true },
    }),
  },
  "GET /api/staff/impact": {
    expected: everyStaff(200),
    request: () => ({ method: "GET", url: "/api/staff/impact?from=2026-01-01&to=2026-12-31" }),
  },
  "GET /api/staff/impact.csv": {
    expected: everyStaff(200),
    request: () => ({ method: "GET", url: "/api/staff/impact.csv?from=2026-01-01&to=2026-12-31&figure=rows" }),
  },
  // The audit: admins only.
  "GET /api/staff/audit": { expected: adminOnly, request: () => ({ method: "GET", url: "/api/staff/audit" }) },
  "GET /api/staff/audit.csv": { expected: adminOnly, request: () => ({ method: "GET", url: "/api/staff/audit.csv" }) },
};

// The admins' area: role-only (403 for every instructor), whatever the course.
const admin = (method: string, url: string, payload?: object): Row => ({
  expected: adminOnly,
  request: () => ({ method: method as InjectOptions["method"], url, ...(payload ? { payload } : {}) }),
});
const none = "00000000-0000-4000-8000-000000000000";
Object.assign(table, {
  "GET /api/admin/blog": admin("GET", "/api/admin/blog"),
  "POST /api/admin/blog": admin("POST", "/api/admin/blog", {}),
  "GET /api/admin/blog/:id": admin("GET", `/api/admin/blog/${none}`),
  "PATCH /api/admin/blog/:id": admin("PATCH", `/api/admin/blog/${none}`, {}),
  "POST /api/admin/blog/:id/send": admin("POST", `/api/admin/blog/${none}/send`, {}),
  "POST /api/admin/certificates/:certId/revoke": admin("POST", "/api/admin/certificates/TSA-ZZZZ-ZZZZ/revoke", {
    reason: "issued_in_error",
  }),
  "GET /api/admin/certificates": admin("GET", "/api/admin/certificates?search=TSA"),
  "GET /api/admin/bookings": admin("GET", "/api/admin/bookings"),
  "GET /api/admin/bookings/:id": admin("GET", `/api/admin/bookings/${none}`),
  "PATCH /api/admin/bookings/:id": admin("PATCH", `/api/admin/bookings/${none}`, {}),
  "GET /api/admin/bookings.csv": admin("GET", "/api/admin/bookings.csv"),
  "GET /api/admin/pages": admin("GET", "/api/admin/pages"),
  "GET /api/admin/pages/:slug": admin("GET", "/api/admin/pages/about"),
  "PUT /api/admin/pages/:slug": admin("PUT", "/api/admin/pages/nothing-here", {}),
  "GET /api/admin/mentors": admin("GET", "/api/admin/mentors"),
  "POST /api/admin/mentors": admin("POST", "/api/admin/mentors", {}),
  "GET /api/admin/mentors/:id": admin("GET", `/api/admin/mentors/${none}`),
  "PATCH /api/admin/mentors/:id": admin("PATCH", `/api/admin/mentors/${none}`, {}),
  "GET /api/admin/mentors/:id/account": admin("GET", `/api/admin/mentors/${none}/account`),
  "PUT /api/admin/mentors/:id/account": admin("PUT", `/api/admin/mentors/${none}/account`, {}),
  "DELETE /api/admin/mentors/:id/account": admin("DELETE", `/api/admin/mentors/${none}/account`),
  "POST /api/admin/mentors/:id/profile-changes/approve": admin(
    "POST",
    `/api/admin/mentors/${none}/profile-changes/approve`,
  ),
  "POST /api/admin/mentors/:id/profile-changes/reject": admin(
    "POST",
    `/api/admin/mentors/${none}/profile-changes/reject`,
  ),
  "GET /api/admin/success-stories": admin("GET", "/api/admin/success-stories"),
  "POST /api/admin/success-stories": admin("POST", "/api/admin/success-stories", {}),
  "PATCH /api/admin/success-stories/:id": admin("PATCH", `/api/admin/success-stories/${none}`, {}),
  "GET /api/admin/users": admin("GET", "/api/admin/users"),
  "PATCH /api/admin/users/:id/role": admin("PATCH", `/api/admin/users/${none}/role`, { role: "student" }),
  "GET /api/admin/donations": admin("GET", "/api/admin/donations"),
  "GET /api/admin/donations.csv": admin("GET", "/api/admin/donations.csv"),
  "GET /api/admin/emails": admin("GET", "/api/admin/emails"),
  "GET /api/admin/impact/public-figures": admin("GET", "/api/admin/impact/public-figures"),
  "PUT /api/admin/impact/public-figures": admin("PUT", "/api/admin/impact/public-figures", { live: false }),
  "GET /api/admin/emails/:id": admin("GET", `/api/admin/emails/${none}`),
  "POST /api/admin/emails/:id/resend": admin("POST", `/api/admin/emails/${none}/resend`),
  "GET /api/admin/newsletter/subscribers": admin("GET", "/api/admin/newsletter/subscribers"),
  "GET /api/admin/newsletter/subscribers.csv": admin("GET", "/api/admin/newsletter/subscribers.csv"),
  "GET /api/admin/newsletter/sends": admin("GET", "/api/admin/newsletter/sends"),
  "GET /api/admin/newsletter/sends/:id": admin("GET", `/api/admin/newsletter/sends/${none}`),
});

describe("the authorisation matrix", () => {
  it("has a row for every staff and admin route of the app", () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in table))).toEqual([]);
    expect(Object.keys(table).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("answers each actor as the table says", async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [route, row] of Object.entries(table)) {
      for (const actor of actors) {
        const response = await call[actor](await row.request(actor));
        const expected = row.expected[actor];
        // Past the role gate: whatever the route then answers (a missing id's 404, a bad body's 400).
        const passes = ![401, 403].includes(response.statusCode) && response.statusCode < 500;
        seen.push(`${route} ${actor}: ${expected === "passes" && passes ? "passes" : response.statusCode}`);
        wanted.push(`${route} ${actor}: ${expected}`);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it("answers an instructor outside the team exactly as a missing record", async () => {
    const outside = await call.other({ method: "GET", url: `/api/staff/submissions/${ids.submission}` });
    const missing = await call.other({ method: "GET", url: `/api/staff/submissions/${crypto.randomUUID()}` });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).toBe(missing.body);
    const file = await call.other({ method: "GET", url: `/api/uploads/${ids.upload}/plan.txt` });
    const noFile = await call.other({ method: "GET", url: `/api/uploads/${crypto.randomUUID()}/plan.txt` });
    expect(file.statusCode).toBe(404);
    expect(file.body).toBe(noFile.body);
  });
});

describe("a student's files", () => {
  it("are served to the owner, the course's team and admins, and to nobody else", async () => {
    const url = `/api/uploads/${ids.upload}/plan.txt`;
    const statuses = await Promise.all(
      actors.map(async (actor) => (await call[actor]({ method: "GET", url })).statusCode),
    );
    expect(Object.fromEntries(actors.map((actor, index) => [actor, statuses[index]]))).toEqual({
      visitor: 401,
      student: 200,
      other: 404,
      team: 200,
      admin: 200,
    });
  });
});

describe("lists", () => {
  it("show an instructor their team's courses and submissions only; admins everything", async () => {
    const courseIds = async (actor: Actor) =>
      (await call[actor]({ method: "GET", url: "/api/staff/courses" })).json<{ id: string }[]>().map((row) => row.id);
    expect(await courseIds("team")).toContain(course.course.id);
    expect(await courseIds("team")).not.toContain(elsewhere.course.id);
    expect(await courseIds("other")).toContain(elsewhere.course.id);
    expect(await courseIds("other")).not.toContain(course.course.id);
    expect(await courseIds("admin")).toEqual(expect.arrayContaining([course.course.id, elsewhere.course.id]));

    const submissionIds = async (actor: Actor) =>
      (await call[actor]({ method: "GET", url: "/api/staff/submissions?status=all" }))
        .json<{ id: string }[]>()
        .map((row) => row.id);
    expect(await submissionIds("team")).toContain(ids.submission);
    expect(await submissionIds("other")).not.toContain(ids.submission);
    expect(await submissionIds("admin")).toContain(ids.submission);
  });

  it("put an instructor who makes a course on its team", async () => {
    const made = await call.other({
      method: "POST",
      url: "/api/staff/courses",
      payload: { title: "Otto's own", description: "Made by Otto", category: "Welding" },
    });
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: string }>();
    expect(
      (await call.other({ method: "PATCH", url: `/api/staff/courses/${id}`, payload: { title: "Otto's" } })).statusCode,
    ).toBe(200);
    expect((await call.team({ method: "GET", url: `/api/staff/courses/${id}` })).statusCode).toBe(404);
    const team = await call.admin({ method: "GET", url: `/api/staff/courses/${id}/instructors` });
    expect(team.json()).toEqual([{ id: ids.other, name: "Otto Other", email: expect.any(String) }]);
  });
});

describe("setting a team", () => {
  it("takes instructors only, with a clear 400 for anyone else", async () => {
    const url = `/api/staff/courses/${elsewhere.course.id}/instructors`;
    for (const userId of [ids.student, ids.admin, crypto.randomUUID(), "not-an-id"]) {
      const refused = await call.admin({ method: "PUT", url, payload: { userIds: [ids.other, userId] } });
      expect(refused.statusCode, userId).toBe(400);
      expect(refused.json().message).toBe(
        `Only instructors can be on a course's team; these are not instructors: ${userId}`,
      );
    }
    // Nothing changed by a refused list.
    expect((await call.admin({ method: "GET", url })).json()).toEqual([
      { id: ids.other, name: "Otto Other", email: expect.any(String) },
    ]);
  });

  it("replaces the team; an empty list leaves the course to admins", async () => {
    const url = `/api/staff/courses/${elsewhere.course.id}/instructors`;
    const both = await call.admin({ method: "PUT", url, payload: { userIds: [ids.team, ids.other] } });
    expect(both.statusCode).toBe(200);
    expect(
      both
        .json()
        .map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([ids.team, ids.other].sort());
    expect((await call.team({ method: "GET", url: `/api/staff/courses/${elsewhere.course.id}` })).statusCode).toBe(200);

    const emptied = await call.admin({ method: "PUT", url, payload: { userIds: [] } });
    expect(emptied.json()).toEqual([]);
    for (const actor of ["team", "other"] as const) {
      expect((await call[actor]({ method: "GET", url: `/api/staff/courses/${elsewhere.course.id}` })).statusCode).toBe(
        404,
      );
    }
    expect((await call.admin({ method: "GET", url: `/api/staff/courses/${elsewhere.course.id}` })).statusCode).toBe(
      200,
    );
    await call.admin({ method: "PUT", url, payload: { userIds: [ids.other] } });
  });
});

describe("the audit of staff reads", () => {
  it("records each kind of read of a student's work in the same request, for admins to list and export", async () => {
    const readsOf = async (staffId: string) =>
      (await t.db.select().from(staffReads).where(eq(staffReads.staffId, staffId))).map((row) => ({
        kind: row.kind,
        recordId: row.recordId,
        studentId: row.studentId,
        courseId: row.courseId,
        staffRole: row.staffRole,
      }));
    const before = (await readsOf(ids.team)).length;
    await call.team({ method: "GET", url: `/api/staff/submissions/${ids.submission}` });
    await call.team({ method: "GET", url: `/api/uploads/${ids.upload}/plan.txt` });
    await call.team({ method: "GET", url: `/api/staff/quizzes/${course.quiz.id}/attempts` });
    const common = { studentId: ids.student, courseId: course.course.id, staffRole: "instructor" };
    expect((await readsOf(ids.team)).slice(before)).toEqual([
      { kind: "submission", recordId: ids.submission, ...common },
      { kind: "file", recordId: ids.upload, ...common },
      { kind: "quiz_attempts", recordId: course.quiz.id, ...common },
    ]);
    // A refused read is not a read.
    const otherBefore = (await readsOf(ids.other)).length;
    await call.other({ method: "GET", url: `/api/staff/submissions/${ids.submission}` });
    expect(await readsOf(ids.other)).toHaveLength(otherBefore);

    const page = (await call.admin({ method: "GET", url: "/api/staff/audit?pageSize=2" })).json();
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.reads).toHaveLength(2);
    expect(page.reads[0]).toMatchObject({
      kind: "quiz_attempts",
      staff: { id: ids.team, name: "Tess Team" },
      staffRole: "instructor",
      student: { id: ids.student, name: "Sam Okafor" },
      course: { id: course.course.id, title: "Joinery" },
    });
    const second = (await call.admin({ method: "GET", url: "/api/staff/audit?pageSize=2&page=2" })).json();
    expect(second.reads[0].id).not.toBe(page.reads[0].id);

    const csv = await call.admin({ method: "GET", url: "/api/staff/audit.csv" });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("When,Staff,Staff email,Role,What,Record id,Student,Student email,Course,Course id");
    expect(lines[1]).toContain(",Tess Team,");
    expect(lines[1]).toContain(",quiz_attempts,");
    expect(lines.length).toBe(page.total + 1);
  });
});
