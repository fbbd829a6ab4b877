import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminDonation } from "../../../shared/contracts/donations.js";
import { sendCsv } from "../../lib/csv.js";
import { restrictTo } from "../../plugins/auth.js";
import * as donations from "./donations.service.js";

/** Admins read the donations (under /admin): every route checks the role on the server, and nothing is cached. */
export async function donationStaffRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  restrictTo(app, ["admin"]);

  app.get("/donations", { schema: { response: { 200: z.array(adminDonation) } } }, async () =>
    donations.listDonations(db),
  );

  app.get("/donations.csv", async (_request, reply) =>
    sendCsv(reply, "donations.csv", await donations.donationsCsv(db)),
  );
}
