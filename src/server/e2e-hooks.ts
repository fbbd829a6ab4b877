import type { FastifyInstance } from "fastify";
import { ADMIN_ROLES, restrictedApp } from "./plugins/auth.js";
import { mentorE2eRoutes } from "./modules/mentors/mentors.e2e.routes.js";
import { outcomeE2eRoutes } from "./modules/outcomes/outcomes.e2e.routes.js";

/**
 * The end-to-end tests' hooks, under /api/e2e: app.ts registers them only with E2E_HOOKS=on, which
 * only the e2e test server sets (playwright.config.ts), and they answer admins only even then. Each
 * moves a state that comes with the clock (a follow-up falls due, a session starts), since a test
 * can't wait for it.
 */
export async function e2eHookRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  outcomeE2eRoutes(app);
  mentorE2eRoutes(app);
}
