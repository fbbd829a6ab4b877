import type { Database, Executor } from "../../../db/types.js";
import type {
  AddMemberOutcome,
  AddMembersResult,
  Cohort,
  CohortDetail,
  MyCohort,
} from "../../../shared/contracts/cohorts.js";
import { parsePastedEmails } from "../../../shared/rules/cohorts.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { personName } from "../../../shared/rules/people.js";
import { badRequest, msg, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { cohortInvitationEmail, enqueueEmail, type MailContext } from "../email/index.js";
import { enrollByStaff } from "../enrolments/index.js";
import {
  acceptInvitation,
  acceptInvitationsForEmail,
  INVITATION_DAYS,
  issueInvitation,
  listOpenInvitations,
  type Invitation,
} from "../invitations/index.js";
import type { Viewer } from "../teams/index.js";
import * as queries from "./cohorts.queries.js";

/*
 * Cohorts of a course (issue 24). The routes have checked that the viewer may act on the course
 * (config.courseOf); a cohort id of another course answers 404 as a missing one. A student is in
 * at most one cohort per course (cohort_members' unique (course_id, user_id)); capacity is taken
 * one place at a time by a conditional UPDATE of the cohort's row (queries.takePlace).
 */

/** The kind of the invitations this module sends (invitations are generic). */
export const COHORT_INVITATION = "cohort";

const named = (row: { id: string; firstName: string | null; lastName: string | null; email: string }) => ({
  id: row.id,
  name: personName(row),
  email: row.email,
});

async function withInstructors(db: Executor, rows: queries.CohortRow[]): Promise<Cohort[]> {
  const instructors = await queries.listCohortInstructors(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    capacity: row.capacity,
    memberCount: row.memberCount,
    createdAt: row.createdAt,
    instructors: instructors.filter((instructor) => instructor.cohortId === row.id).map(named),
  }));
}

export async function listCohorts(db: Executor, courseId: string) {
  return withInstructors(db, await queries.listCohorts(db, courseId));
}

async function requireCohort(db: Executor, courseId: string, cohortId: string) {
  const row = isUuid(cohortId) ? await queries.findCohort(db, courseId, cohortId) : undefined;
  if (!row) throw notFound("Cohort");
  return row;
}

export async function getCohort(db: Executor, courseId: string, cohortId: string): Promise<CohortDetail> {
  const row = await requireCohort(db, courseId, cohortId);
  const [summary] = await withInstructors(db, [row]);
  const members = await queries.listMembers(db, row.id);
  const invitations = await listOpenInvitations(db, COHORT_INVITATION, "cohortId", row.id);
  return {
    ...summary!,
    members: members.map((member) => ({ ...named(member), addedAt: member.addedAt })),
    invitations: invitations.map((invitation) => ({
      email: invitation.email,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
    })),
  };
}

/** A cohort's instructors are a subset of the course's team: any other id is refused with 400. */
async function checkInstructors(db: Executor, courseId: string, userIds: string[]) {
  const wanted = [...new Set(userIds)];
  const onTeam = await queries.teamMembersAmong(db, courseId, wanted.filter(isUuid));
  const refused = wanted.filter((id) => !onTeam.has(id));
  if (refused.length > 0) {
    throw badRequest(
      msg("A cohort's instructors must be on the course's team; these are not: {ids}", { ids: refused.join(", ") }),
    );
  }
  return wanted;
}

export interface CohortFields {
  name: string;
  startsOn: string;
  endsOn: string;
  capacity: number | null;
  instructorIds: string[];
}

export async function createCohort(db: Database, viewer: Viewer, courseId: string, body: CohortFields) {
  const instructorIds = await checkInstructors(db, courseId, body.instructorIds);
  const row = await db.transaction(async (tx) => {
    const created = await queries.insertCohort(tx, {
      courseId,
      name: body.name,
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      capacity: body.capacity,
      createdBy: viewer.id,
    });
    await queries.replaceCohortInstructors(tx, created.id, instructorIds);
    return created;
  });
  const [cohort] = await withInstructors(db, [row]);
  return cohort!;
}

export async function updateCohort(
  db: Database,
  courseId: string,
  cohortId: string,
  body: Partial<CohortFields>,
): Promise<Cohort> {
  const current = await requireCohort(db, courseId, cohortId);
  const startsOn = body.startsOn ?? current.startsOn;
  const endsOn = body.endsOn ?? current.endsOn;
  if (endsOn < startsOn) throw badRequest("The end date must be on or after the start date");
  const instructorIds =
    body.instructorIds === undefined ? undefined : await checkInstructors(db, courseId, body.instructorIds);
  const row = await db.transaction(async (tx) => {
    const { instructorIds: _ignored, ...fields } = body;
    const updated = await queries.updateCohort(tx, current.id, fields);
    if (!updated) {
      throw badRequest(
        msg("The cohort has {count} students: its capacity can't be lower", { count: current.memberCount }),
      );
    }
    if (instructorIds !== undefined) await queries.replaceCohortInstructors(tx, current.id, instructorIds);
    return updated;
  });
  const [cohort] = await withInstructors(db, [row]);
  return cohort!;
}

/** Deletes a cohort: its members stay enrolled in the course (a cohort is an addition). */
export async function deleteCohort(db: Database, courseId: string, cohortId: string) {
  const row = await requireCohort(db, courseId, cohortId);
  await queries.deleteCohort(db, row.id);
}

export async function removeMember(db: Database, courseId: string, cohortId: string, userId: string) {
  const row = await requireCohort(db, courseId, cohortId);
  if (!isUuid(userId)) throw notFound("Student");
  await db.transaction(async (tx) => {
    if (!(await queries.deleteMember(tx, row.id, userId))) throw notFound("Student");
    await queries.givePlaceBack(tx, row.id);
  });
}

/** Puts an account in the cohort (and the course): one place taken, given back if they were in one already. */
async function placeStudent(
  tx: Executor,
  cohort: queries.CohortRow,
  userId: string,
  addedBy: string | null,
): Promise<"added" | "already_in" | "in_other_cohort" | "cohort_full"> {
  const existing = await queries.findMembership(tx, cohort.courseId, userId);
  if (existing) return existing.cohortId === cohort.id ? "already_in" : "in_other_cohort";
  if (!(await queries.takePlace(tx, cohort.id))) return "cohort_full";
  const isAdded = await queries.insertMember(tx, { cohortId: cohort.id, courseId: cohort.courseId, userId, addedBy });
  if (!isAdded) {
    // Another request put them in a cohort of this course just now.
    await queries.givePlaceBack(tx, cohort.id);
    const now = await queries.findMembership(tx, cohort.courseId, userId);
    return now?.cohortId === cohort.id ? "already_in" : "in_other_cohort";
  }
  await enrollByStaff(tx, userId, cohort.courseId);
  return "added";
}

/**
 * Adds students by address: one, or a pasted list (see parsePastedEmails). Each entry is
 * reported: added (and enrolled in the course when they were not), already in, in another cohort
 * of the course, invited (no account: an invitation email to sign up), not a valid email, cohort
 * full, or not a student (a staff account). All in one transaction, in the list's order.
 */
export async function addMembers(
  db: Database,
  inviter: Viewer & { firstName: string | null; lastName: string | null; email: string },
  courseId: string,
  cohortId: string,
  text: string,
  locale: Locale,
  mail: MailContext,
): Promise<AddMembersResult> {
  const cohort = await requireCohort(db, courseId, cohortId);
  const course = await queries.findCourse(db, courseId);
  if (!course) throw notFound("Course");
  const entries = parsePastedEmails(text);
  if (entries.length === 0) throw badRequest("Enter at least one email address");
  if (entries.length > 500) throw badRequest(msg("Add at most {max} addresses at once", { max: 500 }));
  const results = await db.transaction(async (tx) => {
    const emails = entries.flatMap((entry) => (entry.email ? [entry.email] : []));
    const accounts = new Map(
      (await queries.findUsersByEmails(tx, emails)).map((user) => [user.email.toLowerCase(), user]),
    );
    const answered: AddMembersResult["results"] = [];
    for (const entry of entries) {
      let outcome: AddMemberOutcome;
      if (!entry.email) outcome = "invalid_email";
      else {
        const account = accounts.get(entry.email);
        if (account && account.role !== "student") outcome = "not_a_student";
        else if (account) outcome = await placeStudent(tx, cohort, account.id, inviter.id);
        else outcome = await invite(tx, { cohort, course, email: entry.email, inviter, locale, mail });
      }
      answered.push({ input: entry.input, email: entry.email, outcome });
    }
    return answered;
  });
  const updated = await requireCohort(db, courseId, cohortId);
  const [summary] = await withInstructors(db, [updated]);
  return { results, cohort: summary! };
}

async function invite(
  tx: Executor,
  data: {
    cohort: queries.CohortRow;
    course: { id: string; title: string };
    email: string;
    inviter: { firstName: string | null; lastName: string | null; email: string; id: string };
    locale: Locale;
    mail: MailContext;
  },
): Promise<AddMemberOutcome> {
  const { cohort } = data;
  // No place is held for an invitation; a full cohort invites nobody more.
  if (cohort.capacity !== null) {
    const fresh = await queries.findCohort(tx, cohort.courseId, cohort.id);
    if (fresh && fresh.memberCount >= (fresh.capacity ?? Infinity)) return "cohort_full";
  }
  const { token } = await issueInvitation(tx, {
    kind: COHORT_INVITATION,
    email: data.email,
    // One open cohort invitation per address and course: inviting again (to this or another cohort) refreshes it.
    scope: cohort.courseId,
    payload: { cohortId: cohort.id, courseId: cohort.courseId },
    invitedBy: data.inviter.id,
    locale: data.locale,
  });
  await enqueueEmail(
    tx,
    await cohortInvitationEmail(data.mail, {
      email: data.email,
      locale: data.locale,
      token,
      courseId: data.course.id,
      courseTitle: data.course.title,
      cohortName: cohort.name,
      inviterName: personName(data.inviter),
      days: INVITATION_DAYS,
    }),
  );
  return "invited";
}

/**
 * On sign-up (in the sign-up's transaction): the invitation the link carried, if live and sent to
 * this address, is used up and applied: the new student is enrolled and put in the cohort (when
 * it still has a place and exists; else only enrolled). An unusable token changes nothing.
 */
export async function applyCohortInvitation(tx: Executor, user: { id: string; email: string }, token: string) {
  const invitation = await acceptInvitation(tx, token, user);
  if (invitation?.kind === COHORT_INVITATION) await placeInvited(tx, user, invitation);
}

/**
 * On an external (OIDC) sign-up whose provider verified the address, in its transaction: every
 * live cohort invitation sent to that address is used up and applied as applyCohortInvitation does.
 */
export async function applyCohortInvitationsByEmail(tx: Executor, user: { id: string; email: string }) {
  for (const invitation of await acceptInvitationsForEmail(tx, COHORT_INVITATION, user)) {
    await placeInvited(tx, user, invitation);
  }
}

async function placeInvited(tx: Executor, user: { id: string }, invitation: Invitation) {
  const { cohortId, courseId } = invitation.payload;
  if (!cohortId || !courseId) return;
  const cohort = await queries.findCohort(tx, courseId, cohortId);
  if (!cohort) {
    if (await queries.findCourse(tx, courseId)) await enrollByStaff(tx, user.id, courseId);
    return;
  }
  const outcome = await placeStudent(tx, cohort, user.id, invitation.invitedBy);
  if (outcome !== "added") await enrollByStaff(tx, user.id, courseId);
}

/** The student's cohorts (all courses, or one). */
export async function listMyCohorts(db: Executor, userId: string, courseId?: string): Promise<MyCohort[]> {
  if (courseId !== undefined && !isUuid(courseId)) return [];
  return queries.listStudentCohorts(db, userId, courseId);
}
