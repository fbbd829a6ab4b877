import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  atRiskReports,
  emailOutbox,
  enrollments,
  mentorBookings,
  projectSubmissions,
  quizAttempts,
  staffReads,
  users,
} from "../../src/db/schema/index.js";
import type { AtRiskPage, NoteAnswer, NudgeDraft } from "../../src/shared/contracts/at-risk.js";
import type { AtRiskSettings } from "../../src/server/config.js";
import { listAtRiskStudents, runAtRiskDigest } from "../../src/server/modules/at-risk/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createMentor, createTeamCourse, createUser, signedInUser, type CourseFixture } from "../support/factories.js";

/*
 * Students who fall behind (issue 24): each reason at its boundary (the clock is a parameter of
 * the query, so no test waits), the course-team scope, nudges, notes and the daily digest.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2030-03-10T12:00:00.000Z");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const settings: AtRiskSettings = { days: 7, digestHourUtc: 7, digestWorker: false };

let t: TestContext;
let course: CourseFixture;
let elsewhere: CourseFixture;
const actors = {} as Record<"admin" | "team" | "other" | "student", { id: string; cookie: string }>;
const admin = { id: "", role: "admin" as const };

beforeAll(async () => {
  t = await createTestApp({ VIDEO_WORKER: "off" });
  for (const [key, role, firstName] of [
    ["admin", "admin", "Ada"],
    ["team", "instructor", "Tess"],
    ["other", "instructor", "Otto"],
    ["student", "student", "Sam"],
  ] as const) {
    const { user, cookie } = await signedInUser(t.app, { role, firstName });
    actors[key] = { id: user.id, cookie };
  }
  admin.id = actors.admin.id;
  course = await createTeamCourse(t.db, [{ id: actors.team.id }], { title: "Joinery" });
  elsewhere = await createTeamCourse(t.db, [{ id: actors.other.id }], { title: "Welding" });
});
afterAll(() => t.close());

/** A new student enrolled in the course at `enrolledAt` (no other activity). */
async function student(
  enrolledAt: Date,
  options: { fixture?: CourseFixture; locale?: string; firstName?: string; completed?: boolean } = {},
) {
  const user = await createUser(t.db, { firstName: options.firstName ?? "Stu" });
  if (options.locale) await t.db.update(users).set({ locale: options.locale }).where(eq(users.id, user.id));
  await t.db.insert(enrollments).values({
    userId: user.id,
    courseId: (options.fixture ?? course).course.id,
    enrolledAt,
    completed: options.completed ?? false,
    completedAt: options.completed ? enrolledAt : null,
  });
  return user;
}

/** The reasons the student has at `now` in the course (as the admin sees them), or undefined when not at risk. */
async function reasonsAt(now: Date, studentId: string, fixture = course) {
  const page = await listAtRiskStudents(
    t.db,
    admin,
    settings,
    { page: 1, pageSize: 100, courseId: fixture.course.id },
    now,
  );
  return page.students.find((row) => row.student.id === studentId)?.reasons.map((reason) => reason.reason);
}

async function attempt(userId: string, attemptNumber: number, completedAt: Date, passed = false) {
  await t.db.insert(quizAttempts).values({
    userId,
    quizId: course.quiz.id,
    answers: {},
    score: passed ? 100 : 20,
    maxScore: 4,
    passed,
    attemptNumber,
    completedAt,
  });
}

describe("at-risk reasons at their boundaries", () => {
  it("inactive: day 6 is not at risk, day 7 is (from the latest activity)", async () => {
    const enrolled = at(NOW, -30 * DAY);
    const quiet = await student(enrolled);
    expect(await reasonsAt(at(enrolled, 6 * DAY), quiet.id)).toBeUndefined();
    expect(await reasonsAt(at(enrolled, 7 * DAY - 1), quiet.id)).toBeUndefined();
    expect(await reasonsAt(at(enrolled, 7 * DAY), quiet.id)).toEqual(["inactive"]);

    // A later activity (a project submission) moves the start of the seven days.
    const submitted = at(enrolled, 5 * DAY);
    await t.db.insert(projectSubmissions).values({
      userId: quiet.id,
      projectId: course.project.id,
      content: "A box",
      submissionNumber: 1,
      submittedAt: submitted,
    });
    expect(await reasonsAt(at(submitted, 6 * DAY), quiet.id)).toBeUndefined();
    expect(await reasonsAt(at(submitted, 7 * DAY), quiet.id)).toEqual(["inactive"]);
  });

  it("a completed enrolment is never at risk", async () => {
    const done = await student(at(NOW, -60 * DAY), { completed: true });
    expect(await reasonsAt(NOW, done.id)).toBeUndefined();
  });

  it("quiz_attempts_used: failed every allowed attempt (3 by default), none passed", async () => {
    const learner = await student(at(NOW, -2 * DAY));
    await attempt(learner.id, 1, at(NOW, -2 * DAY));
    await attempt(learner.id, 2, at(NOW, -DAY));
    expect(await reasonsAt(NOW, learner.id)).toBeUndefined();
    const last = at(NOW, -60_000);
    await attempt(learner.id, 3, last);
    expect(await reasonsAt(at(last, -1), learner.id)).toBeUndefined();
    expect(await reasonsAt(NOW, learner.id)).toEqual(["quiz_attempts_used"]);
    const page = await listAtRiskStudents(t.db, admin, settings, { page: 1, pageSize: 100 }, NOW);
    const row = page.students.find((entry) => entry.student.id === learner.id)!;
    expect(row.reasons[0]).toEqual({ reason: "quiz_attempts_used", since: last, detail: "Tools quiz" });

    const passer = await student(at(NOW, -2 * DAY));
    await attempt(passer.id, 1, at(NOW, -2 * DAY));
    await attempt(passer.id, 2, at(NOW, -DAY));
    await attempt(passer.id, 3, at(NOW, -60_000), true);
    expect(await reasonsAt(NOW, passer.id)).toBeUndefined();
  });

  it("revision_waiting: nothing resubmitted 7 days after 'needs revision'; a resubmission clears it", async () => {
    const learner = await student(at(NOW, -20 * DAY));
    const reviewedAt = at(NOW, -10 * DAY);
    await t.db.insert(projectSubmissions).values({
      userId: learner.id,
      projectId: course.project.id,
      content: "A wobbly box",
      submissionNumber: 1,
      submittedAt: at(reviewedAt, -DAY),
      status: "needs_revision",
      reviewedAt,
    });
    // Keep the student active so only this reason is at stake.
    const active = { userId: learner.id, projectId: course.fileProject.id, submissionNumber: 1 };
    await t.db.insert(projectSubmissions).values({ ...active, content: "photo", submittedAt: at(NOW, -DAY) });
    expect(await reasonsAt(at(reviewedAt, 6 * DAY), learner.id)).toBeUndefined();
    expect(await reasonsAt(at(reviewedAt, 7 * DAY - 1), learner.id)).toBeUndefined();
    expect(await reasonsAt(at(reviewedAt, 7 * DAY), learner.id)).toEqual(["revision_waiting"]);
    expect(await reasonsAt(NOW, learner.id)).toEqual(["revision_waiting"]);

    await t.db.insert(projectSubmissions).values({
      userId: learner.id,
      projectId: course.project.id,
      content: "A square box",
      submissionNumber: 2,
      submittedAt: at(NOW, -DAY),
    });
    expect(await reasonsAt(NOW, learner.id)).toBeUndefined();
  });

  it("missed_session: a no-show counts from the session's end for 14 days in each course not completed", async () => {
    const learner = await student(at(NOW, -DAY));
    await student(at(NOW, -DAY), { fixture: elsewhere }).then(async (other) => {
      // Another student's no-show never shows on this one.
      expect(other.id).not.toBe(learner.id);
    });
    await t.db
      .insert(enrollments)
      .values({ userId: learner.id, courseId: elsewhere.course.id, enrolledAt: at(NOW, -DAY) });
    const mentor = await createMentor(t.db);
    const ended = at(NOW, -3 * DAY);
    await t.db.insert(mentorBookings).values({
      userId: learner.id,
      mentorId: mentor.id,
      scheduledAt: at(ended, -60 * 60_000),
      endsAt: ended,
      duration: 60,
      status: "no_show",
    });
    expect(await reasonsAt(at(ended, -1), learner.id)).toBeUndefined();
    expect(await reasonsAt(ended, learner.id)).toEqual(["missed_session"]);
    expect(await reasonsAt(ended, learner.id, elsewhere)).toEqual(["missed_session"]);
    expect(await reasonsAt(at(ended, 14 * DAY - 1), learner.id)).toContain("missed_session");
    expect(await reasonsAt(at(ended, 14 * DAY), learner.id)).not.toContain("missed_session");
  });
});

describe("the staff list (GET /api/staff/at-risk)", () => {
  let listed: { id: string };
  beforeAll(async () => {
    listed = await student(new Date(Date.now() - 8 * DAY), { firstName: "Lena" });
    await student(new Date(Date.now() - 10 * DAY), { firstName: "Omar" });
  });

  const list = async (who: keyof typeof actors) => {
    const response = await as(t.app, actors[who].cookie)({ method: "GET", url: "/api/staff/at-risk?pageSize=100" });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AtRiskPage>();
  };

  it("lists the team's course's at-risk students with reasons, course and last activity, newest first", async () => {
    const page = await list("team");
    expect(page.atRiskDays).toBe(7);
    const row = page.students.find((entry) => entry.student.id === listed.id)!;
    expect(row.course).toEqual({ id: course.course.id, title: "Joinery" });
    expect(row.reasons.map((reason) => reason.reason)).toEqual(["inactive"]);
    expect(row.student.name).toBe("Lena Student");
    expect(new Date(row.lastActivityAt).getTime()).toBeLessThan(Date.now() - 7 * DAY);
    const times = page.students.map((entry) => new Date(entry.becameAtRiskAt).getTime());
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(page.students.every((entry) => entry.course.id === course.course.id)).toBe(true);
  });

  it("records each student shown as a staff read of their progress in the course", async () => {
    await list("team");
    const reads = await t.db
      .select()
      .from(staffReads)
      .where(and(eq(staffReads.staffId, actors.team.id), eq(staffReads.studentId, listed.id)));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]).toMatchObject({ kind: "progress", courseId: course.course.id, recordId: course.course.id });
  });

  it("an instructor of another course does not see them; admins do", async () => {
    expect((await list("other")).students.some((entry) => entry.student.id === listed.id)).toBe(false);
    expect((await list("admin")).students.some((entry) => entry.student.id === listed.id)).toBe(true);
  });

  it("students and visitors are refused", async () => {
    expect((await as(t.app, actors.student.cookie)({ method: "GET", url: "/api/staff/at-risk" })).statusCode).toBe(403);
    expect((await as(t.app, undefined)({ method: "GET", url: "/api/staff/at-risk" })).statusCode).toBe(401);
  });

  it("pages with a total", async () => {
    const response = await as(t.app, actors.admin.cookie)({ method: "GET", url: "/api/staff/at-risk?pageSize=1" });
    const page = response.json<AtRiskPage>();
    expect(page.students).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });
});

describe("nudges", () => {
  const url = (studentId: string, courseId = course.course.id) =>
    `/api/staff/courses/${courseId}/students/${studentId}/nudge`;
  const nudgesTo = (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "at-risk-nudge")));

  it("prefills the message in the student's language and queues the edited text through the outbox", async () => {
    const learner = await student(new Date(Date.now() - 9 * DAY), { locale: "es", firstName: "Lucía" });
    const draft = await as(t.app, actors.team.cookie)({ method: "GET", url: url(learner.id) });
    expect(draft.statusCode, draft.body).toBe(200);
    const body = draft.json<NudgeDraft>();
    expect(body.locale).toBe("es");
    expect(body.subject).toBe("¿Cómo vas con Joinery?");
    expect(body.message).toContain("Hola, Lucía:");
    expect(body.optedOut).toBe(false);
    expect(body.sentToday).toBeNull();

    const sent = await as(
      t.app,
      actors.team.cookie,
    )({
      method: "POST",
      url: url(learner.id),
      payload: { subject: body.subject, message: `${body.message}\n\nPD: ¡Tú puedes!` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [email] = await nudgesTo(learner.email);
    expect(email!.subject).toBe("¿Cómo vas con Joinery?");
    expect(email!.textBody).toContain("¡Tú puedes!");
    expect(email!.htmlBody).toContain('lang="es"');
    expect(email!.headers["List-Unsubscribe"]).toBeDefined();

    const again = await as(t.app, actors.team.cookie)({ method: "GET", url: url(learner.id) });
    expect(again.json<NudgeDraft>().sentToday?.sentBy?.id).toBe(actors.team.id);
    const page = await listAtRiskStudents(t.db, admin, settings, { page: 1, pageSize: 100 });
    expect(page.students.find((row) => row.student.id === learner.id)?.lastNudge?.sentBy?.name).toBe("Tess Student");
  });

  it("one nudge per student, course and day, even when sent at once", async () => {
    const learner = await student(new Date(Date.now() - 9 * DAY));
    const send = () =>
      as(
        t.app,
        actors.team.cookie,
      )({ method: "POST", url: url(learner.id), payload: { subject: "Hi", message: "Come back" } });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await nudgesTo(learner.email)).toHaveLength(1);
    const later = await send();
    expect(later.statusCode).toBe(409);
    expect(later.json<{ message: string }>().message).toContain("already got a nudge");
  });

  it("refuses, and queues nothing, when the student turned nudges off", async () => {
    const learner = await student(new Date(Date.now() - 9 * DAY));
    await t.db
      .update(users)
      .set({ emailOptOuts: ["nudges"] })
      .where(eq(users.id, learner.id));
    const draft = await as(t.app, actors.team.cookie)({ method: "GET", url: url(learner.id) });
    expect(draft.json<NudgeDraft>().optedOut).toBe(true);
    const sent = await as(
      t.app,
      actors.team.cookie,
    )({
      method: "POST",
      url: url(learner.id),
      payload: { subject: "Hi", message: "Come back" },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json<{ message: string }>().message).toContain("turned off check-ins");
    expect(await nudgesTo(learner.email)).toHaveLength(0);
    // A new try is allowed once they turn them back on (nothing was reserved).
    await t.db.update(users).set({ emailOptOuts: [] }).where(eq(users.id, learner.id));
    const retried = await as(
      t.app,
      actors.team.cookie,
    )({
      method: "POST",
      url: url(learner.id),
      payload: { subject: "Hi", message: "Come back" },
    });
    expect(retried.statusCode).toBe(201);
  });

  it("404 for an instructor of another course, and for a student not in the course", async () => {
    const learner = await student(new Date(Date.now() - 9 * DAY));
    const other = await as(
      t.app,
      actors.other.cookie,
    )({
      method: "POST",
      url: url(learner.id),
      payload: { subject: "Hi", message: "Come back" },
    });
    expect(other.statusCode).toBe(404);
    expect((await as(t.app, actors.other.cookie)({ method: "GET", url: url(learner.id) })).statusCode).toBe(404);
    const notHere = await as(t.app, actors.other.cookie)({ method: "GET", url: url(learner.id, elsewhere.course.id) });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json<{ message: string }>().message).toBe("Student not found");
    expect(await nudgesTo(learner.email)).toHaveLength(0);
  });
});

describe("the team's private note", () => {
  const url = (studentId: string) => `/api/staff/courses/${course.course.id}/students/${studentId}/note`;

  it("the course team and admins read and write it, keeping who wrote and changed it; others get 404", async () => {
    const learner = await student(new Date(Date.now() - DAY));
    const empty = await as(t.app, actors.team.cookie)({ method: "GET", url: url(learner.id) });
    expect(empty.json<NoteAnswer>()).toEqual({ note: null });

    const written = await as(
      t.app,
      actors.team.cookie,
    )({
      method: "PUT",
      url: url(learner.id),
      payload: { body: "Called, has no laptop" },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<NoteAnswer>().note).toMatchObject({
      body: "Called, has no laptop",
      createdBy: { id: actors.team.id },
      updatedBy: { id: actors.team.id },
    });

    const edited = await as(
      t.app,
      actors.admin.cookie,
    )({
      method: "PUT",
      url: url(learner.id),
      payload: { body: "Called, has no laptop. Lent one on Monday." },
    });
    const note = edited.json<NoteAnswer>().note!;
    expect(note).toMatchObject({ createdBy: { id: actors.team.id }, updatedBy: { id: actors.admin.id } });
    expect(new Date(note.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(note.createdAt).getTime());

    for (const method of ["GET", "PUT"] as const) {
      const payload = method === "PUT" ? { body: "Mine now" } : undefined;
      expect((await as(t.app, actors.other.cookie)({ method, url: url(learner.id), payload })).statusCode).toBe(404);
      expect((await as(t.app, actors.student.cookie)({ method, url: url(learner.id), payload })).statusCode).toBe(403);
      expect((await as(t.app, undefined)({ method, url: url(learner.id), payload })).statusCode).toBe(401);
    }
    const read = await as(t.app, actors.team.cookie)({ method: "GET", url: url(learner.id) });
    expect(read.json<NoteAnswer>().note?.body).toBe("Called, has no laptop. Lent one on Monday.");

    const cleared = await as(t.app, actors.team.cookie)({ method: "PUT", url: url(learner.id), payload: { body: "" } });
    expect(cleared.json<NoteAnswer>()).toEqual({ note: null });
  });
});

describe("the daily digest of newly at-risk students", () => {
  // Its own pair of courses and instructors, on days no other test uses.
  const DAY1 = new Date("2031-05-01T07:00:00.000Z");
  let digestCourse: CourseFixture;
  let quietCourse: CourseFixture;
  let teacher: { id: string; email: string };
  let quietTeacher: { id: string; email: string };

  beforeAll(async () => {
    teacher = await createUser(t.db, { role: "instructor", firstName: "Dora" });
    quietTeacher = await createUser(t.db, { role: "instructor", firstName: "Quinn" });
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, teacher.id));
    digestCourse = await createTeamCourse(t.db, [teacher], { title: "Plumbing" });
    quietCourse = await createTeamCourse(t.db, [quietTeacher], { title: "Tiling" });
  });

  const digestsTo = (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "at-risk-digest")));

  it("goes once a day, only when someone is newly at risk, listing only the new ones", async () => {
    const first = await student(at(DAY1, -8 * DAY), { fixture: digestCourse, firstName: "Pia" });
    await student(at(DAY1, -DAY), { fixture: quietCourse });

    expect(await runAtRiskDigest(t.db, t.app.mail, settings, at(DAY1, -1))).toEqual({ ran: false, sent: 0 });
    const runs = await Promise.all([
      runAtRiskDigest(t.db, t.app.mail, settings, DAY1),
      runAtRiskDigest(t.db, t.app.mail, settings, at(DAY1, 60_000)),
    ]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    const [digest] = await digestsTo(teacher.email);
    expect(await digestsTo(teacher.email)).toHaveLength(1);
    expect(digest!.subject).toBe("1 estudiante está en riesgo por primera vez en tus cursos");
    expect(digest!.textBody).toContain("Pia Student en Plumbing: Sin actividad durante 7 días");
    // Nobody at risk in the quiet teacher's course: no digest at all.
    expect(await digestsTo(quietTeacher.email)).toHaveLength(0);
    expect(await runAtRiskDigest(t.db, t.app.mail, settings, at(DAY1, 3 * 60 * 60_000))).toEqual({
      ran: false,
      sent: 0,
    });

    // Next day: Pia is still at risk (already reported): nothing new, no digest.
    const day2 = at(DAY1, DAY);
    expect(await runAtRiskDigest(t.db, t.app.mail, settings, day2)).toEqual({ ran: true, sent: 0 });
    expect(await digestsTo(teacher.email)).toHaveLength(1);

    // Day three: a second student falls behind; only they are listed.
    const second = await student(at(DAY1, -5 * DAY), { fixture: digestCourse, firstName: "Rui" });
    const day3 = at(DAY1, 2 * DAY);
    expect(await runAtRiskDigest(t.db, t.app.mail, settings, day3)).toEqual({ ran: true, sent: 1 });
    const digests = await digestsTo(teacher.email);
    expect(digests).toHaveLength(2);
    const latest = digests.find((row) => row.id !== digest!.id)!;
    expect(latest.textBody).toContain("Rui Student");
    expect(latest.textBody).not.toContain("Pia Student");
    const reported = await t.db.select().from(atRiskReports).where(eq(atRiskReports.recipientId, teacher.id));
    expect(new Set(reported.map((row) => row.studentId))).toEqual(new Set([first.id, second.id]));
  });

  it("respects an instructor who turned the digest off", async () => {
    const day = new Date("2031-06-01T08:00:00.000Z");
    await t.db
      .update(users)
      .set({ emailOptOuts: ["atRiskDigest"] })
      .where(eq(users.id, quietTeacher.id));
    await student(at(day, -9 * DAY), { fixture: quietCourse, firstName: "Tomas" });
    expect((await runAtRiskDigest(t.db, t.app.mail, settings, day)).ran).toBe(true);
    expect(await digestsTo(quietTeacher.email)).toHaveLength(0);
    // Tomas was still looked at: reported, so turning the digest back on does not bring him up as new.
    const reported = await t.db.select().from(atRiskReports).where(eq(atRiskReports.recipientId, quietTeacher.id));
    expect(reported.length).toBeGreaterThan(0);
  });
});
