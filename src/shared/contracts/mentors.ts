import { z } from "zod";
import {
  DEFAULT_BOOKING_DURATION,
  DURATION_MESSAGE,
  isBookingDuration,
  NOTES_MAX,
  TOPIC_MAX,
} from "../rules/mentors.js";
import { decimalString, timestamp } from "./common.js";

export {
  BOOKING_DURATIONS,
  DEFAULT_BOOKING_DURATION,
  NOTES_MAX,
  SCHEDULED_IN_PAST_MESSAGE,
  TOPIC_MAX,
} from "../rules/mentors.js";

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
    .number({ message: DURATION_MESSAGE })
    .refine(isBookingDuration, { message: DURATION_MESSAGE })
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
