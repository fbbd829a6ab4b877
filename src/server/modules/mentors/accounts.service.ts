import type { z } from "zod";
import type { MentorProfileChanges } from "../../../db/schema/index.js";
import type { Database, Executor } from "../../../db/types.js";
import { windowOut, type availabilityBody, type mentorProfileBody } from "../../../shared/contracts/mentor-accounts.js";
import {
  addDays,
  availableToday,
  dateIn,
  expandWindows,
  mergeIntervals,
  subtractIntervals,
  type AvailabilityWindow,
} from "../../../shared/rules/availability.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { personName } from "../../../shared/rules/people.js";
import type { CacheInvalidator } from "../../cache.js";
import type { BookingLimits } from "../../config.js";
import { enqueueEmail, mentorInvitationEmail, type MailContext } from "../email/index.js";
import {
  acceptInvitation,
  INVITATION_DAYS,
  issueInvitation,
  listOpenInvitations,
  withdrawInvitation,
} from "../invitations/index.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { requireRecord } from "../../lib/records.js";
import * as queries from "./accounts.queries.js";
import { announceNewMentorLink, decorateMentorSessions } from "./sessions.service.js";

/*
 * Mentor accounts (issue 26): a profile linked to the user who signs in as the mentor, their
 * weekly availability, what they see of their sessions, and the changes to their public profile
 * that wait for an admin.
 *
 * An admin links by email: an existing account at once (linkMentorAccount), an address without
 * one gets an invitation through the generic invitations module (kind MENTOR_INVITATION, one open
 * per profile); signing up with that address and the link's token links the new account
 * (applyMentorInvitation, in the sign-up's transaction).
 */

/** The kind of the invitations this module sends (invitations are generic). */
export const MENTOR_INVITATION = "mentor";

/** How far ahead the booking dialog's free windows reach. */
export const AVAILABILITY_HORIZON_DAYS = 28;
/** At most this many free windows are listed to the dialog. */
const FREE_WINDOWS_SHOWN = 12;
/** Past sessions the mentor page lists. */
const PAST_SESSIONS = 50;

type Row = { id: string; isAvailable: boolean; timeZone: string };

/**
 * isAvailable computed from the windows: "Available today" when some of a window is still ahead
 * today in the mentor's zone (dates off count as no window). A mentor without windows keeps the
 * stored flag. changesAt: the first instant any of the answers may change.
 */
export async function withComputedAvailability<T extends Row>(db: Executor, rows: T[], now: Date) {
  const ids = rows.map((row) => row.id);
  const [windows, datesOff] = await Promise.all([
    queries.listWindows(db, ids),
    queries.listDatesOff(db, ids, addDays(now.toISOString().slice(0, 10), -2)),
  ]);
  let changesAt = Number.POSITIVE_INFINITY;
  const mentors = rows.map((row) => {
    const own = windows.filter((window) => window.mentorId === row.id);
    if (own.length === 0) return row;
    const off = new Set(datesOff.filter((date) => date.mentorId === row.id).map((date) => date.day));
    const today = availableToday(own, off, row.timeZone, now.getTime());
    changesAt = Math.min(changesAt, today.changesAt);
    return { ...row, isAvailable: today.isAvailable };
  });
  return { mentors, changesAt };
}

// The mentor's own side

/** The profile linked to a user, if any. */
export const findMentorOfUser = (db: Executor, userId: string) => queries.findMentorOfUser(db, userId);

/** The profile of the signed-in mentor, or 404 when no profile is linked to them. */
export async function requireOwnMentor(db: Executor, userId: string) {
  const mentor = await queries.findMentorOfUser(db, userId);
  if (!mentor) throw notFound("Mentor");
  return mentor;
}

const ownProfile = (mentor: Awaited<ReturnType<typeof requireOwnMentor>>) => ({
  id: mentor.id,
  name: mentor.name,
  title: mentor.title,
  bio: mentor.bio,
  expertise: mentor.expertise,
  imageUrl: mentor.imageUrl,
  meetingUrl: mentor.meetingUrl,
  timeZone: mentor.timeZone,
  pending:
    mentor.pendingProfile && mentor.pendingProfileAt
      ? { ...mentor.pendingProfile, submittedAt: mentor.pendingProfileAt }
      : null,
});

export async function getOwnProfile(db: Executor, userId: string) {
  return ownProfile(await requireOwnMentor(db, userId));
}

/**
 * A mentor's changes: the meeting link applies at once (only their students see it); bio,
 * expertise and photo wait, merged with what already waits, for an admin to approve.
 */
export async function requestProfileChanges(
  db: Database,
  mail: MailContext,
  limits: BookingLimits,
  userId: string,
  input: z.output<typeof mentorProfileBody>,
  now = new Date(),
) {
  const mentor = await requireOwnMentor(db, userId);
  const { meetingUrl, ...publicFields } = input;
  const changes: MentorProfileChanges = {};
  for (const [key, value] of Object.entries(publicFields)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  return db.transaction(async (tx) => {
    const before = await queries.lockMentor(tx, mentor.id);
    const updated = await queries.mergePendingProfile(tx, mentor.id, changes, now, meetingUrl);
    // Students of the sessions that meet at the mentor's own link get the new one.
    if (meetingUrl !== undefined && meetingUrl !== before?.meetingUrl) {
      await announceNewMentorLink(tx, mail, limits, mentor.id, now);
    }
    return ownProfile(updated);
  });
}

export async function getAvailability(db: Executor, userId: string) {
  const mentor = await requireOwnMentor(db, userId);
  return availabilityOf(db, mentor);
}

async function availabilityOf(db: Executor, mentor: { id: string; timeZone: string }) {
  const [windows, datesOff] = await Promise.all([
    queries.listWindows(db, [mentor.id]),
    queries.listDatesOff(db, [mentor.id]),
  ]);
  return {
    timeZone: mentor.timeZone,
    windows: windows.map(windowOut),
    datesOff: datesOff.map((date) => date.day),
  };
}

/** Replaces the mentor's zone, windows and dates off as a whole, under the mentor row's lock. */
export async function setAvailability(
  db: Executor,
  cache: CacheInvalidator,
  userId: string,
  input: z.output<typeof availabilityBody>,
  now = new Date(),
) {
  const mentor = await requireOwnMentor(db, userId);
  const result = await db.transaction(async (tx) => {
    const locked = await queries.lockMentor(tx, mentor.id);
    if (!locked) throw notFound("Mentor");
    await queries.setMentorTimeZone(tx, mentor.id, input.timeZone, now);
    await queries.replaceAvailability(tx, mentor.id, input.windows, input.datesOff);
    return availabilityOf(tx, { id: mentor.id, timeZone: input.timeZone });
  });
  await cache.invalidate("mentors");
  return result;
}

export async function listOwnSessions(db: Executor, userId: string, now = new Date()) {
  const mentor = await requireOwnMentor(db, userId);
  const [upcoming, past] = await Promise.all([
    queries.listUpcomingSessions(db, mentor.id, now),
    queries.listPastSessions(db, mentor.id, now, PAST_SESSIONS),
  ]);
  return {
    upcoming: await decorateMentorSessions(db, upcoming, mentor.meetingUrl, now),
    past: await decorateMentorSessions(db, past, mentor.meetingUrl, now),
  };
}

/** One of the mentor's own sessions; another mentor's is a 404, as a missing one. */
export async function getOwnSession(db: Executor, userId: string, sessionId: string, now = new Date()) {
  return getMentorSession(db, await requireOwnMentor(db, userId), sessionId, now);
}

/** One of this mentor's sessions, as the mentor sees it; another mentor's is a 404. */
export async function getMentorSession(
  db: Executor,
  mentor: Pick<Awaited<ReturnType<typeof requireOwnMentor>>, "id" | "meetingUrl">,
  sessionId: string,
  now = new Date(),
) {
  const session = isUuid(sessionId) ? await queries.findSession(db, mentor.id, sessionId) : undefined;
  if (!session) throw notFound("Booking");
  return (await decorateMentorSessions(db, [session], mentor.meetingUrl, now))[0]!;
}

// What the booking dialog shows

/**
 * The mentor's free windows from now to the horizon (windows less their scheduled sessions) and
 * the times of those sessions. The dialog shows the windows in the student's zone and gives its
 * notice for a time outside them or overlapping a session (needsAvailabilityNotice).
 */
export async function getPublicAvailability(db: Executor, mentorId: string, now = new Date()) {
  const mentor = await requireRecord({ label: "Mentor" }, mentorId, (id) => queries.findMentorRow(db, id));
  const horizonEnd = now.getTime() + AVAILABILITY_HORIZON_DAYS * 86_400_000;
  const [windows, datesOff, busyRows] = await Promise.all([
    queries.listWindows(db, [mentor.id]),
    queries.listDatesOff(db, [mentor.id]),
    queries.listBusy(db, mentor.id, now, new Date(horizonEnd)),
  ]);
  const busy = busyRows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
  const off = new Set(datesOff.map((date) => date.day));
  const today = dateIn(now.getTime(), mentor.timeZone);
  const expanded = mergeIntervals(
    expandWindows(
      windows as AvailabilityWindow[],
      off,
      mentor.timeZone,
      addDays(today, -1),
      addDays(today, AVAILABILITY_HORIZON_DAYS),
    ),
  )
    .map((interval) => ({ start: Math.max(interval.start, now.getTime()), end: Math.min(interval.end, horizonEnd) }))
    .filter((interval) => interval.end > interval.start);
  const free = subtractIntervals(expanded, busy).slice(0, FREE_WINDOWS_SHOWN);
  const toDates = (interval: { start: number; end: number }) => ({
    start: new Date(interval.start),
    end: new Date(interval.end),
  });
  return {
    hasWindows: windows.length > 0,
    freeWindows: free.map(toDates),
    busy: busy.map(toDates),
    horizonEnd: new Date(horizonEnd),
  };
}

// Admins: linking a profile to an account, approving profile changes

export async function getMentorAccount(db: Executor, mentorId: string) {
  const mentor = await requireRecord({ label: "Mentor" }, mentorId, (id) => queries.findMentorRow(db, id));
  return accountOf(db, mentor);
}

async function accountOf(
  db: Executor,
  mentor: {
    id: string;
    userId: string | null;
    pendingProfile: MentorProfileChanges | null;
    pendingProfileAt: Date | null;
  },
) {
  const [account, invitations] = await Promise.all([
    mentor.userId ? queries.findAccount(db, mentor.userId) : undefined,
    listOpenInvitations(db, MENTOR_INVITATION, "mentorId", mentor.id),
  ]);
  const invitation = invitations.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return {
    mentorId: mentor.id,
    account: account ?? null,
    invitation: invitation
      ? { email: invitation.email, expiresAt: invitation.expiresAt, createdAt: invitation.createdAt }
      : null,
    pending:
      mentor.pendingProfile && mentor.pendingProfileAt
        ? { ...mentor.pendingProfile, submittedAt: mentor.pendingProfileAt }
        : null,
  };
}

/**
 * Links the profile to the existing account with this email; the account's role becomes mentor.
 * One profile per user and one user per profile: the unique constraint on mentors.user_id (a
 * second profile for the same user is a 409). A profile linked before lets its old account go
 * back to student. Staff accounts are refused: making an admin a mentor would take their role.
 *
 * With `invite` (the admins' screen), an address without an account gets an invitation to sign
 * up instead, emailed in the chosen language; without it (the CLI), such an address is refused.
 * Linking or inviting withdraws the profile's other open invitations (their links stop working).
 */
export async function linkMentorAccount(
  db: Executor,
  cache: CacheInvalidator,
  mentorId: string,
  email: string,
  now = new Date(),
  invite?: MentorInvite,
) {
  const result = await db.transaction(async (tx) => {
    const mentor = await requireRecord({ label: "Mentor" }, mentorId, (id) => queries.lockMentor(tx, id));
    const user = await queries.findUserByEmail(tx, email);
    if (!user && invite) {
      await withdrawOtherInvitations(tx, mentor.id, email);
      const { token } = await issueInvitation(tx, {
        kind: MENTOR_INVITATION,
        email,
        scope: mentor.id,
        payload: { mentorId: mentor.id },
        invitedBy: invite.inviter.id,
        locale: invite.locale,
      });
      await enqueueEmail(
        tx,
        await mentorInvitationEmail(invite.mail, {
          email,
          locale: invite.locale,
          token,
          mentorName: mentor.name,
          inviterName: personName(invite.inviter),
          days: INVITATION_DAYS,
        }),
      );
      return accountOf(tx, mentor);
    }
    if (!user) {
      throw badRequest("No account uses that email yet: ask the mentor to sign up first, then link them", [
        {
          path: "body.email",
          message: "No account uses that email yet: ask the mentor to sign up first, then link them",
        },
      ]);
    }
    if (user.role === "admin" || user.role === "instructor") {
      throw badRequest("That account is staff: only a student's or a mentor's account can be linked", [
        { path: "body.email", message: "That account is staff: only a student's or a mentor's account can be linked" },
      ]);
    }
    if (mentor.userId === user.id) return accountOf(tx, mentor);
    const other = await queries.findMentorOfUser(tx, user.id);
    if (other) throw conflict("That account is already linked to another mentor");
    await withdrawOtherInvitations(tx, mentor.id);
    await setLinkedUser(tx, mentor, user.id, now);
    return accountOf(tx, { ...mentor, userId: user.id });
  });
  await cache.invalidate("mentors");
  return result;
}

export interface MentorInvite {
  inviter: { id: string; firstName: string | null; lastName: string | null; email: string };
  locale: Locale;
  mail: MailContext;
}

/** The profile's account becomes this user (a mentor); the one linked before goes back to student. */
async function setLinkedUser(tx: Executor, mentor: { id: string; userId: string | null }, userId: string, now: Date) {
  if (mentor.userId && mentor.userId !== userId) await queries.setUserRole(tx, mentor.userId, "student", now);
  await queries.setMentorUser(tx, mentor.id, userId, now);
  await queries.setUserRole(tx, userId, "mentor", now);
}

/** Withdraws the profile's open invitations, but the one to `keep` (an address). */
async function withdrawOtherInvitations(tx: Executor, mentorId: string, keep?: string) {
  for (const invitation of await listOpenInvitations(tx, MENTOR_INVITATION, "mentorId", mentorId)) {
    if (invitation.email !== keep) await withdrawInvitation(tx, MENTOR_INVITATION, invitation.email, mentorId);
  }
}

/**
 * On sign-up (in the sign-up's transaction): a live mentor invitation sent to this address is used
 * up and the new account is linked to its profile as the mentor. An unusable token (spent,
 * expired, another address's, a profile since deleted) changes nothing: the account stays a
 * student's.
 */
export async function applyMentorInvitation(tx: Executor, user: { id: string; email: string }, token: string) {
  const invitation = await acceptInvitation(tx, token, user);
  if (!invitation || invitation.kind !== MENTOR_INVITATION || !invitation.payload.mentorId) return;
  const mentor = await queries.lockMentor(tx, invitation.payload.mentorId);
  if (!mentor) return;
  await setLinkedUser(tx, mentor, user.id, new Date());
  await withdrawOtherInvitations(tx, mentor.id);
}

/** Unlinks the profile's account, which goes back to being a student's, and withdraws its open invitation. */
export async function unlinkMentorAccount(db: Executor, cache: CacheInvalidator, mentorId: string, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const mentor = await requireRecord({ label: "Mentor" }, mentorId, (id) => queries.lockMentor(tx, id));
    if (mentor.userId) {
      await queries.setMentorUser(tx, mentor.id, null, now);
      await queries.setUserRole(tx, mentor.userId, "student", now);
    }
    await withdrawOtherInvitations(tx, mentor.id);
    return accountOf(tx, { ...mentor, userId: null });
  });
  await cache.invalidate("mentors");
  return result;
}

/** Approves (applies to the public profile) or rejects (drops) the changes waiting. */
export async function decideProfileChanges(
  db: Executor,
  cache: CacheInvalidator,
  mentorId: string,
  approve: boolean,
  now = new Date(),
) {
  const result = await db.transaction(async (tx) => {
    const mentor = await requireRecord({ label: "Mentor" }, mentorId, (id) => queries.lockMentor(tx, id));
    if (!mentor.pendingProfile) throw conflict("No profile changes are waiting");
    const updated = await queries.applyProfile(tx, mentor.id, {
      ...(approve ? mentor.pendingProfile : {}),
      pendingProfile: null,
      pendingProfileAt: null,
      ...(approve ? { updatedAt: now } : {}),
    });
    return accountOf(tx, updated);
  });
  if (approve) await cache.invalidate("mentors");
  return result;
}
