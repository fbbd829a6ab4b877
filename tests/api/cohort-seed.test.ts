import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { certificates, cohortMembers, cohorts, mentorBookings, quizAttempts } from "../../src/db/schema/index.js";
import { seedDemoContent } from "../../src/db/seed/index.js";
import type { ProgressBoard } from "../../src/shared/contracts/cohorts.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { signedInUser } from "../support/factories.js";

/* The demo academy's cohort (issue 24): the board shows real shapes on a fresh seed, and seeding again adds nothing. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ VIDEO_WORKER: "off" });
  await seedDemoContent(t.db);
  await seedDemoContent(t.db);
});
afterAll(() => t.close());

it("seeds a running cohort of 20 at varied progress and certified past completers", async () => {
  const rows = await t.db.select().from(cohorts);
  const running = rows.find((row) => row.name === "Spring cohort – evenings")!;
  const past = rows.find((row) => row.name === "Autumn cohort – weekends")!;
  expect(running.memberCount).toBe(20);
  expect(past.memberCount).toBe(5);
  expect(running.startsOn < new Date().toISOString().slice(0, 10)).toBe(true);
  expect(running.endsOn > new Date().toISOString().slice(0, 10)).toBe(true);

  const admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
  const board = await admin({
    method: "GET",
    url: `/api/staff/courses/${running.courseId}/progress?cohort=${running.id}&pageSize=100`,
  });
  expect(board.statusCode, board.body).toBe(200);
  const answer = board.json<ProgressBoard>();
  expect(answer.total).toBe(20);
  const progress = new Set(answer.students.map((student) => student.progress));
  expect(progress.size).toBeGreaterThan(5);
  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  const idle = answer.students.filter(
    (student) => !student.lastActivityAt || new Date(student.lastActivityAt).getTime() < weekAgo,
  );
  expect(idle.length).toBeGreaterThanOrEqual(3);
  expect(
    answer.students.some((student) =>
      student.cells.some((cell) => cell.kind === "project" && cell.status === "needs_revision"),
    ),
  ).toBe(true);
  const failed = answer.students.find((student) =>
    student.cells.some(
      (cell, index) =>
        cell.kind === "quiz" && !cell.hasPassed && cell.attemptsUsed === answer.items[index]!.maxAttempts,
    ),
  );
  expect(failed).toBeDefined();

  const completers = await admin({
    method: "GET",
    url: `/api/staff/courses/${running.courseId}/progress?cohort=${past.id}&status=completed`,
  });
  expect(completers.json<ProgressBoard>().total).toBe(5);
  // The earlier cohort's completers' certificates (the outcomes demo certifies others in this course too).
  const pastMembers = await t.db.select().from(cohortMembers).where(eq(cohortMembers.cohortId, past.id));
  const certs = await t.db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.courseId, running.courseId),
        inArray(
          certificates.userId,
          pastMembers.map((member) => member.userId),
        ),
      ),
    );
  expect(certs).toHaveLength(5);
  expect(certs.every((cert) => cert.issueDate.getTime() < Date.now() - 100 * 24 * 60 * 60 * 1000)).toBe(true);
  expect(await t.db.select().from(mentorBookings).where(eq(mentorBookings.status, "no_show"))).toHaveLength(1);
  expect((await t.db.select().from(quizAttempts)).length).toBeGreaterThan(20);
});
