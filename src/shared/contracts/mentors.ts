import { z } from "zod";
import { decimalString, timestamp } from "./common.js";

export const BOOKING_DURATIONS = [30, 60, 90, 120] as const;
export const DEFAULT_BOOKING_DURATION = 60;
export const TOPIC_MAX = 200;
export const NOTES_MAX = 2000;
export const SCHEDULED_IN_PAST_MESSAGE = "Scheduled date must be in the future";

export const mentor = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  expertise: z.array(z.string()),
  imageUrl: z.string().nullable(),
  rating: decimalString,
  sessionCount: z.number().int(),
  isAvailable: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Mentor = z.infer<typeof mentor>;

export const bookingBody = z.object({
  /** With "Z", an offset ("+02:00"), or no zone at all: the server reads that as UTC. */
  scheduledAt: z.iso.datetime({ offset: true, local: true, message: "Scheduled date must be an ISO date-time" }),
  duration: z
    .number({ message: "Duration must be 30, 60, 90 or 120 minutes" })
    .refine((value) => (BOOKING_DURATIONS as readonly number[]).includes(value), {
      message: "Duration must be 30, 60, 90 or 120 minutes",
    })
    .default(DEFAULT_BOOKING_DURATION),
  topic: z.string().trim().max(TOPIC_MAX, `Topic must be at most ${TOPIC_MAX} characters`).nullish(),
  notes: z.string().trim().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`).nullish(),
});
export type BookingBody = z.input<typeof bookingBody>;

export const booking = z.object({
  id: z.string(),
  userId: z.string(),
  mentorId: z.string(),
  scheduledAt: timestamp,
  duration: z.number().int(),
  topic: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.string(),
  createdAt: timestamp,
  mentor: z.object({ name: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
});
export type Booking = z.infer<typeof booking>;
