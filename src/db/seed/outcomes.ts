import { createHash } from "node:crypto";
import type { Transaction } from "../types.js";
import { certificates, enrollments, outcomeFollowUps, outcomeRecords, users } from "../schema/index.js";
import type { EmploymentStatus } from "../../shared/rules/outcomes.js";

/*
 * Past completers with outcomes (issue 24), so /admin/impact shows real shapes on a fresh start:
 * 30 former students of three demo courses, enrolled from September 2025; 24 completed, each with
 * a certificate and follow-ups at 6 and 12 months. Follow-ups due before November 2026 went out;
 * most were answered through their link, some were recorded by staff after a call, some are
 * unanswered; later ones are marked skipped, never scheduled, so no demo address is ever mailed.
 * Everything is fixed (ids from a hash, dates from a table), so seeding again adds
 * nothing and every fresh database shows the same report. These accounts have no password: they
 * can't sign in.
 */

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 8, 1, 15);
/** Follow-ups due before this went out (the demo's "now" for follow-ups). */
const SENT_BEFORE = Date.UTC(2026, 10, 1);

/** A fixed uuid for a demo row. */
const demoId = (name: string) => {
  const hex = createHash("sha1").update(`tsa-demo-outcomes:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const demoCertId = (index: number) => {
  const hex = createHash("sha1").update(`tsa-demo-certificate:${index}`).digest();
  const part = (offset: number) =>
    Array.from({ length: 4 }, (_, i) => ALPHABET[hex[offset + i]! % ALPHABET.length]).join("");
  return `TSA-${part(0)}-${part(4)}`;
};

const FIRST = ["Ana", "Luis", "Grace", "Marcus", "Sofia", "Jamal", "Priya", "Diego", "Keisha", "Tomás"];
const LAST = ["Rivera", "Chen", "Okafor", "Johnson", "Nguyen", "Haddad", "Kowalski", "Mendez", "Brooks"];
const EMPLOYMENT: EmploymentStatus[] = [
  "full-time",
  "part-time",
  "full-time",
  "self-employed",
  "no",
  "full-time",
  "no",
];
const MONTHS = [6, 12] as const;

const addMonths = (time: number, months: number) => {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
};

export async function seedDemoOutcomes(
  tx: Transaction,
  demoCourses: readonly { id: string; title: string }[],
): Promise<void> {
  if (demoCourses.length === 0) return;
  const courseIds = demoCourses.map((course) => course.id);
  const titles = new Map(demoCourses.map((course) => [course.id, course.title]));
  const people = [];
  const enrolments = [];
  const issued = [];
  const followUps = [];
  const answers = [];
  for (let index = 0; index < 30; index++) {
    const userId = demoId(`user:${index}`);
    const courseId = courseIds[index % courseIds.length]!;
    const firstName = FIRST[index % FIRST.length]!;
    const lastName = LAST[(index * 7) % LAST.length]!;
    people.push({
      id: userId,
      email: `graduate${String(index + 1).padStart(2, "0")}@demo.tradeskillsacademy.org`,
      firstName,
      lastName,
      role: "student" as const,
      locale: index % 3 === 0 ? "es" : "en",
    });
    const enrolledAt = new Date(START + index * 9 * DAY);
    const completes = index % 5 !== 4;
    const completedAt = completes ? new Date(enrolledAt.getTime() + (20 + ((index * 7) % 50)) * DAY) : null;
    enrolments.push({
      id: demoId(`enrolment:${index}`),
      userId,
      courseId,
      enrolledAt,
      completed: completes,
      completedAt,
      progress: completes ? 100 : 15 + ((index * 13) % 70),
    });
    if (!completedAt) continue;
    const certificateId = demoId(`certificate:${index}`);
    issued.push({
      id: certificateId,
      userId,
      courseId,
      certId: demoCertId(index),
      studentName: `${firstName} ${lastName}`,
      courseTitle: "",
      issueDate: completedAt,
    });
    for (const months of MONTHS) {
      const dueAt = addMonths(completedAt.getTime(), months);
      const followUpId = demoId(`follow-up:${index}:${months}`);
      const isSent = dueAt.getTime() < SENT_BEFORE;
      // Seven in ten answer through the link; one in ten is reached by phone; the rest stay silent.
      const reply = (index + months) % 10;
      const isAnswered = isSent && reply < 7;
      const isCalled = isSent && reply === 8;
      followUps.push({
        id: followUpId,
        certificateId,
        userId,
        courseId,
        months,
        dueAt,
        // Never "scheduled": the follow-up job would mail the demo's made-up addresses as time passes.
        status: isAnswered ? ("answered" as const) : isSent ? ("sent" as const) : ("skipped" as const),
        sentAt: isSent ? dueAt : null,
        expiresAt: isSent ? new Date(dueAt.getTime() + 60 * DAY) : null,
        answeredAt: isAnswered ? new Date(dueAt.getTime() + (1 + (index % 6)) * DAY) : null,
      });
      if (!isAnswered && !isCalled) continue;
      const employment = EMPLOYMENT[(index + months) % EMPLOYMENT.length]!;
      answers.push({
        id: demoId(`outcome:${index}:${months}`),
        userId,
        courseId,
        months,
        followUpId: isAnswered ? followUpId : null,
        employment,
        inEducation: index % 4 === 0,
        employer:
          employment === "no" ? null : employment === "self-employed" ? null : `${LAST[index % LAST.length]} Trades`,
        jobTitle: employment === "no" ? null : "Apprentice",
        hourlyWage:
          employment === "no" ? null : (15 + ((index * 37) % 120) / 10 + (months === 12 ? 1.5 : 0)).toFixed(2),
        otherCredential: index % 6 === 0 ? "OSHA 10" : null,
        source: isAnswered ? ("student" as const) : ("staff" as const),
        recordedBy: isAnswered ? userId : null,
        recordedAt: new Date(dueAt.getTime() + 5 * DAY),
      });
    }
  }
  await tx.insert(users).values(people).onConflictDoNothing();
  await tx.insert(enrollments).values(enrolments).onConflictDoNothing();
  await tx
    .insert(certificates)
    .values(issued.map((row) => ({ ...row, courseTitle: titles.get(row.courseId) ?? "Course" })))
    .onConflictDoNothing();
  await tx.insert(outcomeFollowUps).values(followUps).onConflictDoNothing();
  await tx.insert(outcomeRecords).values(answers).onConflictDoNothing();
}
