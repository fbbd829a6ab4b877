import { said } from "../messages.js";
import { z } from "zod";
import {
  DEFAULT_BOOKING_DURATION,
  DURATION_MESSAGE,
  isBookingDuration,
  isTimeZone,
  NOTES_MAX,
  TIME_ZONE_MESSAGE,
  TOPIC_MAX,
} from "../rules/mentors.js";
import {
  EXPERTISE_MAX_TAGS,
  MENTOR_BIO_MAX,
  MENTOR_NAME_MAX,
  MENTOR_TITLE_MAX,
  RATING_MESSAGE,
  toRating,
} from "../rules/records.js";
import { decimalString, imageUrl, nullableTimestamp, patchBody, requiredText, timestamp } from "./common.js";
import { sessionRating, studentSessionFields } from "./mentor-sessions.js";

export {
  BOOKING_DURATIONS,
  DEFAULT_BOOKING_DURATION,
  NOTES_MAX,
  SCHEDULED_IN_PAST_MESSAGE,
  TIME_ZONE_MESSAGE,
  TOPIC_MAX,
} from "../rules/mentors.js";

export { EXPERTISE_MAX_TAGS, RATING_MESSAGE, toRating };

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

/** A mentor as admins see it: with the address booking notices go to (never public). */
export const adminMentor = mentor.extend({ email: z.string().nullable() });
export type AdminMentor = z.infer<typeof adminMentor>;

export const bookingBody = z.object({
  /** With "Z", an offset ("+02:00"), or no zone at all: the server reads that as UTC. */
  scheduledAt: z.iso.datetime({ offset: true, local: true, message: said("Scheduled date must be an ISO date-time") }),
  duration: z
    .number({ message: DURATION_MESSAGE })
    .refine(isBookingDuration, { message: DURATION_MESSAGE })
    .default(DEFAULT_BOOKING_DURATION),
  topic: z
    .string()
    .trim()
    .max(TOPIC_MAX, said("Topic must be at most {max} characters", { max: TOPIC_MAX }))
    .nullish(),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, said("Notes must be at most {max} characters", { max: NOTES_MAX }))
    .nullish(),
  /**
   * Beside the spec's payload: the browser's IANA zone, kept on the booking so its emails show
   * the session in the student's local time (UTC when absent). An unknown zone is a 400.
   */
  timeZone: z
    .string({ message: TIME_ZONE_MESSAGE })
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, { message: TIME_ZONE_MESSAGE })
    .nullish(),
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
  /** Issue 26: confirmation, the pending proposal, the link (in its window), the rating. */
  ...studentSessionFields,
});
export type Booking = z.infer<typeof booking>;

// Staff: mentor bodies

export const EXPERTISE_TAG_MAX = 60;

/** Trimmed tags, de-duplicated case-insensitively (the first spelling wins). */
export const expertise = z
  .array(
    z
      .string()
      .trim()
      .min(1, said("Expertise tags can't be empty"))
      .max(EXPERTISE_TAG_MAX, said("Expertise tags must be at most {max} characters", { max: EXPERTISE_TAG_MAX })),
    { message: said("Expertise must be a list of tags") },
  )
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine(
    (tags) => tags.length <= EXPERTISE_MAX_TAGS,
    said("At most {max} expertise tags", { max: EXPERTISE_MAX_TAGS }),
  );

const mentorFields = {
  name: requiredText(MENTOR_NAME_MAX, "Name"),
  title: requiredText(MENTOR_TITLE_MAX, "Title"),
  bio: requiredText(MENTOR_BIO_MAX, "Bio"),
  expertise,
  imageUrl,
  // rating and sessionCount are computed from the sessions (issue 26): staff no longer type them.
  isAvailable: z.boolean({ message: said("isAvailable must be true or false") }),
  /** Where booking notices go; empty or null for none. */
  email: z
    .union([z.literal(""), z.email({ message: said("Email must be a valid email address") }).max(254)], {
      message: said("Email must be a valid email address"),
    })
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : null)),
};

export const mentorCreateBody = z.object({
  ...mentorFields,
  expertise: mentorFields.expertise.default([]),
  isAvailable: mentorFields.isAvailable.default(true),
  email: mentorFields.email.optional(),
});
export type MentorCreateBody = z.input<typeof mentorCreateBody>;

export const mentorUpdateBody = patchBody(mentorFields);
export type MentorUpdateBody = z.input<typeof mentorUpdateBody>;

// Staff: bookings

export const FUTURE_SESSION_MESSAGE = said("Only past or current sessions can be marked completed or no-show");

export const bookingStatuses = ["scheduled", "completed", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
const statusMessage = "Status must be scheduled, completed, cancelled or no_show";

export const bookingListQuery = z
  .object({
    status: z.enum(bookingStatuses, { message: statusMessage }).optional(),
    /** Sessions starting at or after this instant. */
    from: timestamp.optional(),
    /** Sessions starting before this instant. */
    to: timestamp.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: said("from must be before to"),
    path: ["to"],
  });

export const bookingStatusBody = z.object({ status: z.enum(bookingStatuses, { message: statusMessage }) });
export type BookingStatusBody = z.infer<typeof bookingStatusBody>;

export const adminBooking = z.object({
  id: z.string(),
  scheduledAt: timestamp,
  endsAt: timestamp,
  duration: z.number().int(),
  topic: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(bookingStatuses),
  createdAt: timestamp,
  student: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  mentor: z.object({ id: z.string(), name: z.string() }),
});
export type AdminBooking = z.infer<typeof adminBooking>;

/** One booking as an admin reads it: with the outcome and the mentor's private note (issue 26). */
export const adminBookingDetail = adminBooking.extend({
  confirmedAt: nullableTimestamp,
  outcomeAt: nullableTimestamp,
  mentorNote: z.string().nullable(),
  rating: sessionRating.nullable(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetail>;
