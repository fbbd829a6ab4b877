import { z } from "zod";
import { roles } from "./auth.js";
import { decimalString, nullableTimestamp, timestamp } from "./common.js";
import {
  EXPERTISE_MAX_TAGS,
  IMAGE_URL_MAX,
  IMAGE_URL_MESSAGE,
  isSafeImageUrl,
  RATING_MESSAGE,
  toRating,
} from "../rules/records.js";

export { EXPERTISE_MAX_TAGS, IMAGE_URL_MAX, IMAGE_URL_MESSAGE, isSafeImageUrl, RATING_MESSAGE, toRating };

/** Admin-only management: blog, mentors, success stories, users, donations and bookings. */

export const SELF_DEMOTION_MESSAGE =
  "You can't remove your own admin role: ask another admin to do it, so the academy always keeps one";
export const FUTURE_SESSION_MESSAGE = "Only past or current sessions can be marked completed or no-show";

/** Fields that may be sent empty: "" and null both clear the value. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === "" ? null : value));

const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const imageUrl = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX, `Image URL must be at most ${IMAGE_URL_MAX} characters`)
  .refine((value) => value === "" || isSafeImageUrl(value), {
    message: IMAGE_URL_MESSAGE,
  })
  .nullish()
  .transform((value) => (value === "" ? null : value));

/** Require at least one field in a PATCH body. */
const notEmpty = (value: object) => Object.values(value).some((field) => field !== undefined);
const NOTHING_TO_CHANGE = "Send at least one field to change";

// Blog posts

const blogFields = {
  title: requiredText(200, "Title"),
  content: z
    .string({ message: "Content is required" })
    .min(1, "Content is required")
    .max(100_000, "Content must be at most 100000 characters")
    .refine((value) => value.trim() !== "", "Content is required"),
  excerpt: optionalText(500, "Excerpt"),
  category: requiredText(100, "Category"),
  imageUrl,
  isPublished: z.boolean({ message: "isPublished must be true or false" }),
  publishedAt: nullableTimestamp.optional(),
};

export const blogPostCreateBody = z.object({
  ...blogFields,
  isPublished: blogFields.isPublished.default(false),
});
export type BlogPostCreateBody = z.input<typeof blogPostCreateBody>;

export const blogPostUpdateBody = z.object(blogFields).partial().refine(notEmpty, NOTHING_TO_CHANGE);
export type BlogPostUpdateBody = z.input<typeof blogPostUpdateBody>;

// Mentors

export const EXPERTISE_TAG_MAX = 60;

/** Trimmed tags, de-duplicated case-insensitively (the first spelling wins). */
const expertise = z
  .array(
    z
      .string()
      .trim()
      .min(1, "Expertise tags can't be empty")
      .max(EXPERTISE_TAG_MAX, `Expertise tags must be at most ${EXPERTISE_TAG_MAX} characters`),
    { message: "Expertise must be a list of tags" },
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
  .refine((tags) => tags.length <= EXPERTISE_MAX_TAGS, `At most ${EXPERTISE_MAX_TAGS} expertise tags`);

const rating = z.union([z.number(), z.string()], { message: RATING_MESSAGE }).transform((value, context) => {
  const formatted = toRating(value);
  if (formatted === undefined) {
    context.addIssue({ code: "custom", message: RATING_MESSAGE });
    return z.NEVER;
  }
  return formatted;
});

const mentorFields = {
  name: requiredText(200, "Name"),
  title: requiredText(200, "Title"),
  bio: requiredText(5000, "Bio"),
  expertise,
  imageUrl,
  rating,
  sessionCount: z
    .number({ message: "Session count must be a whole number" })
    .int("Session count must be a whole number")
    .min(0, "Session count can't be negative")
    .max(1_000_000, "Session count is too large"),
  isAvailable: z.boolean({ message: "isAvailable must be true or false" }),
};

export const mentorCreateBody = z.object({
  ...mentorFields,
  expertise: mentorFields.expertise.default([]),
  rating: mentorFields.rating.default("0.00"),
  sessionCount: mentorFields.sessionCount.default(0),
  isAvailable: mentorFields.isAvailable.default(true),
});
export type MentorCreateBody = z.input<typeof mentorCreateBody>;

export const mentorUpdateBody = z.object(mentorFields).partial().refine(notEmpty, NOTHING_TO_CHANGE);
export type MentorUpdateBody = z.input<typeof mentorUpdateBody>;

// Success stories

const storyFields = {
  studentName: requiredText(200, "Student name"),
  age: z
    .number({ message: "Age must be a whole number" })
    .int("Age must be a whole number")
    .min(10, "Age must be between 10 and 120")
    .max(120, "Age must be between 10 and 120")
    .nullish(),
  program: requiredText(200, "Program"),
  currentJob: optionalText(200, "Current job"),
  salary: optionalText(50, "Salary"),
  testimonial: requiredText(5000, "Testimonial"),
  imageUrl,
  location: optionalText(200, "Location"),
  graduationYear: z
    .number({ message: "Graduation year must be a whole number" })
    .int("Graduation year must be a whole number")
    .min(1990, "Graduation year must be between 1990 and 2100")
    .max(2100, "Graduation year must be between 1990 and 2100")
    .nullish(),
  isVisible: z.boolean({ message: "isVisible must be true or false" }),
};

export const storyCreateBody = z.object({ ...storyFields, isVisible: storyFields.isVisible.default(true) });
export type StoryCreateBody = z.input<typeof storyCreateBody>;

export const storyUpdateBody = z.object(storyFields).partial().refine(notEmpty, NOTHING_TO_CHANGE);
export type StoryUpdateBody = z.input<typeof storyUpdateBody>;

// Users

export const USER_LIST_LIMIT = 200;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(roles),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof adminUser>;

export const userListQuery = z.object({
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  role: z.enum(roles, { message: "Role must be student, instructor or admin" }).optional(),
});

export const roleBody = z.object({
  role: z.enum(roles, { message: "Role must be student, instructor or admin" }),
});
export type RoleBody = z.infer<typeof roleBody>;

// Donations

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

// Bookings

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
    message: "from must be before to",
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
