import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database, Executor } from "../../../db/types.js";
import type {
  AtRiskPage,
  AtRiskQuery,
  AtRiskStudent,
  NoteAnswer,
  NudgeBody,
  NudgeDraft,
  NudgeSent,
  SentNudge,
  StaffNote,
} from "../../../shared/contracts/at-risk.js";
import { noShowDays, REVISION_WAIT_DAYS, type AtRiskReason } from "../../../shared/rules/at-risk.js";
import { personName } from "../../../shared/rules/people.js";
import { conflict, msg, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { storedLocale } from "../../i18n/locale-of.js";
import { serverText } from "../../i18n/catalog.js";
import type { AtRiskSettings } from "../../config.js";
import {
  atRiskDigestEmail,
  enqueueEmail,
  isOptedOut,
  nudgeDraftText,
  nudgeEmail,
  type MailContext,
} from "../email/index.js";
import * as teams from "../teams/index.js";
import * as queries from "./at-risk.queries.js";
import type { Locale } from "../../../shared/rules/locale.js";

/*
 * Students who fall behind (issue 24; docs/at-risk.md): who is at risk and why (computed in one
 * statement each time, never stored), nudges, the course team's private notes and each
 * instructor's daily digest of newly at-risk students. Everything is scoped by course teams:
 * lists with teams.courseScope, a student of a course with the course route's team check.
 */

/** The signed-in staff member. */
export interface Staff extends teams.Viewer {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const staffOf = (person: {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}) => (person.id && person.email ? { id: person.id, name: personName({ ...person, email: person.email }) } : null);

const noteOf = (row: queries.NoteRow): StaffNote => ({
  body: row.body,
  createdBy: staffOf(row.createdBy ?? { id: null, firstName: null, lastName: null, email: null }),
  createdAt: row.createdAt,
  updatedBy: staffOf(row.updatedBy ?? { id: null, firstName: null, lastName: null, email: null }),
  updatedAt: row.updatedAt,
});

const nudgeOf = (row: queries.NudgeRow): SentNudge => ({
  sentAt: row.sentAt,
  sentBy: staffOf(row.sentBy ?? { id: null, firstName: null, lastName: null, email: null }),
});

const pairKey = (row: { studentId: string; courseId: string }) => `${row.studentId}|${row.courseId}`;

const filterOf = (settings: AtRiskSettings, now: Date) => ({
  now,
  days: settings.days,
  noShowDays: noShowDays(settings.days),
});

/**
 * The viewer's courses' at-risk students, newest first (by when they became at risk), a page at
 * a time, with the team's note and the latest nudge. Reading them is a read of their progress:
 * each student shown is recorded in the staff-read audit.
 */
export async function listAtRiskStudents(
  db: Database,
  viewer: teams.Viewer,
  settings: AtRiskSettings,
  query: AtRiskQuery,
  now = new Date(),
): Promise<AtRiskPage> {
  const empty = { students: [], page: query.page, pageSize: query.pageSize, total: 0, atRiskDays: settings.days };
  if (query.courseId !== undefined && !isUuid(query.courseId)) return empty;
  const rows = await queries.listAtRisk(
    db,
    {
      ...filterOf(settings, now),
      scope: teams.courseScope(db, viewer)(queries.enrolment.courseId),
      ...(query.courseId ? { courseId: query.courseId } : {}),
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  if (rows.length === 0) return empty;
  const pairs = rows.map((row) => ({ studentId: row.studentId, courseId: row.courseId }));
  const [notes, nudges] = await Promise.all([queries.findNotes(db, pairs), queries.findLatestNudges(db, pairs)]);
  const noteBy = new Map(notes.map((note) => [pairKey(note), noteOf(note)]));
  const nudgeBy = new Map(nudges.map((nudge) => [pairKey(nudge), nudgeOf(nudge)]));
  await teams.recordStaffReads(
    db,
    viewer,
    rows.map((row) => ({ kind: "progress", recordId: row.courseId, studentId: row.studentId, courseId: row.courseId })),
  );
  const students: AtRiskStudent[] = rows.map((row) => ({
    student: { id: row.studentId, name: personName(row), email: row.email },
    course: { id: row.courseId, title: row.courseTitle },
    reasons: row.reasons.map((reason) => ({
      reason: reason.reason,
      since: new Date(reason.sinceMs),
      detail: reason.detail,
    })),
    becameAtRiskAt: new Date(row.becameAtRiskMs),
    lastActivityAt: new Date(row.lastActivityMs),
    note: noteBy.get(pairKey(row)) ?? null,
    lastNudge: nudgeBy.get(pairKey(row)) ?? null,
  }));
  return { ...empty, students, total: rows[0]!.total };
}

/** The student of the course (the route checked the viewer's team); 404 when not enrolled in it. */
async function requireStudent(db: Executor, courseId: string, studentId: string) {
  const student = isUuid(studentId) ? await queries.findEnrolledStudent(db, courseId, studentId) : undefined;
  if (!student) throw notFound("Student");
  return student;
}

/** The nudge to edit: prefilled in the student's language, whether they turned nudges off, today's if sent. */
export async function getNudgeDraft(
  db: Database,
  viewer: Staff,
  courseId: string,
  studentId: string,
  now = new Date(),
): Promise<NudgeDraft> {
  const student = await requireStudent(db, courseId, studentId);
  const locale = storedLocale(student.locale);
  const [optedOut, latest] = await Promise.all([
    isOptedOut(db, student.id, "at-risk-nudge"),
    queries.findLatestNudges(db, [{ studentId: student.id, courseId }]),
  ]);
  const today = latest.find((nudge) => nudge.day === utcDay(now));
  return {
    student: { id: student.id, name: personName(student) },
    locale,
    ...nudgeDraftText(locale, {
      studentFirstName: student.firstName,
      courseTitle: student.courseTitle,
      senderName: personName(viewer),
    }),
    optedOut,
    sentToday: today ? nudgeOf(today) : null,
  };
}

/**
 * Sends a nudge: refused (409) when the student turned nudges off (nothing is queued) or already
 * got one about this course today. Today's nudge is reserved by the unique (student, course, day)
 * key in the transaction that queues the email, so concurrent sends queue exactly one.
 */
export async function sendNudge(
  db: Database,
  mail: MailContext,
  viewer: Staff,
  courseId: string,
  studentId: string,
  body: NudgeBody,
  now = new Date(),
): Promise<NudgeSent> {
  const student = await requireStudent(db, courseId, studentId);
  const name = personName(student);
  const optedOutError = () =>
    conflict(
      msg("{name} has turned off check-ins from instructors in their email settings, so no nudge was sent.", { name }),
    );
  if (await isOptedOut(db, student.id, "at-risk-nudge")) throw optedOutError();
  const locale = storedLocale(student.locale);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const reserved = await queries.reserveNudge(tx, {
      id,
      studentId: student.id,
      courseId,
      day: utcDay(now),
      sentBy: viewer.id,
      locale,
      subject: body.subject,
      message: body.message,
    });
    if (!reserved) {
      throw conflict(msg("{name} already got a nudge about this course today. Try again tomorrow.", { name }));
    }
    const email = await nudgeEmail(mail, {
      student,
      course: { id: courseId, title: student.courseTitle },
      subject: body.subject,
      message: body.message,
      nudgeId: id,
    });
    const emailId = await enqueueEmail(tx, email);
    // Turned off between the check above and now: nothing goes, and the reservation is undone.
    if (!emailId) throw optedOutError();
    await queries.setNudgeEmail(tx, id, emailId);
    return { id, sentAt: reserved.sentAt, locale, emailId };
  });
}

export async function getNote(db: Executor, courseId: string, studentId: string): Promise<NoteAnswer> {
  const student = await requireStudent(db, courseId, studentId);
  const [row] = await queries.findNotes(db, [{ studentId: student.id, courseId }]);
  return { note: row ? noteOf(row) : null };
}

/** Writes the team's note (empty text removes it); keeps who wrote it first and who changed it last, and when. */
export async function setNote(
  db: Executor,
  viewer: teams.Viewer,
  courseId: string,
  studentId: string,
  body: string,
): Promise<NoteAnswer> {
  const student = await requireStudent(db, courseId, studentId);
  if (body === "") await queries.deleteNote(db, student.id, courseId);
  else await queries.upsertNote(db, student.id, courseId, body, viewer.id);
  return getNote(db, courseId, studentId);
}

/** A reason as the digest says it, in the recipient's language. */
function reasonText(locale: Locale, settings: AtRiskSettings, reason: { reason: AtRiskReason; detail: string | null }) {
  switch (reason.reason) {
    case "inactive":
      return serverText(locale, "No activity for {days} days", { days: settings.days });
    case "quiz_attempts_used":
      return serverText(locale, 'No attempts left at the quiz "{title}"', { title: reason.detail ?? "" });
    case "revision_waiting":
      return serverText(locale, '"{title}" needs revision; nothing resubmitted for {days} days', {
        title: reason.detail ?? "",
        days: REVISION_WAIT_DAYS,
      });
    case "missed_session":
      return serverText(locale, "Missed a mentor session");
  }
}

/**
 * The day's digests, made once a day at or after the digest hour (UTC), by whichever process
 * claims the day first (the day's row in at_risk_digest_runs, inserted in this transaction; the
 * others find it and do nothing). Each instructor on a course team gets, through the outbox and
 * only when there are any, the students of their courses who are newly at risk: none of whose
 * current reasons was reported to them before (at_risk_reports keeps what was).
 */
export async function runAtRiskDigest(
  db: Database,
  mail: MailContext,
  settings: AtRiskSettings,
  now = new Date(),
): Promise<{ ran: boolean; sent: number }> {
  if (now.getUTCHours() < settings.digestHourUtc) return { ran: false, sent: 0 };
  const day = utcDay(now);
  if (await queries.hasDigestRun(db, day)) return { ran: false, sent: 0 };
  return db.transaction(async (tx) => {
    if (!(await queries.claimDigestDay(tx, day))) return { ran: false, sent: 0 };
    const memberships = await queries.listTeamInstructors(tx);
    const courseIds = [...new Set(memberships.map((row) => row.courseId))];
    if (courseIds.length === 0) return { ran: true, sent: 0 };
    const rows = await queries.listAtRisk(
      tx,
      { ...filterOf(settings, now), scope: inArray(queries.enrolment.courseId, courseIds) },
      { limit: 1_000_000, offset: 0 },
    );
    const instructors = new Map<string, { recipient: (typeof memberships)[number]; courses: Set<string> }>();
    for (const row of memberships) {
      const entry = instructors.get(row.id) ?? { recipient: row, courses: new Set<string>() };
      entry.courses.add(row.courseId);
      instructors.set(row.id, entry);
    }
    const reported = new Set(
      (await queries.listReports(tx, [...instructors.keys()])).map(
        (row) => `${row.recipientId}|${row.studentId}|${row.courseId}|${row.reason}|${row.since.getTime()}`,
      ),
    );
    let sent = 0;
    for (const { recipient, courses } of instructors.values()) {
      const theirs = rows.filter((row) => courses.has(row.courseId));
      if (theirs.length === 0) continue;
      const keyOf = (row: queries.AtRiskRow, reason: queries.AtRiskRow["reasons"][number]) =>
        `${recipient.id}|${row.studentId}|${row.courseId}|${reason.reason}|${reason.sinceMs}`;
      const newly = theirs.filter((row) => row.reasons.every((reason) => !reported.has(keyOf(row, reason))));
      await queries.insertReports(
        tx,
        theirs.flatMap((row) =>
          row.reasons.map((reason) => ({
            recipientId: recipient.id,
            studentId: row.studentId,
            courseId: row.courseId,
            reason: reason.reason,
            since: new Date(reason.sinceMs),
            day,
          })),
        ),
      );
      if (newly.length === 0) continue;
      const locale = storedLocale(recipient.locale);
      // Oldest first reads as a story: who fell behind first.
      const students = newly
        .toSorted((a, b) => a.becameAtRiskMs - b.becameAtRiskMs)
        .map((row) => ({
          studentName: personName(row),
          courseTitle: row.courseTitle,
          reasons: row.reasons.map((reason) => reasonText(locale, settings, reason)),
        }));
      if (await enqueueEmail(tx, await atRiskDigestEmail(mail, { recipient, students, day }))) sent += 1;
    }
    await queries.setDigestRecipients(tx, day, sent);
    return { ran: true, sent };
  });
}
