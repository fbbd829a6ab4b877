import { z } from "zod";
import { nullableTimestamp, timestamp } from "./common.js";

export const blogPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogPost = z.infer<typeof blogPost>;

export const successStory = z.object({
  id: z.string(),
  studentName: z.string(),
  age: z.number().int().nullable(),
  program: z.string(),
  currentJob: z.string().nullable(),
  salary: z.string().nullable(),
  testimonial: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  isVisible: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SuccessStory = z.infer<typeof successStory>;

import { MAX_PAYMENT_AMOUNT } from "../rules/donations.js";

export { MAX_PAYMENT_AMOUNT, PAYMENT_UNAVAILABLE_MESSAGE } from "../rules/donations.js";

export const paymentIntentBody = z.object({
  amount: z
    .number({ message: "Amount must be a number" })
    .min(1, "Amount must be at least $1")
    .max(MAX_PAYMENT_AMOUNT, `Amount must be at most $${MAX_PAYMENT_AMOUNT.toLocaleString("en-US")}`)
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: "Amount can have at most two decimal places",
      },
    ),
  courseId: z.string().max(100).optional(),
});
export const paymentIntentResponse = z.object({ clientSecret: z.string() });
