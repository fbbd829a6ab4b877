import { e2eFollowUpDueAnswer, e2eFollowUpDueBody } from "../../../shared/contracts/outcomes.js";
import type { RestrictedApp } from "../../plugins/auth.js";
import * as outcomes from "./outcomes.service.js";

/**
 * The end-to-end tests' hook (e2e-hooks.ts: E2E_HOOKS=on, admins only): a follow-up falls due
 * months after a certificate, and a test can't wait for it.
 */
export function outcomeE2eRoutes(app: RestrictedApp) {
  const { db, mail } = app;

  app.post(
    "/follow-ups/due",
    { schema: { body: e2eFollowUpDueBody, response: { 200: e2eFollowUpDueAnswer } } },
    async (request) => ({
      sent: await outcomes.sendFollowUpNow(db, mail, request.body.email, request.body.months),
    }),
  );
}
