import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cohortMembers,
  cohorts,
  certificates,
  courseModules,
  courses,
  emailOutbox,
  enrollments,
  lessons,
  outcomeFollowUps,
  outcomeRecords,
  users,
} from "../../src/db/schema/index.js";
import { sendDueFollowUps } from "../../src/server/modules/outcomes/index.js";
import { getFollowUpForm } from "../../src/server/modules/outcomes/outcomes.service.js";
import { as, createTestApp, testConfig, type TestContext } from "../support/app.js";
import { joinCourseTeam, signedInUser } from "../support/factories.js";

/*
 * Outcomes after the course (issue 24): follow-ups scheduled when a certificate is issued, the
 * job that sends them when due, the link (single use, 60 days), the student's and staff's
 * answers, and the impact report on a set whose figures are worked out by hand below.
 */

let t: TestContext;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ EMAIL_POLL_SECONDS: "3600", VIDEO_WORKER: "off" });
});
afterAll(async () => t?.close());

/** A course of one lesson: completing it issues the certificate. */
async function oneLessonCourse(title: string) {
  const [course] = await t.db
    .insert(courses)
    .values({ title, description: "One lesson.", category: "Welding" })
    .returning();
  const [module] = await t.db
    .insert(courseModules)
    .values({ courseId: course!.id, title: "Only", description: "Only module", orderIndex: 1 })
    .returning();
  const [lesson] = await t.db
    .insert(lessons)
    .values({ moduleId: module!.id, title: "Only lesson", content: "# Done", orderIndex: 1 })
    .returning();
  return { course: course!, lesson: lesson! };
}

/** A student who finished the course through the API (enrol, complete its lesson). */
async function completer(
  course: Awaited<ReturnType<typeof oneLessonCourse>>,
  user: { firstName: string; email?: string },
) {
  const student = await signedInUser(t.app, { ...user, lastName: "Reyes" });
  const call = as(t.app, student.cookie);
  expect((await call({ method: "POST", url: `/api/courses/${course.course.id}/enroll` })).statusCode).toBe(201);
  expect((await call({ method: "POST", url: `/api/lessons/${course.lesson.id}/complete` })).statusCode).toBe(200);
  const [certificate] = await t.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
  expect(certificate).toBeDefined();
  return { ...student, call, certificate: certificate! };
}

const followUpsOf = (certificateId: string) =>
  t.db
    .select()
    .from(outcomeFollowUps)
    .where(eq(outcomeFollowUps.certificateId, certificateId))
    .orderBy(outcomeFollowUps.months);

const followUpMails = (address: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, "outcome-follow-up")));

/** The link's id and token, from the email as it was queued. */
function linkIn(text: string) {
  const match = text.match(/\/outcomes\/([0-9a-f-]{36})\?token=([A-Za-z0-9_%-]+)/);
  expect(match, text).not.toBeNull();
  return { id: match![1]!, token: decodeURIComponent(match![2]!) };
}

const answer = {
  employment: "full-time",
  inEducation: false,
  employer: "Ortiz Welding",
  jobTitle: "Apprentice welder",
  hourlyWage: "18.50",
  otherCredential: "",
};

describe("follow-ups", () => {
  it("reads FOLLOW_UP_MONTHS", () => {
    expect(testConfig().followUpMonths).toEqual([6, 12]);
    expect(testConfig({ FOLLOW_UP_MONTHS: "12, 3" }).followUpMonths).toEqual([3, 12]);
    expect(() => testConfig({ FOLLOW_UP_MONTHS: "six" })).toThrow(/FOLLOW_UP_MONTHS/);
  });

  it("are scheduled 6 and 12 months after the certificate when it is issued", async () => {
    const course = await oneLessonCourse("Welding basics");
    const student = await completer(course, { firstName: "Ana" });
    const rows = await followUpsOf(student.certificate.id);
    expect(rows.map((row) => [row.months, row.status, row.userId, row.courseId])).toEqual([
      [6, "scheduled", student.user.id, course.course.id],
      [12, "scheduled", student.user.id, course.course.id],
    ]);
    const issued = student.certificate.issueDate;
    const monthsBetween = (due: Date) =>
      (due.getUTCFullYear() - issued.getUTCFullYear()) * 12 + due.getUTCMonth() - issued.getUTCMonth();
    expect(rows.map((row) => monthsBetween(row.dueAt))).toEqual([6, 12]);
    expect(rows.every((row) => row.tokenHash === null && row.sentAt === null)).toBe(true);
  });

  it("are sent by the job when due, once, as one email in the student's language with a working link", async () => {
    const course = await oneLessonCourse("Pipe fitting");
    const email = `maria-${Date.now()}@example.org`;
    const student = await completer(course, { firstName: "María", email });
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, student.user.id));
    const [six, twelve] = await followUpsOf(student.certificate.id);

    // A minute before it is due: nothing.
    await sendDueFollowUps(t.db, t.app.mail, new Date(six!.dueAt.getTime() - 60_000));
    expect(await followUpMails(email)).toHaveLength(0);

    // Due: the 6-month one goes, the 12-month one waits.
    await sendDueFollowUps(t.db, t.app.mail, six!.dueAt);
    await sendDueFollowUps(t.db, t.app.mail, new Date(six!.dueAt.getTime() + DAY));
    const mails = await followUpMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("¿Cómo te va desde Pipe fitting?");
    expect(mails[0]!.headers["List-Unsubscribe"]).toMatch(/unsubscribe/);
    const [sentSix, stillTwelve] = await followUpsOf(student.certificate.id);
    expect(sentSix!.status).toBe("sent");
    expect(sentSix!.expiresAt!.getTime() - sentSix!.sentAt!.getTime()).toBe(60 * DAY);
    expect(stillTwelve!.status).toBe("scheduled");
    expect(twelve!.id).toBe(stillTwelve!.id);

    // The token is kept hashed, never as mailed.
    const link = linkIn(mails[0]!.textBody);
    expect(link.id).toBe(six!.id);
    expect(sentSix!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sentSix!.tokenHash).not.toContain(link.token);

    // The form shows the first name and the course, nothing else about the student.
    const form = await t.app.inject({ method: "GET", url: `/api/outcomes/follow-ups/${link.id}?token=${link.token}` });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ id: six!.id, firstName: "María", courseTitle: "Pipe fitting", months: 6 });
    expect(form.body).not.toContain(email);
    expect(form.body).not.toContain("Reyes");
  });

  it("are not sent to a student who turned them off", async () => {
    const course = await oneLessonCourse("Drywall");
    const email = `quiet-${Date.now()}@example.org`;
    const student = await completer(course, { firstName: "Quinn", email });
    const saved = await student.call({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { notices: { followUps: false } },
    });
    expect(saved.statusCode).toBe(200);
    const [six] = await followUpsOf(student.certificate.id);
    await sendDueFollowUps(t.db, t.app.mail, six!.dueAt);
    expect(await followUpMails(email)).toHaveLength(0);
    expect((await followUpsOf(student.certificate.id))[0]!.status).toBe("skipped");
  });
});

describe("the follow-up link", () => {
  async function sentLink(title: string) {
    const course = await oneLessonCourse(title);
    const email = `link-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
    const student = await completer(course, { firstName: "Leo", email });
    const [six] = await followUpsOf(student.certificate.id);
    await sendDueFollowUps(t.db, t.app.mail, six!.dueAt);
    const [mail] = await followUpMails(email);
    return { ...linkIn(mail!.textBody), student, course, sentAt: six!.dueAt };
  }

  it("works once: the answer is saved, then the link says it was used (410)", async () => {
    const link = await sentLink("Roofing");
    const wrong = await t.app.inject({ method: "GET", url: `/api/outcomes/follow-ups/${link.id}?token=nope` });
    expect(wrong.statusCode).toBe(404);

    const bad = await t.app.inject({
      method: "POST",
      url: `/api/outcomes/follow-ups/${link.id}`,
      payload: { ...answer, hourlyWage: "-3", token: link.token },
    });
    expect(bad.statusCode).toBe(400);

    const answered = await t.app.inject({
      method: "POST",
      url: `/api/outcomes/follow-ups/${link.id}`,
      payload: { ...answer, token: link.token },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      employment: "full-time",
      hourlyWage: "18.50",
      source: "student",
      otherCredential: null,
    });

    const again = await t.app.inject({
      method: "POST",
      url: `/api/outcomes/follow-ups/${link.id}`,
      payload: { ...answer, token: link.token },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already used/);
    const reopened = await t.app.inject({
      method: "GET",
      url: `/api/outcomes/follow-ups/${link.id}?token=${link.token}`,
    });
    expect(reopened.statusCode).toBe(410);
    const [row] = await followUpsOf(link.student.certificate.id);
    expect(row!.status).toBe("answered");
    expect(row!.tokenHash).toBeNull();
    const [record] = await t.db.select().from(outcomeRecords).where(eq(outcomeRecords.followUpId, link.id));
    expect(record).toMatchObject({ months: 6, source: "student", recordedBy: link.student.user.id });
  });

  it("expires 60 days after it was sent: the last millisecond works, the 60th day answers 410", async () => {
    const link = await sentLink("Tiling");
    const expiry = link.sentAt.getTime() + 60 * DAY;
    await expect(getFollowUpForm(t.db, link.id, link.token, new Date(expiry - 1))).resolves.toMatchObject({
      months: 6,
    });
    await expect(getFollowUpForm(t.db, link.id, link.token, new Date(expiry))).rejects.toMatchObject({ status: 410 });

    // Through the API, with the link's clock moved back (sent 60 days ago).
    await t.db
      .update(outcomeFollowUps)
      .set({ sentAt: new Date(Date.now() - 60 * DAY - 1000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(outcomeFollowUps.id, link.id));
    const expired = await t.app.inject({
      method: "GET",
      url: `/api/outcomes/follow-ups/${link.id}?token=${link.token}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired.*dashboard/);
    const late = await t.app.inject({
      method: "POST",
      url: `/api/outcomes/follow-ups/${link.id}`,
      payload: { ...answer, token: link.token },
    });
    expect(late.statusCode).toBe(410);
  });

  it("answers the form posted without script with the page again", async () => {
    const link = await sentLink("Framing");
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: `/api/outcomes/follow-ups/${link.id}/form`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
        payload: new URLSearchParams(fields).toString(),
      });
    const missing = await form({ token: link.token, employment: "part-time" });
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toBe(
      `/outcomes/${link.id}?token=${encodeURIComponent(link.token)}&error=inEducation`,
    );
    const done = await form({ token: link.token, employment: "part-time", inEducation: "yes", hourlyWage: "16,25" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/outcomes/${link.id}?answered=1`);
    const [record] = await t.db.select().from(outcomeRecords).where(eq(outcomeRecords.followUpId, link.id));
    expect(record).toMatchObject({ employment: "part-time", inEducation: true, hourlyWage: "16.25" });
    const used = await form({ token: link.token, employment: "no", inEducation: "no" });
    expect(used.headers.location).toBe(`/outcomes/${link.id}?token=${encodeURIComponent(link.token)}&error=link`);
  });
});

describe("the student's own answers", () => {
  it("lists the points, refuses one not due yet, and lets the student answer and correct a due one", async () => {
    const course = await oneLessonCourse("Plumbing");
    const student = await completer(course, { firstName: "Pia" });
    const listed = await student.call({ method: "GET", url: "/api/outcomes/mine" });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((point: { months: number; answer: unknown }) => [point.months, point.answer])).toEqual([
      [6, null],
      [12, null],
    ]);
    const early = await student.call({
      method: "PUT",
      url: `/api/outcomes/mine/${course.course.id}/6`,
      payload: answer,
    });
    expect(early.statusCode).toBe(400);

    const [six] = await followUpsOf(student.certificate.id);
    await sendDueFollowUps(t.db, t.app.mail, six!.dueAt);
    const first = await student.call({
      method: "PUT",
      url: `/api/outcomes/mine/${course.course.id}/6`,
      payload: answer,
    });
    expect(first.statusCode).toBe(200);
    const corrected = await student.call({
      method: "PUT",
      url: `/api/outcomes/mine/${course.course.id}/6`,
      payload: { ...answer, employment: "part-time", hourlyWage: "17" },
    });
    expect(corrected.json()).toMatchObject({ employment: "part-time", hourlyWage: "17.00", source: "student" });
    const after = await student.call({ method: "GET", url: "/api/outcomes/mine" });
    expect(after.json()[0]).toMatchObject({ months: 6, status: "answered", answer: { employment: "part-time" } });
    // Answering from the dashboard used up the emailed link.
    expect((await followUpsOf(student.certificate.id))[0]!.tokenHash).toBeNull();

    const visitor = await t.app.inject({ method: "GET", url: "/api/outcomes/mine" });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("staff record outcomes by hand", () => {
  it("for a completer of their course, keeping who recorded it; 404 for other instructors", async () => {
    const course = await oneLessonCourse("Masonry");
    const student = await completer(course, { firstName: "Moe" });
    const team = await signedInUser(t.app, { role: "instructor", firstName: "Tia" });
    const other = await signedInUser(t.app, { role: "instructor", firstName: "Oli" });
    await joinCourseTeam(t.db, course.course.id, team.user);
    const url = `/api/staff/courses/${course.course.id}/outcomes/${student.user.id}/12`;
    const payload = { ...answer, employment: "self-employed", inEducation: true, hourlyWage: 30 };

    expect((await as(t.app, other.cookie)({ method: "PUT", url, payload })).statusCode).toBe(404);
    expect((await student.call({ method: "PUT", url, payload })).statusCode).toBe(403);
    const recorded = await as(t.app, team.cookie)({ method: "PUT", url, payload });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      source: "staff",
      recordedBy: team.user.id,
      months: 12,
      hourlyWage: "30.00",
    });

    const stranger = await signedInUser(t.app, { firstName: "Sol" });
    const notCompleter = await as(
      t.app,
      team.cookie,
    )({
      method: "PUT",
      url: `/api/staff/courses/${course.course.id}/outcomes/${stranger.user.id}/6`,
      payload,
    });
    expect(notCompleter.statusCode).toBe(404);
    const badPoint = await as(
      t.app,
      team.cookie,
    )({
      method: "PUT",
      url: `/api/staff/courses/${course.course.id}/outcomes/${student.user.id}/7`,
      payload,
    });
    expect(badPoint.statusCode).toBe(400);

    const listed = await as(
      t.app,
      team.cookie,
    )({ method: "GET", url: `/api/staff/courses/${course.course.id}/completers` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        userId: student.user.id,
        outcomes: [expect.objectContaining({ months: 12, source: "staff", employment: "self-employed" })],
      }),
    ]);
    expect(
      (await as(t.app, other.cookie)({ method: "GET", url: `/api/staff/courses/${course.course.id}/completers` }))
        .statusCode,
    ).toBe(404);

    // The student sees it on the dashboard, as recorded by staff, and may correct it once due.
    const mine = await student.call({ method: "GET", url: "/api/outcomes/mine" });
    expect(mine.json()[1]).toMatchObject({ months: 12, answer: { source: "staff", employment: "self-employed" } });
  });
});

describe("the impact report", () => {
  /*
   * Course R, range 2026-01-01 to 2026-06-30. Eight students:
   *   S1 enrolled 2025-12-01, completed and certified 2026-01-11 (41 days); 6 m: full-time, 18.00 (follow-up answered)
   *   S2 enrolled 2026-01-05, completed 2026-01-25 (20 days); 6 m: not employed, in education (answered);
   *      12 m: part-time, 16.00 (staff)
   *   S3 enrolled 2026-02-01, completed 2026-03-03 (30 days); 6 m: part-time, 15.50 (answered)
   *   S4 enrolled 2026-02-10, completed 2026-02-20 (10 days); 6 m: not employed, not in education
   *      (staff; the follow-up was sent, not answered); 12 m: full-time, 20.00 (staff)
   *   S5 enrolled 2026-03-01, completed 2026-04-30 (60 days); 6 m: self-employed, 22.00 (answered);
   *      12 m: full-time, 25.00 (answered)
   *   S6 enrolled 2026-04-01, not completed
   *   S7 enrolled 2025-10-01, completed 2025-12-15: before the range, not served
   *   S8 enrolled 2026-07-05: after the range, not served
   * By hand:
   *   students served: S1-S6 = 6; enrolments in the range: S2-S6 = 5; completions: S1-S5 = 5;
   *   certificates: 5; days to complete 10, 20, 30, 41, 60: median 30;
   *   follow-ups sent: S1-S5 at 6 m + S5 at 12 m = 6; answered: S1, S2, S3, S5, S5 = 5; rate 5/6 = 83.3 %;
   *   6 months: respondents S1-S5 = 5, employed or in education S1, S2, S3, S5 = 4 (80 %);
   *   12 months: respondents S2, S4, S5 = 3: fewer than 5;
   *   latest wage of each: S1 18, S2 16, S3 15.50, S4 20, S5 25: median 18.00;
   *   completions by month: January 2, February 1, March 1, April 1: each fewer than 5.
   */
  type Spec = {
    enrolled: string;
    completed?: string;
    answers?: {
      months: number;
      employment: string;
      inEducation: boolean;
      wage?: string;
      source: "student" | "staff";
    }[];
    followUps?: { months: number; answered: boolean }[];
  };
  const specs: Spec[] = [
    {
      enrolled: "2025-12-01",
      completed: "2026-01-11",
      answers: [{ months: 6, employment: "full-time", inEducation: false, wage: "18.00", source: "student" }],
      followUps: [{ months: 6, answered: true }],
    },
    {
      enrolled: "2026-01-05",
      completed: "2026-01-25",
      answers: [
        { months: 6, employment: "no", inEducation: true, source: "student" },
        { months: 12, employment: "part-time", inEducation: false, wage: "16.00", source: "staff" },
      ],
      followUps: [{ months: 6, answered: true }],
    },
    {
      enrolled: "2026-02-01",
      completed: "2026-03-03",
      answers: [{ months: 6, employment: "part-time", inEducation: false, wage: "15.50", source: "student" }],
      followUps: [{ months: 6, answered: true }],
    },
    {
      enrolled: "2026-02-10",
      completed: "2026-02-20",
      answers: [
        { months: 6, employment: "no", inEducation: false, source: "staff" },
        { months: 12, employment: "full-time", inEducation: false, wage: "20.00", source: "staff" },
      ],
      followUps: [{ months: 6, answered: false }],
    },
    {
      enrolled: "2026-03-01",
      completed: "2026-04-30",
      answers: [
        { months: 6, employment: "self-employed", inEducation: false, wage: "22.00", source: "student" },
        { months: 12, employment: "full-time", inEducation: false, wage: "25.00", source: "student" },
      ],
      followUps: [
        { months: 6, answered: true },
        { months: 12, answered: true },
      ],
    },
    { enrolled: "2026-04-01" },
    { enrolled: "2025-10-01", completed: "2025-12-15" },
    { enrolled: "2026-07-05" },
  ];
  const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
  let courseId: string;
  let fourth: string;
  const studentIds: string[] = [];
  const roles = {} as Record<"admin" | "team" | "other" | "student", ReturnType<typeof as>>;
  const report = (who: keyof typeof roles, query = `courseId=${courseId}`) =>
    roles[who]({ method: "GET", url: `/api/staff/impact?from=2026-01-01&to=2026-06-30&${query}` });

  beforeAll(async () => {
    const { course } = await oneLessonCourse("Report course");
    courseId = course.id;
    for (const [index, spec] of specs.entries()) {
      const [user] = await t.db
        .insert(users)
        .values({ email: `s${index + 1}-${Date.now()}@example.org`, firstName: `S${index + 1}`, lastName: "Report" })
        .returning();
      if (index === 3) fourth = user!.id;
      studentIds.push(user!.id);
      await t.db.insert(enrollments).values({
        userId: user!.id,
        courseId,
        enrolledAt: at(spec.enrolled),
        completed: spec.completed !== undefined,
        completedAt: spec.completed ? at(spec.completed) : null,
        progress: spec.completed ? 100 : 10,
      });
      if (!spec.completed) continue;
      const [certificate] = await t.db
        .insert(certificates)
        .values({
          userId: user!.id,
          courseId,
          certId: `TSA-R${Date.now()}${index}`,
          studentName: `S${index + 1} Report`,
          courseTitle: "Report course",
          issueDate: at(spec.completed),
        })
        .returning();
      for (const followUp of spec.followUps ?? []) {
        await t.db.insert(outcomeFollowUps).values({
          certificateId: certificate!.id,
          userId: user!.id,
          courseId,
          months: followUp.months,
          dueAt: at("2026-07-01"),
          status: followUp.answered ? "answered" : "sent",
          sentAt: at("2026-07-01"),
          expiresAt: at("2026-08-30"),
          answeredAt: followUp.answered ? at("2026-07-02") : null,
        });
      }
      for (const given of spec.answers ?? []) {
        await t.db.insert(outcomeRecords).values({
          userId: user!.id,
          courseId,
          months: given.months,
          employment: given.employment as "no",
          inEducation: given.inEducation,
          hourlyWage: given.wage ?? null,
          source: given.source,
        });
      }
    }
    const admin = await signedInUser(t.app, { role: "admin" });
    const team = await signedInUser(t.app, { role: "instructor" });
    const other = await signedInUser(t.app, { role: "instructor" });
    const student = await signedInUser(t.app, {});
    await joinCourseTeam(t.db, courseId, team.user);
    roles.admin = as(t.app, admin.cookie);
    roles.team = as(t.app, team.cookie);
    roles.other = as(t.app, other.cookie);
    roles.student = as(t.app, student.cookie);
  });

  it("gives the figures worked out by hand", async () => {
    const response = await report("admin");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      from: "2026-01-01",
      to: "2026-06-30",
      courseId,
      studentsServed: 6,
      enrolments: 5,
      completions: 5,
      certificates: 5,
      medianDaysToComplete: 30,
      followUpsSent: 6,
      followUpsAnswered: 5,
      followUpResponseRate: 83.3,
      medianHourlyWage: 18,
      points: [
        { months: 6, respondents: 5, employedOrInEducation: 4, percent: 80 },
        { months: 12, respondents: "fewer than 5", employedOrInEducation: "fewer than 5", percent: "fewer than 5" },
      ],
    });
    expect(body.completionsByMonth).toEqual(
      ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].map((month) => ({
        month,
        completions: "fewer than 5",
      })),
    );
  });

  it("shows a group of 4 as fewer than 5, and 5 as a number", async () => {
    // Six months: 5 respondents. Without S4's answer, 4.
    const five = (await report("admin")).json();
    expect(five.points[0]).toEqual({ months: 6, respondents: 5, employedOrInEducation: 4, percent: 80 });
    await t.db.delete(outcomeRecords).where(and(eq(outcomeRecords.userId, fourth), eq(outcomeRecords.months, 6)));
    const four = (await report("admin")).json();
    expect(four.points[0]).toEqual({
      months: 6,
      respondents: "fewer than 5",
      employedOrInEducation: "fewer than 5",
      percent: "fewer than 5",
    });
    // A range with only S1, S2 (January): counts of 2.
    const january = (
      await roles.admin({ method: "GET", url: `/api/staff/impact?from=2026-01-01&to=2026-01-31&courseId=${courseId}` })
    ).json();
    expect(january).toMatchObject({
      completions: "fewer than 5",
      medianDaysToComplete: "fewer than 5",
      medianHourlyWage: "fewer than 5",
    });
    await t.db.insert(outcomeRecords).values({
      userId: fourth,
      courseId,
      months: 6,
      employment: "no",
      inEducation: false,
      source: "staff",
    });
  });

  it("exports each figure and the rows as CSV, with fewer than 5 as a value", async () => {
    const csv = (figure: string) =>
      roles.admin({
        method: "GET",
        url: `/api/staff/impact.csv?from=2026-01-01&to=2026-06-30&courseId=${courseId}&figure=${figure}`,
      });
    const summary = await csv("summary");
    expect(summary.statusCode).toBe(200);
    expect(summary.headers["content-type"]).toMatch(/text\/csv/);
    const lines = summary.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe("figure,value,from,to");
    expect(lines).toContain("students served,6,2026-01-01,2026-06-30");
    expect(lines).toContain("median days to complete,30,2026-01-01,2026-06-30");
    expect(lines).toContain("respondents at 12 months,fewer than 5,2026-01-01,2026-06-30");
    expect(lines).toContain("median hourly wage,18,2026-01-01,2026-06-30");
    const employment = (await csv("employment")).body.trim().split(/\r?\n/);
    expect(employment).toEqual([
      "months after the course,respondents,employed or in education,percent",
      "6,5,4,80",
      "12,fewer than 5,fewer than 5,fewer than 5",
    ]);
    const months = (await csv("completions-by-month")).body.trim().split(/\r?\n/);
    expect(months[1]).toBe("2026-01,fewer than 5");
    const rows = (await csv("rows")).body.trim().split(/\r?\n/);
    expect(rows).toHaveLength(1 + 6);
    expect(rows[0]).toMatch(/^student,email,course,enrolled at,completed at,days to complete/);
    expect(rows.find((line) => line.startsWith("S5 Report"))).toMatch(
      /,60,.*,2,2,self-employed,no,22.00,student,full-time,no,25.00,student$/,
    );
  });

  it("is scoped: the course's instructor sees it, another gets 404, a student 403", async () => {
    expect((await report("team")).json()).toMatchObject({ studentsServed: 6, completions: 5 });
    expect((await report("other")).statusCode).toBe(404);
    expect((await report("student")).statusCode).toBe(403);
    // Without a course: the other instructor's courses only (none).
    const theirs = (await report("other", "")).json();
    expect(theirs).toMatchObject({ studentsServed: "fewer than 5", completions: "fewer than 5" });
    const noCohort = await report("admin", `courseId=${courseId}&cohortId=00000000-0000-4000-8000-000000000000`);
    expect(noCohort.statusCode).toBe(404);
    expect(noCohort.json().message).toBe("Cohort not found");
    const backwards = await roles.admin({ method: "GET", url: "/api/staff/impact?from=2026-06-30&to=2026-01-01" });
    expect(backwards.statusCode).toBe(400);
  });

  it("is filtered by cohort: its members' figures only, 404 for a cohort of another course or team", async () => {
    // S1-S6 in one cohort: the course's figures, since S7 and S8 are outside the range anyway.
    const [whole] = await t.db
      .insert(cohorts)
      .values({ courseId, name: "Report cohort", startsOn: "2026-01-01", endsOn: "2026-06-30" })
      .returning();
    await t.db
      .insert(cohortMembers)
      .values(studentIds.slice(0, 6).map((userId) => ({ cohortId: whole!.id, courseId, userId })));
    const all = (await report("team", `courseId=${courseId}&cohortId=${whole!.id}`)).json();
    expect(all).toMatchObject({ studentsServed: 6, enrolments: 5, completions: 5, certificates: 5 });
    // Without the course: the cohort names it. By hand for S4 and S5 alone: every group is below 5.
    const [small] = await t.db
      .insert(cohorts)
      .values({ courseId, name: "Small cohort", startsOn: "2026-01-01", endsOn: "2026-06-30" })
      .returning();
    // A student is in one cohort of a course: S4 and S5 move to the small one.
    for (const userId of studentIds.slice(3, 5)) {
      await t.db
        .delete(cohortMembers)
        .where(and(eq(cohortMembers.courseId, courseId), eq(cohortMembers.userId, userId)));
      await t.db.insert(cohortMembers).values({ cohortId: small!.id, courseId, userId });
    }
    const two = (await report("admin", `cohortId=${small!.id}`)).json();
    expect(two).toMatchObject({ studentsServed: "fewer than 5", completions: "fewer than 5" });
    const rest = (await report("admin", `cohortId=${whole!.id}`)).json();
    expect(rest).toMatchObject({ studentsServed: "fewer than 5", completions: "fewer than 5" });
    // S1, S2, S3 and S6 remain: 4 served.
    const rows = await roles.admin({
      method: "GET",
      url: `/api/staff/impact.csv?from=2026-01-01&to=2026-06-30&cohortId=${whole!.id}&figure=rows`,
    });
    expect(
      rows.body
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split(" ")[0])
        .sort(),
    ).toEqual(["S1", "S2", "S3", "S6"]);

    const { course: other } = await oneLessonCourse("Another report course");
    expect((await report("admin", `courseId=${other.id}&cohortId=${whole!.id}`)).statusCode).toBe(404);
    expect((await report("other", `cohortId=${whole!.id}`)).statusCode).toBe(404);
    expect((await report("admin", "cohortId=not-a-uuid")).statusCode).toBe(404);
  });

  it("lets admins switch the public figures to live ones and back", async () => {
    const fixed = await t.app.inject({ method: "GET", url: "/api/outcomes/public-figures" });
    expect(fixed.json()).toEqual({
      live: false,
      studentsServed: null,
      completions: null,
      certificates: null,
      asOf: null,
    });
    expect(
      (await roles.team({ method: "PUT", url: "/api/admin/impact/public-figures", payload: { live: true } }))
        .statusCode,
    ).toBe(403);
    const live = await roles.admin({ method: "PUT", url: "/api/admin/impact/public-figures", payload: { live: true } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ live: true });
    expect(live.json().certificates).toBeGreaterThanOrEqual(6);
    const shown = await t.app.inject({ method: "GET", url: "/api/outcomes/public-figures" });
    expect(shown.json()).toEqual(live.json());
    await roles.admin({ method: "PUT", url: "/api/admin/impact/public-figures", payload: { live: false } });
    expect((await t.app.inject({ method: "GET", url: "/api/outcomes/public-figures" })).json().live).toBe(false);
  });
});
