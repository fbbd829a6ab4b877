import { z } from "zod";
import { said } from "../messages.js";
import { MAX_DATES_OFF, MAX_WINDOWS, minuteToTime, overlappingWindow, timeToMinute } from "../rules/availability.js";
import { LOCALES } from "../rules/locale.js";
import { isTimeZone, TIME_ZONE_MESSAGE } from "../rules/mentors.js";
import { MENTOR_BIO_MAX } from "../rules/records.js";
import { imageUrl, patchBody, requiredText, timestamp } from "./common.js";
import { bookingStatuses, expertise } from "./mentors.js";
import { MEETING_URL_MESSAGE, meetingUrlField, mentorSessionFields } from "./mentor-sessions.js";

export { MEETING_URL_MESSAGE };

/*
 * Mentor accounts (issue 26): what a mentor reads and writes under /api/mentor, the public
 * availability the booking dialog shows, and the admins' linking of a profile to an account.
 */

export const TIME_MESSAGE = said("Times are written as HH:MM, from 00:00 to 24:00");
export const WEEKDAY_MESSAGE = said("Day must be 1 (Monday) to 7 (Sunday)");
export const END_BEFORE_START_MESSAGE = said(
  "A window must end after it starts (tick \u201cEnds the next day\u201d for a window across midnight)",
);
export const NEXT_DAY_TOO_LONG_MESSAGE = said("A window across midnight must end by its start time the next day");
export const WINDOW_OVERLAP_MESSAGE = said("This window overlaps another one");
export const DATE_OFF_MESSAGE = said("Dates off are written as YYYY-MM-DD");

const time = z.string({ message: TIME_MESSAGE }).refine((value) => timeToMinute(value) !== undefined, TIME_MESSAGE);

/** A weekly window as the editor and the API write it: "09:00" to "17:30" on day 1 (Monday). */
export const availabilityWindow = z.object({
  weekday: z.number({ message: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(1, WEEKDAY_MESSAGE).max(7, WEEKDAY_MESSAGE),
  start: time,
  end: time,
  endsNextDay: z.boolean().default(false),
});
export type AvailabilityWindowInput = z.input<typeof availabilityWindow>;

const timeZone = z
  .string({ message: TIME_ZONE_MESSAGE })
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, { message: TIME_ZONE_MESSAGE });

const dateOff = z.iso.date({ message: DATE_OFF_MESSAGE });

export const availabilityBody = z
  .object({
    timeZone,
    windows: z.array(availabilityWindow).max(MAX_WINDOWS, said("At most {max} windows", { max: MAX_WINDOWS })),
    datesOff: z
      .array(dateOff)
      .max(MAX_DATES_OFF, said("At most {max} dates off", { max: MAX_DATES_OFF }))
      .default([])
      .transform((dates) => [...new Set(dates)].sort()),
  })
  .transform((body, context) => {
    const windows = body.windows.map((window, index) => {
      const startMinute = timeToMinute(window.start)!;
      const endMinute = timeToMinute(window.end)!;
      if (startMinute === 1440) {
        context.addIssue({ code: "custom", message: TIME_MESSAGE, path: ["windows", index, "start"] });
      } else if (!window.endsNextDay && endMinute <= startMinute) {
        context.addIssue({ code: "custom", message: END_BEFORE_START_MESSAGE, path: ["windows", index, "end"] });
      } else if (window.endsNextDay && endMinute > startMinute) {
        context.addIssue({ code: "custom", message: NEXT_DAY_TOO_LONG_MESSAGE, path: ["windows", index, "end"] });
      }
      return { weekday: window.weekday, startMinute, endMinute, endsNextDay: window.endsNextDay };
    });
    if (context.issues.length === 0) {
      const overlap = overlappingWindow(windows);
      if (overlap !== -1) {
        context.addIssue({ code: "custom", message: WINDOW_OVERLAP_MESSAGE, path: ["windows", overlap, "start"] });
      }
    }
    return { timeZone: body.timeZone, windows, datesOff: body.datesOff };
  });
export type AvailabilityBody = z.input<typeof availabilityBody>;

export const availability = z.object({
  timeZone: z.string(),
  windows: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string(), endsNextDay: z.boolean() })),
  datesOff: z.array(z.string()),
});
export type Availability = z.infer<typeof availability>;

/** A stored window as the API writes it. */
export const windowOut = (window: {
  weekday: number;
  startMinute: number;
  endMinute: number;
  endsNextDay: boolean;
}) => ({
  weekday: window.weekday,
  start: minuteToTime(window.startMinute),
  end: minuteToTime(window.endMinute),
  endsNextDay: window.endsNextDay,
});

/** A session as its mentor sees it: the student's first name only, never more of them. */
export const mentorSession = z.object({
  id: z.string(),
  scheduledAt: timestamp,
  endsAt: timestamp,
  duration: z.number().int(),
  topic: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(bookingStatuses),
  student: z.object({ firstName: z.string().nullable() }),
  ...mentorSessionFields,
});
export type MentorSession = z.infer<typeof mentorSession>;

export const mentorSessions = z.object({
  /** Still scheduled and not yet ended, soonest first. */
  upcoming: z.array(mentorSession),
  /** Everything else, newest first. */
  past: z.array(mentorSession),
});
export type MentorSessions = z.infer<typeof mentorSessions>;

const meetingUrl = meetingUrlField;

const profileChanges = z.object({
  bio: z.string().optional(),
  expertise: z.array(z.string()).optional(),
  imageUrl: z.string().nullable().optional(),
});

/** The mentor's own profile: the public fields as they stand, and the changes waiting for an admin. */
export const mentorOwnProfile = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  expertise: z.array(z.string()),
  imageUrl: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  timeZone: z.string(),
  pending: profileChanges.extend({ submittedAt: timestamp }).nullable(),
});
export type MentorOwnProfile = z.infer<typeof mentorOwnProfile>;

/**
 * What a mentor changes of their profile: bio, expertise and photo wait for an admin's approval
 * (they are public); the meeting link (shown only to their students) applies at once.
 */
export const mentorProfileBody = patchBody({
  bio: requiredText(MENTOR_BIO_MAX, "Bio"),
  expertise,
  imageUrl,
  meetingUrl,
});
export type MentorProfileBody = z.input<typeof mentorProfileBody>;

/** What the booking dialog shows: the mentor's next free windows and their other sessions' times. */
export const publicAvailability = z.object({
  /** false: the mentor set no windows (the card falls back to isAvailable). */
  hasWindows: z.boolean(),
  freeWindows: z.array(z.object({ start: timestamp, end: timestamp })),
  /** Times of the mentor's other scheduled sessions, nothing else of them. */
  busy: z.array(z.object({ start: timestamp, end: timestamp })),
  /** The windows were expanded up to here; later times aren't checked against them. */
  horizonEnd: timestamp,
});
export type PublicAvailability = z.infer<typeof publicAvailability>;

// Admins: linking a profile to an account

export const mentorAccountBody = z.object({
  email: z
    .string({ message: said("Email must be a valid email address") })
    .trim()
    .pipe(z.email({ message: said("Email must be a valid email address") }))
    .transform((value) => value.toLowerCase()),
  /** The language of the invitation, when the address has no account yet (else the admin's page's). */
  locale: z.enum(LOCALES).optional(),
});
export type MentorAccountBody = z.input<typeof mentorAccountBody>;

export const mentorAccount = z.object({
  mentorId: z.string(),
  account: z
    .object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
  pending: profileChanges.extend({ submittedAt: timestamp }).nullable(),
  /** The open invitation to sign up as this mentor (an address with no account yet), if any. */
  invitation: z.object({ email: z.string(), expiresAt: timestamp, createdAt: timestamp }).nullable(),
});
export type MentorAccount = z.infer<typeof mentorAccount>;
