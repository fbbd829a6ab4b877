import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database, Executor } from "../../../db/types.js";
import type { MyOutcome, OutcomeAnswer, OutcomeAnswerBody } from "../../../shared/contracts/outcomes.js";
import { outcomeAnswerBody } from "../../../shared/contracts/outcomes.js";
import { DEFAULT_FOLLOW_UP_MONTHS, FOLLOW_UP_LINK_DAYS, REPORT_POINTS } from "../../../shared/rules/outcomes.js";
import { personName } from "../../../shared/rules/people.js";
import { badRequest, gone, msg, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { enqueueEmail, outcomeFollowUpEmail, type MailContext } from "../email/index.js";
import * as teams from "../teams/index.js";
import * as queries from "./outcomes.queries.js";

/*
 * Outcomes after the course (issue 24). When a certificate is issued, follow-ups are scheduled
 * FOLLOW_UP_MONTHS after it (6 and 12 by default). The follow-up job sends each one when due: one
 * email with a link to a short form that opens without signing in. The link's token is random,
 * kept only as its SHA-256, works once and for 60 days after sending (then 410). The student can
 * also answer, see and correct their answers from the dashboard; staff record answers from a
 * phone call. One answer per student, course and point (months), whoever wrote it last.
 */

export const FOLLOW_UP_CHANNEL = "outcome_follow_ups";
const DAY_MS = 24 * 60 * 60 * 1000;

export const LINK_EXPIRED_MESSAGE =
  "This link has expired: follow-up links work for 60 days. Sign in and answer from your dashboard instead.";
export const LINK_USED_MESSAGE =
  "This link was already used: each follow-up link works once. Sign in to see or correct your answers on your dashboard.";

/** `months` calendar months after `date` (the last day of a shorter month when the day is missing). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The hook of certificate issuing (enrolments): schedules each new certificate's follow-ups, in its transaction. */
export async function scheduleFollowUps(
  tx: Executor,
  months: readonly number[] | undefined,
  issued: { id: string; userId: string; courseId: string; issueDate: Date }[],
) {
  const points = months ?? DEFAULT_FOLLOW_UP_MONTHS;
  await queries.insertFollowUps(
    tx,
    issued.flatMap((certificate) =>
      points.map((month) => ({
        certificateId: certificate.id,
        userId: certificate.userId,
        courseId: certificate.courseId,
        months: month,
        dueAt: addMonths(certificate.issueDate, month),
      })),
    ),
  );
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The follow-up job's pass: sends up to `limit` follow-ups due at `now`, in one transaction that
 * holds their rows (FOR UPDATE SKIP LOCKED), so two processes never send one twice. Each goes as
 * one email through the outbox, in the student's language; a student who turned these emails off
 * gets none (the follow-up is skipped; they can still answer from the dashboard). Answers how many
 * were handled.
 */
export async function sendDueFollowUps(db: Database, mail: MailContext, now = new Date(), limit = 50) {
  return db.transaction(async (tx) => {
    const due = await queries.lockDueFollowUps(tx, now, limit);
    for (const followUp of due) {
      const token = randomBytes(32).toString("base64url");
      const queued = await enqueueEmail(
        tx,
        await outcomeFollowUpEmail(mail, {
          student: {
            id: followUp.userId,
            email: followUp.email,
            firstName: followUp.firstName,
            locale: followUp.locale,
          },
          followUpId: followUp.id,
          token,
          courseTitle: followUp.courseTitle,
          months: followUp.months,
          linkDays: FOLLOW_UP_LINK_DAYS,
        }),
      );
      if (queued) {
        await queries.markFollowUpSent(
          tx,
          followUp.id,
          hashToken(token),
          now,
          new Date(now.getTime() + FOLLOW_UP_LINK_DAYS * DAY_MS),
        );
      } else {
        await queries.markFollowUpSkipped(tx, followUp.id);
      }
    }
    return due.length;
  });
}

/**
 * The end-to-end tests' hook (E2E_HOOKS=on only, e2e-hooks.ts): the student's follow-up
 * at `months` falls due now and the due follow-ups are sent at once, as the job would months later.
 */
export async function sendFollowUpNow(
  db: Database,
  mail: MailContext,
  email: string,
  months: number,
  now = new Date(),
) {
  await queries.makeFollowUpDue(db, email, months, now);
  return sendDueFollowUps(db, mail, now);
}

/**
 * The follow-up a link names, when its token is right: 404 for a wrong id or token (as a missing
 * one, so ids can't be probed), 410 when it was used or has expired (with what to do instead).
 */
async function checkLink(db: Executor, id: string, token: string, now: Date, lock: boolean) {
  const row = isUuid(id) ? await queries.findFollowUp(db, id, lock) : undefined;
  if (!row) throw notFound("Follow-up");
  const { followUp } = row;
  if (followUp.status === "answered") {
    // The token was forgotten when it was used; any token for this id now says "used".
    throw gone(LINK_USED_MESSAGE);
  }
  const given = Buffer.from(hashToken(token), "hex");
  const expected = followUp.tokenHash ? Buffer.from(followUp.tokenHash, "hex") : undefined;
  if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound("Follow-up");
  if (!followUp.expiresAt || now.getTime() >= followUp.expiresAt.getTime()) throw gone(LINK_EXPIRED_MESSAGE);
  return row;
}

/** What the link's page shows: the first name and the course only (shared phones). */
export async function getFollowUpForm(db: Executor, id: string, token: string, now = new Date()) {
  const row = await checkLink(db, id, token, now, false);
  return {
    id: row.followUp.id,
    firstName: row.firstName?.trim() || null,
    courseTitle: row.courseTitle,
    months: row.followUp.months,
  };
}

/** The link's form answered: the answer is saved and the link is used up, at once. */
export async function answerFollowUp(
  db: Database,
  id: string,
  token: string,
  answer: OutcomeAnswerBody,
  now = new Date(),
) {
  const parsed = outcomeAnswerBody.parse(answer);
  return db.transaction(async (tx) => {
    const { followUp } = await checkLink(tx, id, token, now, true);
    await queries.markFollowUpAnswered(tx, followUp.id, now);
    const saved = await queries.upsertOutcome(tx, {
      userId: followUp.userId,
      courseId: followUp.courseId,
      months: followUp.months,
      followUpId: followUp.id,
      ...parsed,
      source: "student",
      recordedBy: followUp.userId,
    });
    return toAnswer(saved);
  });
}

function toAnswer(row: queries.OutcomeRow): OutcomeAnswer {
  return {
    employment: row.employment,
    inEducation: row.inEducation,
    employer: row.employer,
    jobTitle: row.jobTitle,
    hourlyWage: row.hourlyWage,
    otherCredential: row.otherCredential,
    source: row.source,
    recordedAt: row.recordedAt,
  };
}

/**
 * The student's own points (dashboard): each follow-up of each certificate, due or not yet, with
 * the answer recorded (theirs or staff's), so they can see and correct it.
 */
export async function listOwnOutcomes(db: Executor, userId: string): Promise<MyOutcome[]> {
  const rows = await queries.listOwnFollowUps(db, userId);
  const answers = await queries.listOutcomesOf(db, { userId });
  const answerOf = (courseId: string, months: number) =>
    answers.find((answer) => answer.courseId === courseId && answer.months === months);
  const result: MyOutcome[] = [];
  for (const row of rows) {
    const months = row.followUp?.months;
    if (months === undefined) continue;
    const answer = answerOf(row.courseId, months);
    result.push({
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      months,
      followUpId: row.followUp!.id,
      status: row.followUp!.status,
      dueAt: row.followUp!.dueAt,
      answer: answer ? toAnswer(answer) : null,
    });
  }
  return result;
}

/**
 * The student answers or corrects a point from the dashboard: once its follow-up is due (sent,
 * skipped, or answered already), never before. Answering it uses up the emailed link too.
 */
export async function answerOwnOutcome(
  db: Database,
  userId: string,
  courseId: string,
  months: number,
  answer: OutcomeAnswerBody,
  now = new Date(),
) {
  const parsed = outcomeAnswerBody.parse(answer);
  return db.transaction(async (tx) => {
    const certificate = isUuid(courseId) ? await queries.findCertificateOf(tx, userId, courseId) : undefined;
    const followUp = certificate ? await queries.findFollowUpOf(tx, certificate.id, months) : undefined;
    if (!followUp) throw notFound("Follow-up");
    if (followUp.status === "scheduled" && followUp.dueAt.getTime() > now.getTime()) {
      throw badRequest(msg("This follow-up opens on {date}.", { date: followUp.dueAt.toISOString().slice(0, 10) }));
    }
    if (followUp.status !== "answered") await queries.markFollowUpAnswered(tx, followUp.id, now);
    const saved = await queries.upsertOutcome(tx, {
      userId,
      courseId,
      months,
      followUpId: followUp.id,
      ...parsed,
      source: "student",
      recordedBy: userId,
    });
    return toAnswer(saved);
  });
}

/** A course's completers and their answers, for staff about to call (a read of students' data: audited). */
export async function listCourseCompleters(db: Executor, viewer: teams.Viewer, courseId: string) {
  const rows = await queries.listCompleters(db, courseId);
  const answers = await queries.listOutcomesOf(db, { courseId });
  await teams.recordStaffReads(db, viewer, [{ kind: "outcomes", recordId: courseId, studentId: null, courseId }]);
  return rows.map((row) => ({
    userId: row.userId,
    name: personName(row),
    email: row.email,
    completedAt: row.completedAt,
    certificateIssuedAt: row.certificateIssuedAt,
    outcomes: answers
      .filter((answer) => answer.userId === row.userId)
      .map((answer) => ({ ...toAnswer(answer), months: answer.months, recordedBy: answer.recordedBy })),
  }));
}

/**
 * Staff record a completer's answer from a phone call (or correct one): the record keeps who
 * wrote it and that staff did. Only for a completer of the course; a point of the report (6 or
 * 12 months) or one of the follow-ups' months.
 */
export async function recordOutcomeByStaff(
  db: Database,
  viewer: teams.Viewer,
  courseId: string,
  userId: string,
  months: number,
  answer: OutcomeAnswerBody,
  followUpMonths: readonly number[] = DEFAULT_FOLLOW_UP_MONTHS,
) {
  const parsed = outcomeAnswerBody.parse(answer);
  if (!new Set<number>([...REPORT_POINTS, ...followUpMonths]).has(months)) {
    throw badRequest(
      msg("Outcomes are recorded at {months} months after the course.", {
        months: [...new Set([...REPORT_POINTS, ...followUpMonths])].join(", "),
      }),
    );
  }
  return db.transaction(async (tx) => {
    if (!isUuid(userId) || !(await queries.isCompleter(tx, userId, courseId))) throw notFound("Student");
    const certificate = await queries.findCertificateOf(tx, userId, courseId);
    const followUp = certificate ? await queries.findFollowUpOf(tx, certificate.id, months) : undefined;
    const saved = await queries.upsertOutcome(tx, {
      userId,
      courseId,
      months,
      followUpId: followUp?.id ?? null,
      ...parsed,
      source: "staff",
      recordedBy: viewer.id,
    });
    return { ...toAnswer(saved), months: saved.months, recordedBy: saved.recordedBy };
  });
}
