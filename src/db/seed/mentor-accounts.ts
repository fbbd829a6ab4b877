import { and, eq, isNull } from "drizzle-orm";
import { mentorAvailabilityWindows, mentorBookings, mentors, users } from "../schema/index.js";
import type { Executor } from "../types.js";

/**
 * Two demo mentors with accounts (issue 26): Marcus Bell and Rosa Delgado sign in and land on
 * /mentor, with weekly windows (Rosa's Friday one runs past midnight) and a few sessions with a
 * demo student who has no password (nobody signs in as them). The password is made at seed time
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

const DEMO_STUDENT_ID = "6a1f0c52-3a7e-4d1b-9d0e-5f1c2b7a9e10";
const DAY = 86_400_000;

/**
 * Makes the demo mentors' accounts (once: fixed ids) and links them to their profiles; the emails
 * of the accounts made now (none when they were there already).
 */
export async function seedDemoMentorAccounts(db: Executor, passwordHash: string, now = new Date()): Promise<string[]> {
  const created: string[] = [];
  await db
    .insert(users)
    .values({
      id: DEMO_STUDENT_ID,
      email: "jordan.rivera@students.example.org",
      firstName: "Jordan",
      lastName: "Rivera",
      role: "student",
    })
    .onConflictDoNothing();
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
    // Whole hours, relative to now: two upcoming sessions and a past one with notes.
    const hour = (days: number, at: number) => {
      const date = new Date(now.getTime() + days * DAY);
      date.setUTCHours(at, 0, 0, 0);
      return date;
    };
    const sessions = [
      {
        at: hour(2 + index, 22),
        status: "scheduled",
        topic: "Getting my first apprenticeship",
        notes: "I finished the intro course.",
      },
      { at: hour(6 + index, 15), status: "scheduled", topic: "Tools to buy first", notes: null },
      {
        at: hour(-7 - index, 22),
        status: "completed",
        topic: "Reading plans",
        notes: "Bring a photo of the plan you're stuck on.",
      },
    ] as const;
    await db.insert(mentorBookings).values(
      sessions.map((session) => ({
        userId: DEMO_STUDENT_ID,
        mentorId: account.mentorId,
        scheduledAt: session.at,
        endsAt: new Date(session.at.getTime() + 60 * 60_000),
        duration: 60,
        topic: session.topic,
        notes: session.notes,
        timeZone: "America/Chicago",
        status: session.status,
      })),
    );
  }
  return created;
}
