import { eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  mentorBookingProposals,
  mentorBookingRatings,
  mentorBookings,
  mentors,
  users,
} from "../../src/db/schema/index.js";
import { demoMentorAccounts, seedDemoMentorAccounts } from "../../src/db/seed/mentor-accounts.js";
import { needsAvailabilityNotice } from "../../src/shared/rules/availability.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { bookMentor, createMentor, signedInUser } from "../support/factories.js";

/*
 * Mentor accounts (issue 26): linking a profile to an account, the mentor's own routes against
 * every role, availability windows and their checks, the card's "Available today" computed from
 * them (and never served stale), and the booking dialog's free windows.
 */

type Actor = "visitor" | "student" | "instructor" | "admin" | "otherMentor" | "mentor";
const actors: Actor[] = ["visitor", "student", "instructor", "admin", "otherMentor", "mentor"];

let t: TestContext;
const call = {} as Record<Actor, ReturnType<typeof as>>;
const ids = {} as { mentor: string; otherMentor: string; session: string; student: string };

beforeAll(async () => {
  t = await createTestApp({ MAX_UPCOMING_BOOKINGS: "50", MAX_UPCOMING_BOOKINGS_PER_MENTOR: "50" });
  const admin = await signedInUser(t.app, { role: "admin", firstName: "Ada" });
  const instructor = await signedInUser(t.app, { role: "instructor", firstName: "Ivo" });
  const student = await signedInUser(t.app, { firstName: "Sam", lastName: "Okafor", email: "sam.okafor@example.org" });
  call.visitor = as(t.app, undefined);
  call.student = as(t.app, student.cookie);
  call.instructor = as(t.app, instructor.cookie);
  call.admin = as(t.app, admin.cookie);
  ids.student = student.user.id;

  for (const [actor, name] of [
    ["mentor", "Maria Lopez"],
    ["otherMentor", "Omar Otero"],
  ] as const) {
    const profile = await createMentor(t.db, { name });
    const person = await signedInUser(t.app, { firstName: name.split(" ")[0] });
    const linked = await call.admin({
      method: "PUT",
      url: `/api/admin/mentors/${profile.id}/account`,
      payload: { email: person.user.email.toUpperCase() },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    // The role changed: a new sign-in reads it (the session reads the user each request anyway).
    call[actor] = as(t.app, person.cookie);
    ids[actor] = profile.id;
  }
  const booked = await bookMentor(t.app, student.cookie, ids.mentor, {
    scheduledAt: new Date(Date.now() + 3 * 86_400_000),
    duration: 60,
    topic: "Stair stringers",
    notes: "I have my first job next week.",
  });
  ids.session = booked.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Every method and path the app answers under /api/mentor (HEAD aside). */
function mentorRoutes(): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const path = stack.join("");
    if (!match[3] || !/^\/api\/mentor\//.test(path)) continue;
    for (const method of match[3].split(", ").filter((method) => method !== "HEAD")) found.push(`${method} ${path}`);
  }
  return [...new Set(found)].sort();
}

type Expected = Record<Actor, number>;
const ownOnly = (status: number): Expected => ({
  visitor: 401,
  student: 403,
  instructor: 403,
  admin: 403,
  otherMentor: status,
  mentor: status,
});

const table: Record<string, { expected: Expected; request: () => InjectOptions }> = {
  "GET /api/mentor/profile": { expected: ownOnly(200), request: () => ({ method: "GET", url: "/api/mentor/profile" }) },
  "PATCH /api/mentor/profile": {
    expected: ownOnly(200),
    request: () => ({ method: "PATCH", url: "/api/mentor/profile", payload: { meetingUrl: "https://meet.jit.si/x" } }),
  },
  "GET /api/mentor/availability": {
    expected: ownOnly(200),
    request: () => ({ method: "GET", url: "/api/mentor/availability" }),
  },
  "PUT /api/mentor/availability": {
    expected: ownOnly(200),
    request: () => ({
      method: "PUT",
      url: "/api/mentor/availability",
      payload: { timeZone: "UTC", windows: [], datesOff: [] },
    }),
  },
  "GET /api/mentor/sessions": {
    expected: ownOnly(200),
    request: () => ({ method: "GET", url: "/api/mentor/sessions" }),
  },
  // Another mentor's session is theirs to see only: a 404, as a missing one.
  "GET /api/mentor/sessions/:id": {
    expected: { ...ownOnly(200), otherMentor: 404 },
    request: () => ({ method: "GET", url: `/api/mentor/sessions/${ids.session}` }),
  },
  // Issue 26 parts 2-3 (each rule in tests/api/mentor-sessions.test.ts): the role check comes
  // first; here the mentor's own answers leave the shared session upcoming.
  "POST /api/mentor/sessions/:id/confirm": {
    expected: { ...ownOnly(200), otherMentor: 404 },
    request: () => ({ method: "POST", url: `/api/mentor/sessions/${ids.session}/confirm` }),
  },
  "POST /api/mentor/sessions/:id/propose": {
    expected: { ...ownOnly(400), otherMentor: 400 },
    request: () => ({ method: "POST", url: `/api/mentor/sessions/${ids.session}/propose`, payload: {} }),
  },
  "POST /api/mentor/sessions/:id/cancel": {
    expected: { ...ownOnly(400), otherMentor: 400 },
    request: () => ({ method: "POST", url: `/api/mentor/sessions/${ids.session}/cancel`, payload: {} }),
  },
  "PATCH /api/mentor/sessions/:id": {
    expected: { ...ownOnly(200), otherMentor: 404 },
    request: () => ({
      method: "PATCH",
      url: `/api/mentor/sessions/${ids.session}`,
      payload: { mentorNote: "Prepared the stair plans" },
    }),
  },
  "POST /api/mentor/sessions/:id/outcome": {
    expected: { ...ownOnly(409), otherMentor: 404 },
    request: () => ({
      method: "POST",
      url: `/api/mentor/sessions/${ids.session}/outcome`,
      payload: { status: "completed" },
    }),
  },
};

describe("the mentor routes' authorisation matrix", () => {
  it("has a row for every route under /api/mentor", () => {
    expect(mentorRoutes()).toEqual(Object.keys(table).sort());
  });

  it("answers each role as the table says", async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [route, row] of Object.entries(table)) {
      for (const actor of actors) {
        const response = await call[actor](row.request());
        seen.push(`${route} ${actor}: ${response.statusCode}`);
        wanted.push(`${route} ${actor}: ${row.expected[actor]}`);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it("answers another mentor's session exactly as a missing one", async () => {
    const other = await call.otherMentor({ method: "GET", url: `/api/mentor/sessions/${ids.session}` });
    const missing = await call.otherMentor({ method: "GET", url: `/api/mentor/sessions/${crypto.randomUUID()}` });
    expect(other.body).toBe(missing.body);
  });
});

describe("what a mentor sees of their sessions", () => {
  it("is the student's first name, the topic and the notes: never an email or a surname", async () => {
    const response = await call.mentor({ method: "GET", url: "/api/mentor/sessions" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ upcoming: { id: string; student: object; topic: string; notes: string }[] }>();
    const session = body.upcoming.find((found) => found.id === ids.session)!;
    expect(session.student).toEqual({ firstName: "Sam" });
    expect(session.topic).toBe("Stair stringers");
    expect(session.notes).toBe("I have my first job next week.");
    expect(response.body).not.toContain("Okafor");
    expect(response.body).not.toContain("sam.okafor");
    expect(response.body).not.toContain(ids.student);
    const other = await call.otherMentor({ method: "GET", url: "/api/mentor/sessions" });
    expect(other.json<{ upcoming: unknown[]; past: unknown[] }>()).toEqual({ upcoming: [], past: [] });
  });
});

describe("linking a mentor profile to an account", () => {
  it("makes the account a mentor's; one profile per user, by constraint; unlinking makes them a student again", async () => {
    const person = await signedInUser(t.app, { firstName: "Lina" });
    const first = await createMentor(t.db, { name: "Lina One" });
    const second = await createMentor(t.db, { name: "Lina Two" });
    // Both at once: exactly one wins, the other is a 409.
    const answers = await Promise.all(
      [first, second].map((profile) =>
        call.admin({
          method: "PUT",
          url: `/api/admin/mentors/${profile.id}/account`,
          payload: { email: person.user.email },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, person.user.id));
    expect(row!.role).toBe("mentor");
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const account = await call.admin({ method: "GET", url: `/api/admin/mentors/${winner.id}/account` });
    expect(account.json<{ account: { email: string } }>().account.email).toBe(person.user.email);

    const unlinked = await call.admin({ method: "DELETE", url: `/api/admin/mentors/${winner.id}/account` });
    expect(unlinked.json<{ account: unknown }>().account).toBeNull();
    const [after] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, person.user.id));
    expect(after!.role).toBe("student");
  });

  it("invites an unknown email (tests/api/mentor-invitations.test.ts) and refuses a staff account with a clear message", async () => {
    const profile = await createMentor(t.db, { name: "Nobody Yet" });
    const unknown = await call.admin({
      method: "PUT",
      url: `/api/admin/mentors/${profile.id}/account`,
      payload: { email: "nobody@example.org" },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<{ account: unknown; invitation: { email: string } }>()).toMatchObject({
      account: null,
      invitation: { email: "nobody@example.org" },
    });
    const staff = await signedInUser(t.app, { role: "instructor" });
    const refused = await call.admin({
      method: "PUT",
      url: `/api/admin/mentors/${profile.id}/account`,
      payload: { email: staff.user.email },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("That account is staff");
  });
});

describe("availability windows", () => {
  const put = (payload: object, actor: Actor = "mentor") =>
    call[actor]({ method: "PUT", url: "/api/mentor/availability", payload });

  it("refuses an end before the start, overlaps and an unknown zone, with messages naming the field", async () => {
    const backwards = await put({ timeZone: "UTC", windows: [{ weekday: 1, start: "12:00", end: "09:00" }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain("A window must end after it starts");
    const overlap = await put({
      timeZone: "UTC",
      windows: [
        { weekday: 1, start: "22:00", end: "02:00", endsNextDay: true },
        { weekday: 2, start: "01:00", end: "03:00" },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.body).toContain("This window overlaps another one");
    const zone = await put({ timeZone: "Mars/Olympus", windows: [] });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain("IANA time zone");
    const spanish = await call.mentor({
      method: "PUT",
      url: "/api/mentor/availability",
      headers: { "accept-language": "es" },
      payload: { timeZone: "UTC", windows: [{ weekday: 1, start: "12:00", end: "09:00" }] },
    });
    expect(spanish.body).toContain("Un horario debe terminar");
  });

  it("keeps windows across midnight and dates off, and reads them back", async () => {
    const saved = await put({
      timeZone: "America/New_York",
      windows: [
        { weekday: 5, start: "22:00", end: "02:00", endsNextDay: true },
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "13:00", end: "17:30" },
      ],
      datesOff: ["2026-12-25", "2026-12-24", "2026-12-25"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      timeZone: "America/New_York",
      windows: [
        { weekday: 1, start: "09:00", end: "12:00", endsNextDay: false },
        { weekday: 1, start: "13:00", end: "17:30", endsNextDay: false },
        { weekday: 5, start: "22:00", end: "02:00", endsNextDay: true },
      ],
      datesOff: ["2026-12-24", "2026-12-25"],
    });
    expect((await call.mentor({ method: "GET", url: "/api/mentor/availability" })).json()).toEqual(saved.json());
  });
});

describe("the card's Available today", () => {
  const card = async (id: string) => {
    const response = await call.visitor({ method: "GET", url: "/api/mentors" });
    return response.json<{ id: string; isAvailable: boolean }[]>().find((mentor) => mentor.id === id)!;
  };

  it("follows the windows in the mentor's zone, and flips when the window ends without any write", async () => {
    const profile = await createMentor(t.db, {
      name: "Clock Watcher",
      isAvailable: false,
      timeZone: "America/New_York",
    });
    const person = await signedInUser(t.app, { firstName: "Cleo" });
    await call.admin({
      method: "PUT",
      url: `/api/admin/mentors/${profile.id}/account`,
      payload: { email: person.user.email },
    });
    // Without windows: the stored flag.
    expect((await card(profile.id)).isAvailable).toBe(false);
    const saved = await as(
      t.app,
      person.cookie,
    )({
      method: "PUT",
      url: "/api/mentor/availability",
      payload: { timeZone: "America/New_York", windows: [{ weekday: 1, start: "09:00", end: "12:00" }] },
    });
    expect(saved.statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-06-17T12:00:00Z")); // Monday 08:00 in New York
    await t.app.cache.invalidate("mentors");
    expect((await card(profile.id)).isAvailable).toBe(true);
    vi.setSystemTime(new Date("2030-06-17T15:59:00Z")); // 11:59, still today's window
    expect((await card(profile.id)).isAvailable).toBe(true);
    vi.setSystemTime(new Date("2030-06-17T16:00:00Z")); // 12:00: the window ended; the cached list expired
    expect((await card(profile.id)).isAvailable).toBe(false);
    const available = await call.visitor({ method: "GET", url: "/api/mentors/available" });
    expect(available.json<{ id: string }[]>().some((mentor) => mentor.id === profile.id)).toBe(false);
    // The next Monday (a week on), available again before the window.
    vi.setSystemTime(new Date("2030-06-24T13:00:00Z"));
    expect((await card(profile.id)).isAvailable).toBe(true);
  });
});

describe("the booking dialog's free windows", () => {
  it("are the windows less the mentor's sessions, as instants any student's zone can show", async () => {
    const profile = await createMentor(t.db, { name: "Every Day", timeZone: "Europe/Madrid" });
    const person = await signedInUser(t.app, { firstName: "Eva" });
    await call.admin({
      method: "PUT",
      url: `/api/admin/mentors/${profile.id}/account`,
      payload: { email: person.user.email },
    });
    const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00" }));
    await as(
      t.app,
      person.cookie,
    )({
      method: "PUT",
      url: "/api/mentor/availability",
      payload: { timeZone: "Europe/Madrid", windows },
    });
    const before = await call.visitor({ method: "GET", url: `/api/mentors/${profile.id}/availability` });
    expect(before.statusCode).toBe(200);
    const first = before.json<{ freeWindows: { start: string; end: string }[] }>().freeWindows.at(-1)!;
    // 09:00-12:00 Madrid is 07:00-10:00Z in summer, 08:00-11:00Z in winter.
    expect(["07:00", "08:00"]).toContain(first.start.slice(11, 16));

    // A student in Los Angeles books the last hour of that window: it leaves the free windows.
    const start = Date.parse(first.end) - 3_600_000;
    const student = await signedInUser(t.app, { firstName: "Lou" });
    await bookMentor(t.app, student.cookie, profile.id, {
      scheduledAt: new Date(start),
      duration: 60,
      timeZone: "America/Los_Angeles",
    });
    const after = await call.visitor({ method: "GET", url: `/api/mentors/${profile.id}/availability` });
    const body = after.json<{
      hasWindows: boolean;
      freeWindows: { start: string; end: string }[];
      busy: { start: string; end: string }[];
      horizonEnd: string;
    }>();
    expect(body.busy).toContainEqual({ start: new Date(start).toISOString(), end: first.end });
    expect(body.freeWindows).toContainEqual({ start: first.start, end: new Date(start).toISOString() });
    const availability = {
      hasWindows: body.hasWindows,
      freeWindows: body.freeWindows.map((w) => ({ start: Date.parse(w.start), end: Date.parse(w.end) })),
      busy: body.busy.map((w) => ({ start: Date.parse(w.start), end: Date.parse(w.end) })),
      horizonEnd: Date.parse(body.horizonEnd),
    };
    // Inside a free window: no notice. Over the booked hour, or in the evening: the notice.
    expect(needsAvailabilityNotice(availability, Date.parse(first.start), Date.parse(first.start) + 1_800_000)).toBe(
      false,
    );
    expect(needsAvailabilityNotice(availability, start, start + 1_800_000)).toBe(true);
    expect(
      needsAvailabilityNotice(
        availability,
        Date.parse(first.end) + 6 * 3_600_000,
        Date.parse(first.end) + 7 * 3_600_000,
      ),
    ).toBe(true);
    // The session's row keeps the student's zone, for their emails.
    const [row] = await t.db
      .select()
      .from(mentorBookings)
      .where(eq(mentorBookings.scheduledAt, new Date(start)));
    expect(row!.timeZone).toBe("America/Los_Angeles");
  });
});

describe("a window on America/New_York's daylight-saving change days", () => {
  it("is an hour shorter the day the clocks spring forward and an hour longer the day they fall back", async () => {
    const profile = await createMentor(t.db, { name: "Night Owl", timeZone: "America/New_York" });
    const person = await signedInUser(t.app, { firstName: "Nell" });
    await call.admin({
      method: "PUT",
      url: `/api/admin/mentors/${profile.id}/account`,
      payload: { email: person.user.email },
    });
    const saved = await as(
      t.app,
      person.cookie,
    )({
      method: "PUT",
      url: "/api/mentor/availability",
      // Sundays 01:00-05:00 in New York: the clocks change at 02:00 on a Sunday.
      payload: { timeZone: "America/New_York", windows: [{ weekday: 7, start: "01:00", end: "05:00" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const freeWindows = async () => {
      const response = await call.visitor({ method: "GET", url: `/api/mentors/${profile.id}/availability` });
      expect(response.statusCode).toBe(200);
      return response.json<{ freeWindows: { start: string; end: string }[] }>().freeWindows;
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    // Saturday 2026-03-07: the next day the clocks jump from 02:00 EST to 03:00 EDT.
    vi.setSystemTime(new Date("2026-03-07T12:00:00Z"));
    const spring = await freeWindows();
    expect(spring[0]).toEqual({ start: "2026-03-08T06:00:00.000Z", end: "2026-03-08T09:00:00.000Z" });
    expect(spring[1]).toEqual({ start: "2026-03-15T05:00:00.000Z", end: "2026-03-15T09:00:00.000Z" });
    // Saturday 2026-10-31: the next day 02:00 EDT is 01:00 EST again; 01:00 is the first (EDT) one.
    vi.setSystemTime(new Date("2026-10-31T12:00:00Z"));
    const fall = await freeWindows();
    expect(fall[0]).toEqual({ start: "2026-11-01T05:00:00.000Z", end: "2026-11-01T10:00:00.000Z" });
    expect(fall[1]).toEqual({ start: "2026-11-08T06:00:00.000Z", end: "2026-11-08T10:00:00.000Z" });
  });
});

describe("a mentor's profile changes", () => {
  it("wait for an admin's approval before the public profile shows them; the meeting link applies at once", async () => {
    const changed = await call.mentor({
      method: "PATCH",
      url: "/api/mentor/profile",
      payload: { bio: "Stairs, roofs and everything square.", meetingUrl: "https://meet.jit.si/maria-room-7f3k" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const profile = changed.json<{ bio: string; meetingUrl: string; pending: { bio: string } }>();
    expect(profile.meetingUrl).toBe("https://meet.jit.si/maria-room-7f3k");
    expect(profile.pending.bio).toBe("Stairs, roofs and everything square.");
    const publicBefore = await call.visitor({ method: "GET", url: "/api/mentors" });
    expect(publicBefore.body).not.toContain("everything square");
    expect(publicBefore.body).not.toContain("maria-room");

    const approved = await call.admin({
      method: "POST",
      url: `/api/admin/mentors/${ids.mentor}/profile-changes/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ pending: unknown }>().pending).toBeNull();
    const publicAfter = await call.visitor({ method: "GET", url: "/api/mentors" });
    expect(publicAfter.body).toContain("everything square");
    const again = await call.admin({ method: "POST", url: `/api/admin/mentors/${ids.mentor}/profile-changes/reject` });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a meeting link that isn't https", async () => {
    const response = await call.mentor({
      method: "PATCH",
      url: "/api/mentor/profile",
      payload: { meetingUrl: "javascript:alert(1)" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("https://");
  });
});

describe("the demo mentors' accounts", () => {
  it("link two demo profiles to accounts with windows and sessions, once", async () => {
    for (const account of demoMentorAccounts)
      await createMentor(t.db, { id: account.mentorId, name: account.firstName });
    const made = await seedDemoMentorAccounts(t.db, "scrypt$not-a-real-hash");
    expect(made).toEqual(demoMentorAccounts.map((account) => account.email));
    expect(await seedDemoMentorAccounts(t.db, "scrypt$not-a-real-hash")).toEqual([]);
    for (const account of demoMentorAccounts) {
      const [user] = await t.db.select().from(users).where(eq(users.id, account.userId));
      expect(user!.role).toBe("mentor");
      const sessions = await t.db.select().from(mentorBookings).where(eq(mentorBookings.mentorId, account.mentorId));
      expect(sessions.map((session) => session.status).sort()).toEqual([
        "completed",
        "completed",
        "scheduled",
        "scheduled",
      ]);
      // Two demo students; one upcoming session confirmed, one with a pending proposal.
      expect(new Set(sessions.map((session) => session.userId)).size).toBe(2);
      const upcoming = sessions.filter((session) => session.status === "scheduled");
      expect(upcoming.filter((session) => session.confirmedAt !== null)).toHaveLength(1);
      const proposals = await t.db
        .select()
        .from(mentorBookingProposals)
        .where(
          inArray(
            mentorBookingProposals.bookingId,
            upcoming.map((session) => session.id),
          ),
        );
      expect(proposals.map((proposal) => proposal.status)).toEqual(["pending"]);
      expect(proposals[0]!.bookingId).toBe(upcoming.find((session) => session.confirmedAt === null)!.id);
      // The completed sessions are rated, and the profile's figures are computed from them.
      const completed = sessions.filter((session) => session.status === "completed");
      const ratings = await t.db
        .select()
        .from(mentorBookingRatings)
        .where(
          inArray(
            mentorBookingRatings.bookingId,
            completed.map((session) => session.id),
          ),
        );
      expect(ratings).toHaveLength(2);
      const average = (ratings.reduce((sum, rating) => sum + rating.score, 0) / ratings.length).toFixed(2);
      const [profile] = await t.db.select().from(mentors).where(eq(mentors.id, account.mentorId));
      expect({ rating: profile!.rating, sessionCount: profile!.sessionCount }).toEqual({
        rating: average,
        sessionCount: 2,
      });
      // The public card shows them (the seed writes under the app: its cached list is dropped first).
      await t.app.cache.invalidate("mentors");
      const list = await t.app.inject({ method: "GET", url: "/api/mentors" });
      const card = list
        .json<{ id: string; rating: string; sessionCount: number }[]>()
        .find((entry) => entry.id === account.mentorId);
      expect(card).toMatchObject({ rating: average, sessionCount: 2 });
    }
  });
});
