import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorBookings } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createMentor, signedInUser } from "../support/factories.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
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
    const far = await request({ method: "POST", url, payload: { scheduledAt: slot(400).toISOString(), duration: 60 } });
    expect(far.statusCode).toBe(400);
  });

  it("answers 404 for a missing mentor and 409 for an unavailable one", async () => {
    const { request } = await student();
    const payload = { scheduledAt: slot(6).toISOString(), duration: 60 };
    expect((await request({ method: "POST", url: "/api/mentors/nope/book", payload })).statusCode).toBe(404);
    const busy = await createMentor(t.db, { name: "Away Mentor", isAvailable: false });
    const response = await request({ method: "POST", url: `/api/mentors/${busy.id}/book`, payload });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Away Mentor is not taking bookings right now");
  });

  it("refuses overlapping times for a mentor, and allows back-to-back sessions", async () => {
    const mentor = await createMentor(t.db);
    const a = await student();
    const b = await student();
    const url = `/api/mentors/${mentor.id}/book`;
    const start = slot(7, 10);
    expect(
      (await a.request({ method: "POST", url, payload: { scheduledAt: start.toISOString(), duration: 60 } }))
        .statusCode,
    ).toBe(201);
    const overlapping = await b.request({
      method: "POST",
      url,
      payload: { scheduledAt: new Date(start.getTime() + 30 * 60_000).toISOString(), duration: 60 },
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe("This mentor is already booked at that time. Please choose another time.");
    const backToBack = await b.request({
      method: "POST",
      url,
      payload: { scheduledAt: new Date(start.getTime() + HOUR).toISOString(), duration: 30 },
    });
    expect(backToBack.statusCode).toBe(201);
  });

  it("refuses a student two sessions at once", async () => {
    const first = await createMentor(t.db, { name: "First" });
    const second = await createMentor(t.db, { name: "Second" });
    const { request } = await student();
    const scheduledAt = slot(8).toISOString();
    expect(
      (await request({ method: "POST", url: `/api/mentors/${first.id}/book`, payload: { scheduledAt } })).statusCode,
    ).toBe(201);
    const clash = await request({ method: "POST", url: `/api/mentors/${second.id}/book`, payload: { scheduledAt } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("You already have a session booked at that time.");
  });

  it("books one of 20 concurrent requests for the same slot", async () => {
    const mentor = await createMentor(t.db);
    const students = await Promise.all(Array.from({ length: 20 }, () => student()));
    const scheduledAt = slot(9).toISOString();
    const responses = await Promise.all(
      students.map(({ request }) =>
        request({ method: "POST", url: `/api/mentors/${mentor.id}/book`, payload: { scheduledAt, duration: 60 } }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const rows = await t.db.select().from(mentorBookings).where(eq(mentorBookings.mentorId, mentor.id));
    expect(rows).toHaveLength(1);
  });

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
