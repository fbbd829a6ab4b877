import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  mentorAvailabilityWindows,
  mentorBookingProposals,
  mentorBookingRatings,
  mentorBookings,
  mentors,
  users,
} from "../schema/index.js";
import type { Executor } from "../types.js";

/**
 * Two demo mentors with accounts (issue 26): Marcus Bell and Rosa Delgado sign in and land on
 * /mentor, with weekly windows (Rosa's Friday one runs past midnight) and sessions with two demo
 * students who have no password (nobody signs in as them): two completed and rated (so the
 * profile's rating and sessionCount are computed from them), an upcoming one confirmed and an
 * upcoming one with the mentor's pending proposal of another time. The password is made at seed time
 * and printed once by the command that seeded (never a fixed one: the demo may run in public).
 */
export const demoMentorAccounts = [
  {
    userId: "6a1f0c52-3a7e-4d1b-9d0e-5f1c2b7a9e01",
    mentorId: "1d8d86d3-5592-48f6-b833-92c51ae77e7e",
    email: "marcus.bell@mentors.example.org",
    firstName: "Marcus",
    lastName: "Bell",
    timeZone: "America/New_York",
    // Weekday evenings, and Saturday mornings.
    windows: [1, 2, 3, 4, 5]
      .map((weekday) => ({ weekday, startMinute: 17 * 60, endMinute: 20 * 60, endsNextDay: false }))
      .concat([{ weekday: 6, startMinute: 9 * 60, endMinute: 12 * 60, endsNextDay: false }]),
  },
  {
    userId: "6a1f0c52-3a7e-4d1b-9d0e-5f1c2b7a9e02",
    mentorId: "99bc8f3b-b59d-4793-b0a7-1c361dc3200e",
    email: "rosa.delgado@mentors.example.org",
    firstName: "Rosa",
    lastName: "Delgado",
    timeZone: "America/Los_Angeles",
    windows: [
      { weekday: 2, startMinute: 7 * 60, endMinute: 11 * 60, endsNextDay: false },
      { weekday: 4, startMinute: 7 * 60, endMinute: 11 * 60, endsNextDay: false },
      // Friday night, after the market: 22:00 to 01:00.
      { weekday: 5, startMinute: 22 * 60, endMinute: 60, endsNextDay: true },
    ],
  },
] as const;

const DEMO_STUDENTS = [
  {
    id: "6a1f0c52-3a7e-4d1b-9d0e-5f1c2b7a9e10",
    email: "jordan.rivera@students.example.org",
    firstName: "Jordan",
    lastName: "Rivera",
    timeZone: "America/Chicago",
  },
  {
    id: "6a1f0c52-3a7e-4d1b-9d0e-5f1c2b7a9e11",
    email: "ana.torres@students.example.org",
    firstName: "Ana",
    lastName: "Torres",
    timeZone: "America/Denver",
  },
] as const;
const DAY = 86_400_000;

/**
 * Makes the demo mentors' accounts (once: fixed ids) and links them to their profiles; the emails
 * of the accounts made now (none when they were there already).
 */
export async function seedDemoMentorAccounts(db: Executor, passwordHash: string, now = new Date()): Promise<string[]> {
  const created: string[] = [];
  await db
    .insert(users)
    .values(
      DEMO_STUDENTS.map((student) => ({
        id: student.id,
        email: student.email,
        firstName: student.firstName,
        lastName: student.lastName,
        role: "student" as const,
      })),
    )
    .onConflictDoNothing();
  const [jordan, ana] = DEMO_STUDENTS;
  for (const [index, account] of demoMentorAccounts.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        id: account.userId,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: "mentor",
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const [linked] = await db
      .update(mentors)
      .set({ userId: user.id, timeZone: account.timeZone })
      .where(and(eq(mentors.id, account.mentorId), isNull(mentors.userId)))
      .returning({ id: mentors.id });
    if (!linked) continue;
    created.push(account.email);
    await db
      .insert(mentorAvailabilityWindows)
      .values(account.windows.map((window) => ({ ...window, mentorId: account.mentorId })));
    // Whole hours, relative to now: two upcoming sessions (one confirmed, one with a pending
    // proposal) and two past ones, completed and rated.
    const hour = (days: number, at: number) => {
      const date = new Date(now.getTime() + days * DAY);
      date.setUTCHours(at, 0, 0, 0);
      return date;
    };
    const sessions = [
      {
        key: "confirmed",
        student: jordan,
        at: hour(2 + index, 22),
        status: "scheduled",
        topic: "Getting my first apprenticeship",
        notes: "I finished the intro course.",
      },
      {
        key: "proposal",
        student: ana,
        at: hour(6 + index, 15),
        status: "scheduled",
        topic: "Tools to buy first",
        notes: null,
      },
      {
        key: "rated-5",
        student: jordan,
        at: hour(-7 - index, 22),
        status: "completed",
        topic: "Reading plans",
        notes: "Bring a photo of the plan you're stuck on.",
      },
      {
        key: "rated-4",
        student: ana,
        at: hour(-14 - index, 16),
        status: "completed",
        topic: "Pricing a small job",
        notes: null,
      },
    ] as const;
    const rows = await db
      .insert(mentorBookings)
      .values(
        sessions.map((session) => ({
          userId: session.student.id,
          mentorId: account.mentorId,
          scheduledAt: session.at,
          endsAt: new Date(session.at.getTime() + 60 * 60_000),
          duration: 60,
          topic: session.topic,
          notes: session.notes,
          timeZone: session.student.timeZone,
          status: session.status,
          ...(session.key === "confirmed" ? { confirmedAt: now, icsSequence: 1 } : {}),
          ...(session.status === "completed"
            ? {
                outcomeAt: new Date(session.at.getTime() + 60 * 60_000),
                mentorNote:
                  session.key === "rated-5"
                    ? "Came prepared; ready for the framing module."
                    : "Wants help quoting; suggested the estimating lesson.",
              }
            : {}),
        })),
      )
      .returning({ id: mentorBookings.id });
    const idOf = (key: (typeof sessions)[number]["key"]) =>
      rows[sessions.findIndex((session) => session.key === key)]!.id;
    // The proposal's answer link is never mailed for demo data: its token is a random one, unknown.
    await db.insert(mentorBookingProposals).values({
      bookingId: idOf("proposal"),
      scheduledAt: hour(7 + index, 16),
      duration: 60,
      message: "I'm on a job site that afternoon. Does the next day work?",
      tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
    });
    await db.insert(mentorBookingRatings).values([
      { bookingId: idOf("rated-5"), userId: jordan.id, score: 5, comment: "Clear and patient. I can read plans now." },
      { bookingId: idOf("rated-4"), userId: ana.id, score: index === 0 ? 4 : 5, comment: null },
    ]);
    // The figures as the app computes them: completed sessions and the ratings' average.
    await db.execute(sql`
      update ${mentors} set
        session_count = (select count(*)::int from ${mentorBookings} b
          where b.mentor_id = ${account.mentorId} and b.status = 'completed'),
        rating = (select round(avg(r.score), 2) from ${mentorBookingRatings} r
          join ${mentorBookings} b on b.id = r.booking_id where b.mentor_id = ${account.mentorId})
      where ${mentors.id} = ${account.mentorId}`);
  }
  return created;
}
