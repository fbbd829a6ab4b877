import { and, eq, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { certificates, emailOutbox, lessons, projects, quizzes } from "../../src/db/schema/index.js";
import { certificateIds } from "../../src/server/modules/enrolments/certificate-id.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createTeamCourse, signedInUser } from "../support/factories.js";

/**
 * A drawn certificate id that is already taken (rare with random ids, forced here through the
 * injectable generator) must not break issuance: the clashing row is skipped by ON CONFLICT and a
 * new id is drawn, in the same transaction. A unique violation caught and retried instead would
 * fail on PostgreSQL, which aborts the transaction at the first error. Both ways a certificate is
 * issued go through the one path: a student's last completion, and a staff change that finishes
 * enrolled students' courses. Run with and without DATABASE_URL (PGlite and PostgreSQL).
 */

let t: TestContext;
let team: { id: string }[] = [];
let staff: ReturnType<typeof as>;
const TAKEN = "TSA-2222-2222";

beforeAll(async () => {
  t = await createTestApp();
  const staffUser = await signedInUser(t.app, { role: "instructor" });
  staff = as(t.app, staffUser.cookie);
  // The course team of every course this file makes (issue 24).
  team = [staffUser.user];
  // Someone already holds TAKEN, for another course.
  const other = await createTeamCourse(t.db, team, { title: "Other course" });
  const holder = await signedInUser(t.app, { firstName: "Holder" });
  await t.db.insert(certificates).values({
    userId: holder.user.id,
    courseId: other.course.id,
    certId: TAKEN,
    studentName: "Holder Student",
    courseTitle: "Other course",
  });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

/** A course whose only counted item is its first lesson, or (withSecond) its first two lessons. */
async function oneLessonCourse(withSecond = false) {
  const fixture = await createTeamCourse(t.db, team, { isFree: true });
  const [first, second, third] = fixture.lessons.map((lesson) => lesson.id) as [string, string, string];
  const off = withSecond ? [third] : [second, third];
  for (const id of off) await t.db.update(lessons).set({ isActive: false }).where(eq(lessons.id, id));
  await t.db.update(quizzes).set({ isActive: false }).where(eq(quizzes.id, fixture.quiz.id));
  for (const id of [fixture.project.id, fixture.fileProject.id]) {
    await t.db.update(projects).set({ isActive: false }).where(eq(projects.id, id));
  }
  return { courseId: fixture.course.id, first, second };
}

async function enrolledStudent(courseId: string) {
  const { user, cookie } = await signedInUser(t.app, { firstName: "Casey", lastName: "Clash" });
  const request = as(t.app, cookie);
  const enrolled = await request({ method: "POST", url: `/api/courses/${courseId}/enroll` });
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  return { user, request };
}

async function issuedTo(userId: string, courseId: string) {
  const rows = await t.db
    .select({ certId: certificates.certId, studentName: certificates.studentName })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  const mails = await t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.kind, "certificate-issued")));
  return { rows, mails: mails.length };
}

describe("a drawn certificate id that is already taken", () => {
  it("is drawn again when a student's last completion issues the certificate", async () => {
    const { courseId, first } = await oneLessonCourse();
    const student = await enrolledStudent(courseId);
    const draw = vi.spyOn(certificateIds, "draw").mockReturnValueOnce(TAKEN);

    const response = await student.request({ method: "POST", url: `/api/lessons/${first}/complete` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ completion: { percentage: number } }>().completion.percentage).toBe(100);
    expect(draw).toHaveBeenCalledTimes(2);

    const { rows, mails } = await issuedTo(student.user.id, courseId);
    expect(rows).toEqual([{ certId: expect.stringMatching(/^TSA-/), studentName: "Casey Clash" }]);
    expect(rows[0]!.certId).not.toBe(TAKEN);
    expect(mails).toBe(1);
    // The holder's certificate is untouched.
    const taken = await t.db.select().from(certificates).where(eq(certificates.certId, TAKEN));
    expect(taken.map((row) => row.courseTitle)).toEqual(["Other course"]);
  });

  it("is drawn again when a staff change finishes students' courses", async () => {
    const { courseId, first, second } = await oneLessonCourse(true);
    const students = [await enrolledStudent(courseId), await enrolledStudent(courseId)];
    for (const student of students) {
      const done = await student.request({ method: "POST", url: `/api/lessons/${first}/complete` });
      expect(done.json<{ completion: { percentage: number } }>().completion.percentage).toBe(50);
    }
    // Both draws of the first round are the holder's id, so both rows are skipped; the round after
    // draws fresh ids for the two students, who still have none.
    const draw = vi.spyOn(certificateIds, "draw").mockReturnValueOnce(TAKEN).mockReturnValueOnce(TAKEN);

    const changed = await staff({ method: "PATCH", url: `/api/staff/lessons/${second}`, payload: { isActive: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(draw).toHaveBeenCalledTimes(4);

    const issued = await Promise.all(students.map((student) => issuedTo(student.user.id, courseId)));
    const ids = issued.map(({ rows }) => rows.map((row) => row.certId));
    for (const { rows, mails } of issued) {
      expect(rows).toHaveLength(1);
      expect(mails).toBe(1);
    }
    expect(ids.flat()).not.toContain(TAKEN);
    expect(new Set(ids.flat()).size).toBe(2);
    const others = await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.certId, TAKEN), ne(certificates.courseId, courseId)));
    expect(others).toHaveLength(1);
  });
});
