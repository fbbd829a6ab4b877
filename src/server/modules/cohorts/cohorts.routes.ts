import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { myCohorts } from "../../../shared/contracts/cohorts.js";
import { requireUser } from "../../plugins/auth.js";
import { listMyCohorts } from "./cohorts.service.js";

/** The signed-in student's cohorts, with their dates (course page and dashboard). */
export async function cohortRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get("/user/cohorts", { schema: { response: { 200: myCohorts } } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return listMyCohorts(app.db, (await requireUser(request)).id);
  });
}
