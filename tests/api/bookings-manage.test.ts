import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIcs } from "../../src/server/modules/mentors/ics.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createMentor, signedInUser } from "../support/factories.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(14, 0, 0, 0);
  return date;
};

async function bookedStudent() {
  const mentor = await createMentor(t.db, { name: "Rosa Diaz", title: "Chef" });
  const student = await signedInUser(t.app);
  const request = as(t.app, student.cookie);
  const scheduledAt = inDays(3);
  const response = await request({
    method: "POST",
    url: `/api/mentors/${mentor.id}/book`,
    payload: { scheduledAt: scheduledAt.toISOString(), duration: 90, topic: "Knife skills, basics; and more" },
  });
  expect(response.statusCode).toBe(201);
  return { mentor, request, booking: response.json<{ id: string }>(), scheduledAt };
}

describe("a student's bookings", () => {
  it("cancels an upcoming session, which frees the slot", async () => {
    const { mentor, request, booking, scheduledAt } = await bookedStudent();
    const cancelled = await request({ method: "POST", url: `/api/user/mentor-bookings/${booking.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: booking.id, status: "cancelled" });
    const again = await request({ method: "POST", url: `/api/user/mentor-bookings/${booking.id}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This session is already cancelled");

    const other = as(t.app, (await signedInUser(t.app)).cookie);
    const rebooked = await other({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: scheduledAt.toISOString(), duration: 60 },
    });
    expect(rebooked.statusCode).toBe(201);
  });

  it("can't be cancelled or read by another student", async () => {
    const { booking } = await bookedStudent();
    const other = as(t.app, (await signedInUser(t.app)).cookie);
    expect((await other({ method: "POST", url: `/api/user/mentor-bookings/${booking.id}/cancel` })).statusCode).toBe(
      404,
    );
    expect(
      (await other({ method: "GET", url: `/api/user/mentor-bookings/${booking.id}/calendar.ics` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/user/mentor-bookings/${booking.id}/cancel` })).statusCode,
    ).toBe(401);
  });

  it("downloads as a calendar file", async () => {
    const { request, booking, scheduledAt } = await bookedStudent();
    const response = await request({ method: "GET", url: `/api/user/mentor-bookings/${booking.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const start = scheduledAt.toISOString().replace(/[-:]/g, "").replace(".000", "");
    const end = new Date(scheduledAt.getTime() + 90 * 60_000).toISOString().replace(/[-:]/g, "").replace(".000", "");
    expect(response.body).toContain(`DTSTART:${start}\r\n`);
    expect(response.body).toContain(`DTEND:${end}\r\n`);
    expect(response.body).toContain("SUMMARY:Mentorship session with Rosa Diaz\r\n");
    expect(response.body).toContain("DESCRIPTION:Topic: Knife skills\\, basics\\; and more\r\n");
    expect(response.body).toContain(`UID:${booking.id}@localhost:3000`);
  });
});

describe("toIcs", () => {
  it("folds long lines at 75 octets", () => {
    const ics = toIcs({
      uid: "x@y",
      start: new Date("2026-12-01T15:00:00Z"),
      end: new Date("2026-12-01T16:00:00Z"),
      summary: "S".repeat(200),
      stamp: new Date("2026-11-01T00:00:00Z"),
    });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain("DTSTAMP:20261101T000000Z");
    expect(ics.replace(/\r\n /g, "")).toContain(`SUMMARY:${"S".repeat(200)}`);
  });
});
