import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { paymentIntentBody, paymentIntentResponse } from "../../../shared/contracts/donations.js";
import * as donations from "./donations.service.js";

/** A visitor's payment (a donation or a course's price). */
export async function donationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    "/create-payment-intent",
    { schema: { body: paymentIntentBody, response: { 200: paymentIntentResponse } } },
    async (request) => donations.createPaymentIntent(db, request.body),
  );
}
