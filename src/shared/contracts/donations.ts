import { said } from "../messages.js";
import { z } from "zod";
import { MAX_PAYMENT_AMOUNT } from "../rules/donations.js";
import { decimalString, timestamp } from "./common.js";

export { MAX_PAYMENT_AMOUNT, PAYMENT_UNAVAILABLE_MESSAGE } from "../rules/donations.js";

export const paymentIntentBody = z.object({
  amount: z
    .number({ message: said("Amount must be a number") })
    .min(1, said("Amount must be at least $1"))
    .max(MAX_PAYMENT_AMOUNT, said("Amount must be at most ${max}", { max: MAX_PAYMENT_AMOUNT.toLocaleString("en-US") }))
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: said("Amount can have at most two decimal places"),
      },
    ),
  courseId: z.string().max(100).optional(),
});
export const paymentIntentResponse = z.object({ clientSecret: z.string() });

// Staff: the donations list

export const adminDonation = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  amount: decimalString,
  donorName: z.string().nullable(),
  donorEmail: z.string().nullable(),
  message: z.string().nullable(),
  /** Shown to admins all the same; public pages must not name the donor. */
  isAnonymous: z.boolean(),
  stripePaymentIntentId: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminDonation = z.infer<typeof adminDonation>;
