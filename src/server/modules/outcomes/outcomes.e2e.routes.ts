import type { FastifyInstance } from "fastify";
import { e2eFollowUpDueAnswer, e2eFollowUpDueBody } from "../../../shared/contracts/outcomes.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as outcomes from "./outcomes.service.js";

/**
 * The end-to-end tests' hook (under /e2e), registered by app.ts only with E2E_HOOKS=on, which only
 * the e2e test server sets (playwright.config.ts): a follow-up falls due months after a
 * certificate, and a test can't wait for it. For admins even then.
 */
export async function outcomeE2eRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db, mail } = app;

  app.post(
    "/follow-ups/due",
    { schema: { body: e2eFollowUpDueBody, response: { 200: e2eFollowUpDueAnswer } } },
    async (request) => ({
      sent: await outcomes.sendFollowUpNow(db, mail, request.body.email, request.body.months),
    }),
  );
}
