/**
 * The end-to-end tests' hooks under /api/e2e: absent unless E2E_HOOKS=on (production never has
 * them), and even then for admins only. The session hook moves an upcoming session's start to a
 * minute ago and keeps its length.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorBookings } from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { bookMentor, createMentor, signedInUser } from "../support/factories.js";

const DAY = 24 * 3_600_000;
const hooks = (id = "00000000-0000-0000-0000-000000000000") => [
  { method: "POST" as const, url: "/api/e2e/follow-ups/due", payload: { email: "nobody@example.org", months: 6 } },
  { method: "POST" as const, url: `/api/e2e/mentor-bookings/${id}/started`, payload: {} },
];

describe("without E2E_HOOKS", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has no hook, even for an admin", async () => {
    const admin = await signedInUser(t.app, { role: "admin" });
    for (const hook of hooks()) expect((await as(t.app, admin.cookie)(hook)).statusCode, hook.url).toBe(404);
  });
});

describe("with E2E_HOOKS=on", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ E2E_HOOKS: "on" });
  });
  afterAll(() => t.close());

  it("refuses visitors (401) and students (403)", async () => {
    const student = await signedInUser(t.app);
    for (const hook of hooks()) {
      expect((await t.app.inject(hook)).statusCode, hook.url).toBe(401);
      expect((await as(t.app, student.cookie)(hook)).statusCode, hook.url).toBe(403);
    }
  });

  it("starts an upcoming session a minute ago, keeping its length; a cancelled one is not found", async () => {
    const admin = await signedInUser(t.app, { role: "admin" });
    const student = await signedInUser(t.app);
    const mentor = await createMentor(t.db);
    const booking = await bookMentor(t.app, student.cookie, mentor.id, {
      scheduledAt: new Date(Date.now() + 3 * DAY),
      duration: 60,
    });
    const started = await as(t.app, admin.cookie)(hooks(booking.id)[1]!);
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await t.db.select().from(mentorBookings).where(eq(mentorBookings.id, booking.id));
    expect(row!.scheduledAt.getTime()).toBeLessThan(Date.now());
    expect(row!.scheduledAt.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(row!.endsAt.getTime() - row!.scheduledAt.getTime()).toBe(60 * 60_000);
    expect(started.json()).toEqual({ scheduledAt: row!.scheduledAt.toISOString(), endsAt: row!.endsAt.toISOString() });

    await t.db.update(mentorBookings).set({ status: "cancelled" }).where(eq(mentorBookings.id, booking.id));
    expect((await as(t.app, admin.cookie)(hooks(booking.id)[1]!)).statusCode).toBe(404);
  });
});
