import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorBookings } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createMentor, signedInUser } from "../support/factories.js";

let t: TestContext;
beforeAll(async () => {
  // The spec's booking rules (overlaps allowed), apart from issue 20's allowance of upcoming
  // sessions per student, which tests/api/booking-limits.test.ts covers.
  t = await createTestApp({ MAX_UPCOMING_BOOKINGS: "50", MAX_UPCOMING_BOOKINGS_PER_MENTOR: "50" });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
/** A whole hour some days ahead, so slots don't collide across tests by accident. */
const slot = (daysAhead: number, hour = 15) => {
  const date = new Date(Date.now() + daysAhead * 24 * HOUR);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

async function student() {
  const { user, cookie } = await signedInUser(t.app);
  return { user, request: as(t.app, cookie) };
}

describe("booking a mentor", () => {
  it("requires sign-in", async () => {
    const mentor = await createMentor(t.db);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: slot(2).toISOString(), duration: 60 },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user/mentor-bookings" })).statusCode).toBe(401);
  });

  it("books a future session and lists it with the nested mentor", async () => {
    const mentor = await createMentor(t.db, { name: "Dee Daniels", title: "Chef", imageUrl: "/images/m.svg" });
    const { user, request } = await student();
    const scheduledAt = slot(3);
    const response = await request({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: scheduledAt.toISOString(), duration: 90, topic: "Knife skills", notes: "Bring a knife?" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      mentorId: mentor.id,
      scheduledAt: scheduledAt.toISOString(),
      duration: 90,
      topic: "Knife skills",
      notes: "Bring a knife?",
      status: "scheduled",
      mentor: { name: "Dee Daniels", title: "Chef", imageUrl: "/images/m.svg" },
    });
    const list = (await request({ method: "GET", url: "/api/user/mentor-bookings" })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: response.json().id, mentor: { name: "Dee Daniels" } });
  });

  it("defaults to 60 minutes; topic and notes are optional", async () => {
    const mentor = await createMentor(t.db);
    const { request } = await student();
    const response = await request({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: slot(4).toISOString() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ duration: 60, topic: null, notes: null });
  });

  it("refuses a time in the past with the spec's message", async () => {
    const mentor = await createMentor(t.db);
    const { request } = await student();
    const response = await request({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: new Date(Date.now() - 60_000).toISOString(), duration: 60 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Scheduled date must be in the future");
  });

  it("validates duration, date format and lengths", async () => {
    const mentor = await createMentor(t.db);
    const { request } = await student();
    const url = `/api/mentors/${mentor.id}/book`;
    const duration = await request({
      method: "POST",
      url,
      payload: { scheduledAt: slot(5).toISOString(), duration: 45 },
    });
    expect(duration.statusCode).toBe(400);
    expect(duration.json().errors[0]).toEqual({
      path: "body.duration",
      message: "Duration must be 30, 60, 90 or 120 minutes",
    });
    const date = await request({ method: "POST", url, payload: { scheduledAt: "next tuesday", duration: 60 } });
    expect(date.statusCode).toBe(400);
    const topic = await request({
      method: "POST",
      url,
      payload: { scheduledAt: slot(5).toISOString(), duration: 60, topic: "x".repeat(201) },
    });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().errors[0].path).toBe("body.topic");
  });

  it("accepts any future date, with or without a zone (none means UTC)", async () => {
    const mentor = await createMentor(t.db);
    const { request } = await student();
    const url = `/api/mentors/${mentor.id}/book`;
    const far = await request({ method: "POST", url, payload: { scheduledAt: "2099-06-01T10:00:00Z", duration: 60 } });
    expect(far.statusCode).toBe(201);
    expect(far.json().scheduledAt).toBe("2099-06-01T10:00:00.000Z");
    const local = await request({ method: "POST", url, payload: { scheduledAt: "2099-06-01T10:00:00", duration: 60 } });
    expect(local.statusCode).toBe(201);
    expect(local.json().scheduledAt).toBe("2099-06-01T10:00:00.000Z");
    const [row] = await t.db.select().from(mentorBookings).where(eq(mentorBookings.id, local.json().id));
    expect(row!.scheduledAt.toISOString()).toBe("2099-06-01T10:00:00.000Z");
    const offset = await request({ method: "POST", url, payload: { scheduledAt: "2099-06-01T12:00:00+02:00" } });
    expect(offset.json().scheduledAt).toBe("2099-06-01T10:00:00.000Z");

    const pastLocal = await request({ method: "POST", url, payload: { scheduledAt: "2020-01-01T10:00:00" } });
    expect(pastLocal.statusCode).toBe(400);
    expect(pastLocal.json().message).toBe("Scheduled date must be in the future");
    for (const scheduledAt of [
      "2099-06-01",
      "2099-06-01 10:00:00",
      "2099-02-30T10:00:00",
      "2099-06-01T10:00:00+0200",
    ]) {
      const invalid = await request({ method: "POST", url, payload: { scheduledAt } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0]).toEqual({
        path: "body.scheduledAt",
        message: "Scheduled date must be an ISO date-time",
      });
    }
  });

  it("answers 404 for a missing mentor and books an unavailable one (isAvailable is display-only)", async () => {
    const { user, request } = await student();
    const payload = { scheduledAt: slot(6).toISOString(), duration: 60 };
    expect((await request({ method: "POST", url: "/api/mentors/nope/book", payload })).statusCode).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await request({ method: "POST", url: `/api/mentors/${missing}/book`, payload })).statusCode).toBe(404);
    const away = await createMentor(t.db, { name: "Away Mentor", isAvailable: false });
    const response = await request({ method: "POST", url: `/api/mentors/${away.id}/book`, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      mentorId: away.id,
      scheduledAt: payload.scheduledAt,
      status: "scheduled",
      mentor: { name: "Away Mentor" },
    });
  });

  it("books one mentor at the same time for two students", async () => {
    const mentor = await createMentor(t.db);
    const a = await student();
    const b = await student();
    const url = `/api/mentors/${mentor.id}/book`;
    const payload = { scheduledAt: slot(7, 10).toISOString(), duration: 60 };
    expect((await a.request({ method: "POST", url, payload })).statusCode).toBe(201);
    expect((await b.request({ method: "POST", url, payload })).statusCode).toBe(201);
    const rows = await t.db.select().from(mentorBookings).where(eq(mentorBookings.mentorId, mentor.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([a.user.id, b.user.id].sort());
  });

  it("books one student at the same time once for each duration", async () => {
    const mentor = await createMentor(t.db);
    const { user, request } = await student();
    const scheduledAt = slot(8).toISOString();
    for (const duration of [30, 60, 90, 120]) {
      const response = await request({
        method: "POST",
        url: `/api/mentors/${mentor.id}/book`,
        payload: { scheduledAt, duration },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ scheduledAt, duration });
    }
    const rows = await t.db.select().from(mentorBookings).where(eq(mentorBookings.userId, user.id));
    expect(rows.map((row) => row.duration).sort((x, y) => x - y)).toEqual([30, 60, 90, 120]);
  });

  it("books all of 20 concurrent requests for the same slot", async () => {
    const mentor = await createMentor(t.db);
    const students = await Promise.all(Array.from({ length: 20 }, () => student()));
    const scheduledAt = slot(9).toISOString();
    const responses = await Promise.all(
      students.map(({ request }) =>
        request({ method: "POST", url: `/api/mentors/${mentor.id}/book`, payload: { scheduledAt, duration: 60 } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.db.select().from(mentorBookings).where(eq(mentorBookings.mentorId, mentor.id));
    expect(rows).toHaveLength(20);
    // Twenty sign-ins (a password hash each) take most of the time on busy cores.
  }, 120_000);

  it("shows a student only their own bookings", async () => {
    const mentor = await createMentor(t.db);
    const owner = await student();
    await owner.request({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: slot(10).toISOString(), topic: "Private topic" },
    });
    const other = await student();
    const list = await other.request({ method: "GET", url: "/api/user/mentor-bookings" });
    expect(list.json()).toEqual([]);
  });
});
