import { and, eq, sql } from "drizzle-orm";
import { idParams } from "../../../shared/contracts/common.js";
import { e2eSessionStartedAnswer } from "../../../shared/contracts/mentor-sessions.js";
import { mentorBookings } from "../../../db/schema/index.js";
import { notFound } from "../../errors.js";
import type { RestrictedApp } from "../../plugins/auth.js";

/**
 * The end-to-end tests' hook (e2e-hooks.ts: E2E_HOOKS=on, admins only): a session's outcome, its
 * meeting link and the student's rating come once it has started, and a test can't wait for a
 * booking's time.
 */
export function mentorE2eRoutes(app: RestrictedApp) {
  const { db } = app;

  app.post(
    "/mentor-bookings/:id/started",
    { schema: { params: idParams, response: { 200: e2eSessionStartedAnswer } } },
    async (request) => {
      const [moved] = await db
        .update(mentorBookings)
        .set({
          scheduledAt: sql`now() - interval '1 minute'`,
          endsAt: sql`now() - interval '1 minute' + ${mentorBookings.duration} * interval '1 minute'`,
        })
        .where(and(eq(mentorBookings.id, request.params.id), eq(mentorBookings.status, "scheduled")))
        .returning({ scheduledAt: mentorBookings.scheduledAt, endsAt: mentorBookings.endsAt });
      if (!moved) throw notFound("Booking");
      return moved;
    },
  );
}
