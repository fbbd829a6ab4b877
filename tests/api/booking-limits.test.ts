import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, mentorBookings } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createMentor, signedInUser } from "../support/factories.js";

// Issue 20, item 5: a student holds at most MAX_UPCOMING_BOOKINGS upcoming sessions (5) and
// MAX_UPCOMING_BOOKINGS_PER_MENTOR with one mentor (2), and a mentor gets at most
// MENTOR_DAILY_MAIL_CAP booking mails a day (4 here, so that the tests reach it), after which the
// admins are alerted once per mentor and day.

const CAP = 4;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ MENTOR_DAILY_MAIL_CAP: String(CAP) });
});
afterAll(() => t.close());

const TOTAL_MESSAGE = "You already have 5 upcoming sessions, the most you can hold. Cancel one to book another.";
const PER_MENTOR_MESSAGE =
  "You already have 2 upcoming sessions with this mentor, the most you can hold with one mentor. Cancel one to book another.";

const inDays = (days: number, hour = 14) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

let mentorCounter = 0;
const newMentor = () => {
  const n = mentorCounter++;
  return createMentor(t.db, { name: `Mentor ${n}`, email: `mentor-${n}-${Date.now()}@example.org` });
};

const book = (cookie: string, mentorId: string, scheduledAt: Date, headers: Record<string, string> = {}) =>
  as(
    t.app,
    cookie,
  )({
    method: "POST",
    url: `/api/mentors/${mentorId}/book`,
    payload: { scheduledAt: scheduledAt.toISOString(), duration: 60 },
    headers,
  });

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

const bookingsOf = (userId: string) => t.db.select().from(mentorBookings).where(eq(mentorBookings.userId, userId));
const mailsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const capAlerts = (mentorId: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "mentor-mail-cap"), like(emailOutbox.dedupeKey, `mentor-mail-cap:${mentorId}:%`)));

describe("a student's upcoming sessions", () => {
  it("50 simultaneous bookings with 25 mentors make exactly 5; the rest answer 409 naming the limit", async () => {
    const mentors = await Promise.all(Array.from({ length: 25 }, () => newMentor()));
    const student = await signedInUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(student.cookie, mentors[i % 25]!.id, inDays(3 + (i % 7)))),
    );
    expect(statuses(responses)).toEqual({ 201: 5, 409: 45 });
    for (const response of responses.filter((entry) => entry.statusCode === 409)) {
      expect(response.json()).toEqual({ message: TOTAL_MESSAGE });
    }
    expect(await bookingsOf(student.user.id)).toHaveLength(5);
  }, 120_000);

  it("50 simultaneous bookings with one mentor make exactly 2", async () => {
    const mentor = await newMentor();
    const other = await newMentor();
    const student = await signedInUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(student.cookie, mentor.id, inDays(2 + (i % 9), 9 + (i % 8)))),
    );
    expect(statuses(responses)).toEqual({ 201: 2, 409: 48 });
    for (const response of responses.filter((entry) => entry.statusCode === 409)) {
      expect(response.json()).toEqual({ message: PER_MENTOR_MESSAGE });
    }
    expect(await bookingsOf(student.user.id)).toHaveLength(2);
    // Another mentor can still be booked: the total allowance has room.
    expect((await book(student.cookie, other.id, inDays(4))).statusCode).toBe(201);
  }, 120_000);

  it("says so in Spanish", async () => {
    const mentor = await newMentor();
    const student = await signedInUser(t.app);
    for (let i = 0; i < 2; i++) expect((await book(student.cookie, mentor.id, inDays(3 + i))).statusCode).toBe(201);
    const refused = await book(student.cookie, mentor.id, inDays(6), { "accept-language": "es" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Ya tienes 2 sesiones próximas con este mentor, el máximo que puedes tener con un mismo mentor. Cancela una para reservar otra.",
    );
  });

  it("counts only upcoming sessions: a cancelled or past one frees its place; sessions may still overlap", async () => {
    const mentor = await newMentor();
    const student = await signedInUser(t.app);
    const at = inDays(5);
    // Two sessions at the same time (overlap is allowed), then the third is refused.
    const first = (await book(student.cookie, mentor.id, at)).json<{ id: string }>();
    const second = (await book(student.cookie, mentor.id, at)).json<{ id: string }>();
    expect((await book(student.cookie, mentor.id, at)).statusCode).toBe(409);

    const cancel = await as(
      t.app,
      student.cookie,
    )({ method: "POST", url: `/api/user/mentor-bookings/${first.id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect((await book(student.cookie, mentor.id, at)).statusCode).toBe(201);
    expect((await book(student.cookie, mentor.id, at)).statusCode).toBe(409);

    // A session that has started is no longer upcoming.
    await t.db
      .update(mentorBookings)
      .set({ scheduledAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 60_000) })
      .where(eq(mentorBookings.id, second.id));
    expect((await book(student.cookie, mentor.id, at)).statusCode).toBe(201);
  });

  it("holds when staff reinstate a cancelled session", async () => {
    const mentor = await newMentor();
    const student = await signedInUser(t.app);
    const admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
    const first = (await book(student.cookie, mentor.id, inDays(3))).json<{ id: string }>();
    await as(t.app, student.cookie)({ method: "POST", url: `/api/user/mentor-bookings/${first.id}/cancel` });
    for (let i = 0; i < 2; i++) expect((await book(student.cookie, mentor.id, inDays(4 + i))).statusCode).toBe(201);

    const reinstate = await admin({
      method: "PATCH",
      url: `/api/admin/bookings/${first.id}`,
      payload: { status: "scheduled" },
    });
    expect(reinstate.statusCode).toBe(409);
    expect(reinstate.json()).toEqual({ message: PER_MENTOR_MESSAGE });
    expect((await t.db.select().from(mentorBookings).where(eq(mentorBookings.id, first.id)))[0]!.status).toBe(
      "cancelled",
    );
  });
});

describe("a mentor's daily booking mails", () => {
  it("stop at the cap per day, notices and reminders each on their day, and alert each admin once a day", async () => {
    const mentor = await newMentor();
    const admin = await signedInUser(t.app, { role: "admin" });
    const students = await Promise.all(Array.from({ length: 12 }, () => signedInUser(t.app)));
    const at = inDays(3);
    const responses = await Promise.all(students.map((student) => book(student.cookie, mentor.id, at)));
    expect(statuses(responses)).toEqual({ 201: 12 });

    const toMentor = await mailsTo(mentor.email!);
    expect(toMentor.filter((mail) => mail.kind === "booking-made")).toHaveLength(CAP);
    const reminders = toMentor.filter((mail) => mail.kind === "booking-reminder");
    expect(reminders).toHaveLength(CAP);
    // Every student still has their own notice and reminder.
    const toStudents = await t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          students.map((student) => student.user.email),
        ),
      );
    expect(toStudents.filter((mail) => mail.kind === "booking-made")).toHaveLength(12);
    expect(toStudents.filter((mail) => mail.kind === "booking-reminder")).toHaveLength(12);

    // The 1-hour reminders are booking mails too, counted on their own day (the session's).
    const soon = toMentor.filter((mail) => mail.kind === "booking-reminder-soon");
    expect(soon).toHaveLength(CAP);
    // One alert per day the cap was passed (today's notices, each reminder kind's day), to each admin.
    const alerts = await capAlerts(mentor.id);
    const days = [...new Set([utcDay(new Date()), utcDay(reminders[0]!.sendAfter), utcDay(soon[0]!.sendAfter)])].sort();
    const toThisAdmin = alerts.filter((mail) => mail.toAddress === admin.user.email);
    expect(toThisAdmin.map((mail) => mail.dedupeKey).sort()).toEqual(
      days.map((day) => `mentor-mail-cap:${mentor.id}:${day}:${admin.user.id}`),
    );
    expect(toThisAdmin[0]!.subject).toMatch(`Booking emails to ${mentor.name} paused for`);

    // Cancellations that day are booking mails too: the mentor gets none, and no new alert.
    const cancel = await as(
      t.app,
      students[0]!.cookie,
    )({
      method: "POST",
      url: `/api/user/mentor-bookings/${responses[0]!.json<{ id: string }>().id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await mailsTo(mentor.email!)).filter((mail) => mail.kind === "booking-cancelled")).toHaveLength(0);
    expect(await capAlerts(mentor.id)).toHaveLength(alerts.length);
  }, 120_000);

  it("before and after: 200 booking attempts by one student give the mentor 2 notices and 2 reminders", async () => {
    // The probe's flood made 200 bookings: 200 notices at once and 200 reminders to the mentor.
    const mentor = await newMentor();
    const student = await signedInUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book(student.cookie, mentor.id, inDays(2 + (i % 20), 8 + (i % 10)))),
    );
    expect(statuses(responses)).toEqual({ 201: 2, 409: 198 });
    const toMentor = await mailsTo(mentor.email!);
    const figures = {
      attempts: 200,
      bookings: (await bookingsOf(student.user.id)).length,
      mentorNotices: toMentor.filter((mail) => mail.kind === "booking-made").length,
      mentorReminders: toMentor.filter((mail) => mail.kind === "booking-reminder").length,
    };
    console.log(`issue 20 item 5, 200 attempts by one student with one mentor: ${JSON.stringify(figures)}`);
    expect(figures).toEqual({ attempts: 200, bookings: 2, mentorNotices: 2, mentorReminders: 2 });
  }, 180_000);
});
