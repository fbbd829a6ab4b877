import { describe, expect, it } from "vitest";
import {
  averageProgress,
  compactEnrollments,
  dashboardStats,
  isUpcoming,
  milestones,
  plural,
  splitBookings,
} from "./dashboard-data";

const now = new Date("2025-06-15T12:00:00.000Z");
const at = (offsetMinutes: number) => new Date(now.getTime() + offsetMinutes * 60_000).toISOString();
const booking = (offsetMinutes: number, status = "scheduled", id = String(offsetMinutes)) => ({
  id,
  scheduledAt: at(offsetMinutes),
  status,
});
const enrollment = (progress: number, completed = false, id = String(progress)) => ({ id, progress, completed });

describe("upcoming and history", () => {
  it("counts a booking as upcoming only when it is later than now and scheduled", () => {
    expect(isUpcoming(booking(1), now)).toBe(true);
    expect(isUpcoming(booking(0), now)).toBe(false);
    expect(isUpcoming(booking(-1), now)).toBe(false);
    expect(isUpcoming(booking(60, "cancelled"), now)).toBe(false);
  });

  it("puts bookings at or before now in the history, latest first, at most five", () => {
    const bookings = [
      booking(-600),
      booking(120),
      booking(0),
      booking(-60),
      booking(30),
      ...[-5, -4, -3, -2].map((d) => booking(d * 1440)),
    ];
    const { upcoming, history } = splitBookings(bookings, now);
    expect(upcoming.map((item) => item.id)).toEqual(["30", "120"]);
    expect(history.map((item) => item.id)).toEqual(["0", "-60", "-600", "-2880", "-4320"]);
  });

  it("leaves future bookings that are no longer scheduled out of both lists", () => {
    const { upcoming, history } = splitBookings([booking(60, "cancelled")], now);
    expect(upcoming).toEqual([]);
    expect(history).toEqual([]);
  });
});

describe("stats", () => {
  it("is all zeros for a new student", () => {
    expect(dashboardStats([], [], now)).toEqual({
      totalCourses: 0,
      inProgress: 0,
      completed: 0,
      averageProgress: 0,
      mentorSessions: 0,
      upcomingSessions: 0,
    });
  });

  it("counts courses, completions, sessions and upcoming sessions", () => {
    const stats = dashboardStats(
      [enrollment(100, true), enrollment(40), enrollment(0)],
      [booking(-60), booking(60), booking(120, "cancelled")],
      now,
    );
    expect(stats).toEqual({
      totalCourses: 3,
      inProgress: 2,
      completed: 1,
      averageProgress: 47,
      mentorSessions: 3,
      upcomingSessions: 1,
    });
  });

  it("rounds the average progress to the nearest whole percent", () => {
    expect(averageProgress([enrollment(33), enrollment(34)])).toBe(34); // 33.5
    expect(averageProgress([enrollment(10), enrollment(10), enrollment(11)])).toBe(10); // 10.33
    expect(averageProgress([enrollment(50), enrollment(51), enrollment(51)])).toBe(51); // 50.67
    expect(averageProgress([])).toBe(0);
  });
});

describe("milestones", () => {
  it("locks all three for a new student", () => {
    expect(milestones([], []).map((milestone) => [milestone.title, milestone.achieved])).toEqual([
      ["First Enrollment", false],
      ["First Mentorship", false],
      ["First Certification", false],
    ]);
  });

  it("achieves each one with its first enrolment, booking and completed course", () => {
    expect(milestones([enrollment(10)], [booking(60)]).map((milestone) => milestone.achieved)).toEqual([
      true,
      true,
      false,
    ]);
    expect(milestones([enrollment(100, true)], []).map((milestone) => milestone.achieved)).toEqual([true, false, true]);
  });
});

describe("compact lists", () => {
  it("shows at most three enrolments, those in progress first", () => {
    const list = compactEnrollments([
      enrollment(100, true, "done"),
      enrollment(10, false, "a"),
      enrollment(20, false, "b"),
      enrollment(30, false, "c"),
    ]);
    expect(list.map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("pluralises counts", () => {
    expect(plural(1, "session")).toBe("1 session");
    expect(plural(0, "session")).toBe("0 sessions");
  });
});
