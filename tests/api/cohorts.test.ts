import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cohortMembers, emailOutbox, enrollments, invitations, staffReads } from "../../src/db/schema/index.js";
import type {
  AddMembersResult,
  Cohort,
  CohortDetail,
  MyCohort,
  ProgressBoard,
} from "../../src/shared/contracts/cohorts.js";
import { acceptInvitation } from "../../src/server/modules/invitations/index.js";
import { as, createTestApp, sessionCookie, type TestContext } from "../support/app.js";
import {
  correctAnswers,
  createCourseWithContent,
  createUser,
  joinCourseTeam,
  signedInUser,
  type CourseFixture,
} from "../support/factories.js";

/*
 * Cohorts, adding students by pasted emails, invitations applied on sign-up, and the progress
 * board (issue 24), on PGlite and (with DATABASE_URL) PostgreSQL.
 */

let t: TestContext;
let course: CourseFixture;
let elsewhere: CourseFixture;
let admin: ReturnType<typeof as>;
let team: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
const ids = {} as { team: string; other: string };

beforeAll(async () => {
  t = await createTestApp({ VIDEO_WORKER: "off" });
  course = await createCourseWithContent(t.db, { title: "Joinery" });
  elsewhere = await createCourseWithContent(t.db, { title: "Welding" });
  const a = await signedInUser(t.app, { role: "admin", firstName: "Ada" });
  const tm = await signedInUser(t.app, { role: "instructor", firstName: "Tess", lastName: "Team" });
  const ot = await signedInUser(t.app, { role: "instructor", firstName: "Otto", lastName: "Other" });
  await joinCourseTeam(t.db, course.course.id, tm.user);
  await joinCourseTeam(t.db, elsewhere.course.id, ot.user);
  admin = as(t.app, a.cookie);
  team = as(t.app, tm.cookie);
  other = as(t.app, ot.cookie);
  ids.team = tm.user.id;
  ids.other = ot.user.id;
});
afterAll(() => t.close());

const cohortsUrl = (fixture: CourseFixture = course) => `/api/staff/courses/${fixture.course.id}/cohorts`;

async function newCohort(body: Record<string, unknown> = {}, caller = team) {
  const response = await caller({
    method: "POST",
    url: cohortsUrl(),
    payload: { name: "Spring 2027 – evenings", startsOn: "2027-03-01", endsOn: "2027-06-30", ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Cohort>();
}

async function addMembers(cohortId: string, emails: string, locale?: "en" | "es", caller = team) {
  const response = await caller({
    method: "POST",
    url: `${cohortsUrl()}/${cohortId}/members`,
    payload: { emails, ...(locale ? { locale } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AddMembersResult>();
}

const outcomes = (result: AddMembersResult) =>
  result.results.map((entry) => [entry.email ?? entry.input, entry.outcome]);

describe("cohort CRUD", () => {
  it("creates, lists, reads, changes and deletes a cohort", async () => {
    const created = await newCohort({ capacity: 12, instructorIds: [ids.team] });
    expect(created).toMatchObject({
      name: "Spring 2027 – evenings",
      startsOn: "2027-03-01",
      endsOn: "2027-06-30",
      capacity: 12,
      memberCount: 0,
      instructors: [{ id: ids.team, name: "Tess Team" }],
    });
    const list = await team({ method: "GET", url: cohortsUrl() });
    expect(list.json<Cohort[]>().map((row) => row.id)).toContain(created.id);

    const changed = await team({
      method: "PATCH",
      url: `${cohortsUrl()}/${created.id}`,
      payload: { name: "Spring 2027 – mornings", capacity: null, instructorIds: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Cohort>()).toMatchObject({ name: "Spring 2027 – mornings", capacity: null, instructors: [] });

    const read = await admin({ method: "GET", url: `${cohortsUrl()}/${created.id}` });
    expect(read.json<CohortDetail>()).toMatchObject({ name: "Spring 2027 – mornings", members: [], invitations: [] });

    expect((await team({ method: "DELETE", url: `${cohortsUrl()}/${created.id}` })).statusCode).toBe(204);
    expect((await team({ method: "GET", url: `${cohortsUrl()}/${created.id}` })).statusCode).toBe(404);
  });

  it("refuses an end before the start, and a capacity of 0", async () => {
    const backwards = await team({
      method: "POST",
      url: cohortsUrl(),
      payload: { name: "Backwards", startsOn: "2027-05-01", endsOn: "2027-04-01" },
    });
    expect(backwards.statusCode).toBe(400);
    const empty = await team({
      method: "POST",
      url: cohortsUrl(),
      payload: { name: "Empty", startsOn: "2027-05-01", endsOn: "2027-06-01", capacity: 0 },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("takes instructors from the course's team only (400 for anyone else)", async () => {
    const outsider = await team({
      method: "POST",
      url: cohortsUrl(),
      payload: { name: "Mixed", startsOn: "2027-05-01", endsOn: "2027-06-01", instructorIds: [ids.team, ids.other] },
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<{ message: string }>().message).toContain(ids.other);
    const created = await newCohort();
    const patch = await team({
      method: "PATCH",
      url: `${cohortsUrl()}/${created.id}`,
      payload: { instructorIds: ["not-a-uuid"] },
    });
    expect(patch.statusCode).toBe(400);
  });

  it("answers 404 to an instructor outside the team, and for a cohort of another course", async () => {
    const created = await newCohort();
    expect((await other({ method: "GET", url: cohortsUrl() })).statusCode).toBe(404);
    expect((await other({ method: "GET", url: `${cohortsUrl()}/${created.id}` })).statusCode).toBe(404);
    expect((await other({ method: "GET", url: `/api/staff/courses/${course.course.id}/progress` })).statusCode).toBe(
      404,
    );
    // The other instructor's own course does not reach this course's cohort.
    expect((await other({ method: "GET", url: `${cohortsUrl(elsewhere)}/${created.id}` })).statusCode).toBe(404);
  });
});

describe("adding students", () => {
  it("reports each pasted line and enrols those added", async () => {
    const cohort = await newCohort({ name: "Paste test" });
    const otherCohort = await newCohort({ name: "Elsewhere in the course" });
    const ana = await createUser(t.db, { email: "ana.paste@example.org", firstName: "Ana" });
    const bo = await createUser(t.db, { email: "bo.paste@example.org", firstName: "Bo" });
    const cy = await createUser(t.db, { email: "cy.paste@example.org", firstName: "Cy" });
    await createUser(t.db, { email: "ivy.instructor@example.org", role: "instructor" });
    await addMembers(otherCohort.id, cy.email);
    await addMembers(cohort.id, bo.email);

    const result = await addMembers(
      cohort.id,
      [
        `"Ana Paste" <ANA.paste@example.org>, bo.paste@example.org`,
        "Spring list:",
        "not-an@address; cy.paste@example.org",
        "newcomer.paste@example.org ivy.instructor@example.org",
      ].join("\n"),
      "es",
    );
    expect(outcomes(result)).toEqual([
      ["ana.paste@example.org", "added"],
      ["bo.paste@example.org", "already_in"],
      ["Spring list:", "invalid_email"],
      ["not-an@address", "invalid_email"],
      ["cy.paste@example.org", "in_other_cohort"],
      ["newcomer.paste@example.org", "invited"],
      ["ivy.instructor@example.org", "not_a_student"],
    ]);
    expect(result.cohort.memberCount).toBe(2);
    const [enrolment] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, ana.id), eq(enrollments.courseId, course.course.id)));
    expect(enrolment).toBeDefined();

    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "newcomer.paste@example.org"));
    expect(mail).toMatchObject({ kind: "cohort-invitation", subject: "Te invitan a Joinery en Trade Skills Academy" });
    expect(mail!.textBody).toContain(`returnTo=${encodeURIComponent(`/courses/${course.course.id}`)}`);

    const detail = (await team({ method: "GET", url: `${cohortsUrl()}/${cohort.id}` })).json<CohortDetail>();
    expect(detail.members.map((member) => member.email).sort()).toEqual([
      "ana.paste@example.org",
      "bo.paste@example.org",
    ]);
    expect(detail.invitations.map((invitation) => invitation.email)).toEqual(["newcomer.paste@example.org"]);

    // Removing gives the place back; the enrolment stays.
    expect((await team({ method: "DELETE", url: `${cohortsUrl()}/${cohort.id}/members/${ana.id}` })).statusCode).toBe(
      204,
    );
    const after = (await team({ method: "GET", url: `${cohortsUrl()}/${cohort.id}` })).json<CohortDetail>();
    expect(after.memberCount).toBe(1);
  });

  it("refuses a paste without any address", async () => {
    const cohort = await newCohort({ name: "Blank" });
    const response = await team({
      method: "POST",
      url: `${cohortsUrl()}/${cohort.id}/members`,
      payload: { emails: " ,\n" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("never goes past the capacity when adds race", async () => {
    const cohort = await newCohort({ name: "Small group", capacity: 2 });
    const students = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createUser(t.db, { email: `race-${n}@example.org` })),
    );
    const results = await Promise.all(students.map((student) => addMembers(cohort.id, student.email)));
    const all = results.flatMap((result) => result.results.map((entry) => entry.outcome));
    expect(all.filter((outcome) => outcome === "added")).toHaveLength(2);
    expect(all.filter((outcome) => outcome === "cohort_full")).toHaveLength(3);
    const members = await t.db.select().from(cohortMembers).where(eq(cohortMembers.cohortId, cohort.id));
    expect(members).toHaveLength(2);
    const detail = (await team({ method: "GET", url: `${cohortsUrl()}/${cohort.id}` })).json<CohortDetail>();
    expect(detail.memberCount).toBe(2);
    // A full cohort invites nobody, and its capacity can't go below its members.
    expect(outcomes(await addMembers(cohort.id, "late.invite@example.org"))).toEqual([
      ["late.invite@example.org", "cohort_full"],
    ]);
    const lower = await team({ method: "PATCH", url: `${cohortsUrl()}/${cohort.id}`, payload: { capacity: 1 } });
    expect(lower.statusCode).toBe(400);
  });
});

describe("invitations", () => {
  const tokenOf = async (email: string) => {
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(asc(emailOutbox.createdAt));
    const text = rows.at(-1)!.textBody;
    const match = /invitation=([A-Za-z0-9_-]+)/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };

  const signUp = (email: string, invitation?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "sturdy-oak-workbench-42", firstName: "New", ...(invitation ? { invitation } : {}) },
    });

  it("is applied on sign-up with that address: enrolled and in the cohort, once", async () => {
    const cohort = await newCohort({ name: "Invited group" });
    await addMembers(cohort.id, "dana.invited@example.org");
    const token = await tokenOf("dana.invited@example.org");

    // Another address can't use it.
    const wrong = await signUp("someone.else@example.org", token);
    expect(wrong.statusCode, wrong.body).toBe(201);
    const wrongCohorts = await as(t.app, sessionCookie(wrong))({ method: "GET", url: "/api/user/cohorts" });
    expect(wrongCohorts.json<MyCohort[]>()).toEqual([]);

    const signed = await signUp("Dana.Invited@example.org", token);
    expect(signed.statusCode, signed.body).toBe(201);
    const dana = as(t.app, sessionCookie(signed));
    const mine = (await dana({ method: "GET", url: "/api/user/cohorts" })).json<MyCohort[]>();
    expect(mine).toEqual([
      {
        courseId: course.course.id,
        cohortId: cohort.id,
        name: "Invited group",
        startsOn: "2027-03-01",
        endsOn: "2027-06-30",
      },
    ]);
    const enrolled = (await dana({ method: "GET", url: "/api/user/enrollments" })).json<{ courseId: string }[]>();
    expect(enrolled.map((row) => row.courseId)).toEqual([course.course.id]);

    // Single use: the token is spent.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, "dana.invited@example.org"));
    expect(row!.acceptedAt).not.toBeNull();
    expect(await acceptInvitation(t.db, token, { id: row!.acceptedBy!, email: "dana.invited@example.org" })).toBe(
      undefined,
    );
    const detail = (await team({ method: "GET", url: `${cohortsUrl()}/${cohort.id}` })).json<CohortDetail>();
    expect(detail.invitations).toEqual([]);
    expect(detail.memberCount).toBe(1);
  });

  it("is refreshed, not duplicated, by inviting again: the old link stops working", async () => {
    const cohort = await newCohort({ name: "Twice invited" });
    await addMembers(cohort.id, "eli.twice@example.org");
    const first = await tokenOf("eli.twice@example.org");
    await addMembers(cohort.id, "eli.twice@example.org");
    const second = await tokenOf("eli.twice@example.org");
    expect(second).not.toBe(first);
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, "eli.twice@example.org"));
    expect(rows).toHaveLength(1);
    const stale = await signUp("eli.twice@example.org", first);
    expect(stale.statusCode).toBe(201);
    const mine = await as(t.app, sessionCookie(stale))({ method: "GET", url: "/api/user/cohorts" });
    expect(mine.json<MyCohort[]>()).toEqual([]);
  });

  it("does nothing once expired", async () => {
    const cohort = await newCohort({ name: "Expired" });
    await addMembers(cohort.id, "fay.late@example.org");
    const token = await tokenOf("fay.late@example.org");
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "fay.late@example.org"));
    const signed = await signUp("fay.late@example.org", token);
    expect(signed.statusCode).toBe(201);
    const fay = as(t.app, sessionCookie(signed));
    expect((await fay({ method: "GET", url: "/api/user/cohorts" })).json<MyCohort[]>()).toEqual([]);
    expect((await fay({ method: "GET", url: "/api/user/enrollments" })).json<unknown[]>()).toEqual([]);
  });
});

describe("progress board", () => {
  let board: CourseFixture;
  let cohortId: string;
  const people = {} as Record<"ann" | "ben" | "cal", { id: string; call: ReturnType<typeof as> }>;
  const boardUrl = () => `/api/staff/courses/${board.course.id}/progress`;

  beforeAll(async () => {
    board = await createCourseWithContent(t.db, { title: "Board course" });
    await joinCourseTeam(t.db, board.course.id, { id: ids.team });
    for (const [key, first] of [
      ["ann", "Ann"],
      ["ben", "Ben"],
      ["cal", "Cal"],
    ] as const) {
      const signed = await signedInUser(t.app, {
        firstName: first,
        lastName: "Board",
        email: `${key}.board@example.org`,
      });
      people[key] = { id: signed.user.id, call: as(t.app, signed.cookie) };
      const enrolled = await people[key].call({ method: "POST", url: `/api/courses/${board.course.id}/enroll` });
      expect(enrolled.statusCode).toBe(201);
    }
    // Ann: the first lesson, and the quiz passed at 100 on her first attempt: 2 of 6 items (33%).
    expect(
      (await people.ann.call({ method: "POST", url: `/api/lessons/${board.lessons[0]!.id}/complete` })).statusCode,
    ).toBe(200);
    const passed = await people.ann.call({
      method: "POST",
      url: `/api/quizzes/${board.quiz.id}/attempts`,
      payload: { answers: correctAnswers(board), timeSpent: 2 },
    });
    expect(passed.statusCode, passed.body).toBe(201);
    // Ben: two failed attempts (the first question right: 1 of 4 points = 25%), and a project sent.
    const wrong = Object.fromEntries(
      board.questions.map((question, index) => [question.id, index === 0 ? question.correctAnswer : "Nope"]),
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await people.ben.call({
        method: "POST",
        url: `/api/quizzes/${board.quiz.id}/attempts`,
        payload: { answers: wrong, timeSpent: 1 },
      });
      expect(failed.statusCode, failed.body).toBe(201);
    }
    const submitted = await people.ben.call({
      method: "POST",
      url: `/api/projects/${board.project.id}/submissions`,
      payload: { content: "My box" },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    // Cal: nothing yet. Ann and Cal are in a cohort.
    const cohort = await team({
      method: "POST",
      url: `/api/staff/courses/${board.course.id}/cohorts`,
      payload: { name: "Board cohort", startsOn: "2027-01-04", endsOn: "2027-04-30" },
    });
    cohortId = cohort.json<Cohort>().id;
    const added = await team({
      method: "POST",
      url: `/api/staff/courses/${board.course.id}/cohorts/${cohortId}/members`,
      payload: { emails: "ann.board@example.org cal.board@example.org" },
    });
    expect(added.json<AddMembersResult>().results.map((entry) => entry.outcome)).toEqual(["added", "added"]);
  });

  it("gives each student's figures, item by item", async () => {
    const response = await team({ method: "GET", url: boardUrl() });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ProgressBoard>();
    expect(answer.items.map((item) => [item.kind, item.title])).toEqual([
      ["lesson", "Measuring"],
      ["lesson", "Saws"],
      ["quiz", "Tools quiz"],
      ["lesson", "Butt joints"],
      ["project", "Build a box"],
      ["project", "Photo of your joint"],
    ]);
    expect(answer.items[2]!.maxAttempts).toBe(3);
    expect(answer.total).toBe(3);
    const [ann, ben, cal] = answer.students;
    expect(ann).toMatchObject({ name: "Ann Board", progress: 33, completed: false, cohort: { name: "Board cohort" } });
    expect(ann!.cells).toEqual([
      { kind: "lesson", isDone: true },
      { kind: "lesson", isDone: false },
      { kind: "quiz", isDone: true, bestScore: 100, attemptsUsed: 1, hasPassed: true },
      { kind: "lesson", isDone: false },
      { kind: "project", isDone: false, status: null, grade: null },
      { kind: "project", isDone: false, status: null, grade: null },
    ]);
    expect(ann!.lastActivityAt).not.toBeNull();
    expect(ben).toMatchObject({ name: "Ben Board", progress: 0, cohort: null });
    expect(ben!.cells[2]).toEqual({ kind: "quiz", isDone: false, bestScore: 25, attemptsUsed: 2, hasPassed: false });
    expect(ben!.cells[4]).toEqual({ kind: "project", isDone: false, status: "pending", grade: null });
    expect(cal).toMatchObject({ name: "Cal Board", progress: 0, lastActivityAt: null });
    expect(cal!.cells.every((cell) => !cell.isDone)).toBe(true);
  });

  it("pages, sorts, filters and narrows to a cohort", async () => {
    const page = async (query: string) => {
      const response = await team({ method: "GET", url: `${boardUrl()}?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<ProgressBoard>();
      return { total: answer.total, names: answer.students.map((student) => student.name) };
    };
    expect(await page("pageSize=2")).toEqual({ total: 3, names: ["Ann Board", "Ben Board"] });
    expect(await page("pageSize=2&page=2")).toEqual({ total: 3, names: ["Cal Board"] });
    expect(await page("pageSize=2&page=3")).toEqual({ total: 3, names: [] });
    expect(await page("sort=name&dir=desc")).toEqual({ total: 3, names: ["Cal Board", "Ben Board", "Ann Board"] });
    expect((await page("sort=progress&dir=desc")).names[0]).toBe("Ann Board");
    expect((await page("sort=lastActivity&dir=asc")).names.at(-1)).toBe("Cal Board");
    expect(await page("status=not_started")).toEqual({ total: 1, names: ["Cal Board"] });
    expect(await page("status=in_progress")).toEqual({ total: 2, names: ["Ann Board", "Ben Board"] });
    expect(await page("status=completed")).toEqual({ total: 0, names: [] });
    expect(await page("q=BEN")).toEqual({ total: 1, names: ["Ben Board"] });
    expect(await page("q=cal.board%40")).toEqual({ total: 1, names: ["Cal Board"] });
    expect(await page("q=%25")).toEqual({ total: 0, names: [] });
    expect(await page(`cohort=${cohortId}`)).toEqual({ total: 2, names: ["Ann Board", "Cal Board"] });
    const cohortBoard = (await team({ method: "GET", url: `${boardUrl()}?cohort=${cohortId}` })).json<ProgressBoard>();
    expect(cohortBoard.cohort).toMatchObject({ id: cohortId, name: "Board cohort", startsOn: "2027-01-04" });
    expect((await team({ method: "GET", url: `${boardUrl()}?cohort=${course.course.id}` })).statusCode).toBe(404);
  });

  it("exports the whole filtered set as CSV", async () => {
    const response = await team({ method: "GET", url: `${boardUrl()}.csv?sort=progress&dir=desc&status=in_progress` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Student,Email,Cohort,Progress %,Completed");
    expect(lines[0]).toContain("Tools / Tools quiz (quiz)");
    expect(lines[1]).toMatch(/^Ann Board,ann\.board@example\.org,Board cohort,33,no,/);
    expect(lines[1]).toContain("100% (1/3) passed");
    expect(lines[2]).toContain("25% (2/3)");
    expect(lines[2]).toContain("pending");
  });

  it("records each read as a staff read of the student's progress", async () => {
    const before = await t.db.select().from(staffReads).where(eq(staffReads.courseId, board.course.id));
    await team({ method: "GET", url: `${boardUrl()}?pageSize=2` });
    const after = await t.db.select().from(staffReads).where(eq(staffReads.courseId, board.course.id));
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toHaveLength(2);
    expect(
      added.every((row) => row.kind === "progress" && row.staffId === ids.team && row.recordId === board.course.id),
    ).toBe(true);
    expect(added.map((row) => row.studentId).sort()).toEqual([people.ann.id, people.ben.id].sort());
  });
});
