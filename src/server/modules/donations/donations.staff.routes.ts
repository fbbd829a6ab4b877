import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminDonation } from "../../../shared/contracts/donations.js";
import { sendCsv } from "../../lib/csv.js";
import { ADMIN_ROLES, restrictedApp } from "../../plugins/auth.js";
import * as donations from "./donations.service.js";

/** Admins read the donations (under /admin): every route checks the role on the server, and nothing is cached. */
export async function donationStaffRoutes(parent: FastifyInstance) {
  const app = restrictedApp(parent, ADMIN_ROLES);
  const { db } = app;

  app.get("/donations", { schema: { response: { 200: z.array(adminDonation) } } }, async () =>
    donations.listDonations(db),
  );

  app.get(
    "/donations.csv",
    { schema: { response: { 200: z.string().describe("The donations as CSV") } } },
    async (_request, reply) => sendCsv(reply, "donations.csv", await donations.donationsCsv(db)),
  );
}
