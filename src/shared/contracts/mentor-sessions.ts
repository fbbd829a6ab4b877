import { z } from "zod";
import { said } from "../messages.js";
import {
  DURATION_MESSAGE,
  isBookingDuration,
  MENTOR_NOTE_MAX,
  MESSAGE_MAX,
  RATING_COMMENT_MAX,
} from "../rules/mentors.js";
import { nullableTimestamp, timestamp } from "./common.js";

/*
 * A mentor session's life after booking (issue 26, parts 2 and 3): the mentor confirms, proposes
 * another time, cancels, sets the session's meeting link and records what happened; the student
 * answers a proposal (signed in, or by the single-use link of its email) and rates a completed
 * session. The status stays "scheduled" while a session is upcoming: confirmation is confirmedAt
 * and a proposal is a record of its own.
 *
 * Routes (all answer with the shapes below):
 * - mentor (role mentor, own sessions; others 404), under /api/mentor/sessions/:id
 *   POST /confirm                 → mentorSession
 *   POST /propose  proposeBody    → mentorSession (its pendingProposal)
 *   POST /cancel   mentorCancelBody → mentorSession
 *   PATCH /        sessionPatchBody → mentorSession
 *   POST /outcome  outcomeBody    → mentorSession
 * - student (signed-in owner), under /api/user/mentor-bookings/:id (beside list, cancel, calendar.ics)
 *   POST /proposals/:proposalId/accept → booking (mentors.ts)
 *   POST /proposals/:proposalId/decline → booking
 *   POST /rating   ratingBody     → 201 sessionRating
 * - anyone with the email's link: POST /api/mentor-proposals/answer proposalAnswerBody → proposalAnswer
 *   (the page /sessions/proposal?token=…&answer=accept|decline posts it; 410 expired, 409 used/decided)
 * - admins: GET /api/admin/bookings/:id → adminBookingDetail (mentors.ts)
 */

/** The link is shown from this long before the start until the end. */
export const LINK_LEAD_MS = 15 * 60 * 1000;

export const MEETING_URL_MESSAGE = said("Meeting link must be an https:// address");

/** A meeting link as written: https only; "" or null clears it. */
export const meetingUrlField = z
  .string({ message: MEETING_URL_MESSAGE })
  .trim()
  .max(500, MEETING_URL_MESSAGE)
  .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), MEETING_URL_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

const MESSAGE_TOO_LONG = said("Message must be at most {max} characters", { max: MESSAGE_MAX });
const message = () => z.string().trim().max(MESSAGE_MAX, MESSAGE_TOO_LONG);

/** A pending proposal of another time, as both sides see it. */
export const sessionProposal = z.object({
  id: z.string(),
  scheduledAt: timestamp,
  duration: z.number().int(),
  message: z.string().nullable(),
  createdAt: timestamp,
});
export type SessionProposal = z.infer<typeof sessionProposal>;

export const sessionRating = z.object({
  score: z.number().int(),
  comment: z.string().nullable(),
  createdAt: timestamp,
});
export type SessionRating = z.infer<typeof sessionRating>;

/**
 * What every session answer adds (the student's bookings and the mentor's sessions): meetingUrl is
 * the link only from linkOpensAt (15 minutes before the start) until the end, else null.
 */
export const sessionLifeFields = {
  confirmedAt: nullableTimestamp,
  pendingProposal: sessionProposal.nullable(),
  meetingUrl: z.string().nullable(),
  linkOpensAt: timestamp,
};

/** The student's own booking adds their rating and whether they may rate now. */
export const studentSessionFields = {
  ...sessionLifeFields,
  endsAt: timestamp,
  rating: sessionRating.nullable(),
  /** A completed session of theirs not yet rated. */
  canRate: z.boolean(),
};

/** The mentor's session adds the outcome, their private note and their per-session link. */
export const mentorSessionFields = {
  ...sessionLifeFields,
  /** The per-session override the mentor set (null: their own link, else the academy's room). */
  customMeetingUrl: z.string().nullable(),
  outcomeAt: nullableTimestamp,
  /** Private, for programme staff (admins see it in the booking's detail). */
  mentorNote: z.string().nullable(),
  /** The student's score, once they rated (never their comment's author details). */
  ratingScore: z.number().int().nullable(),
  /** What the mentor may do now, as the actions below decide it (the screen shows only these). */
  canConfirm: z.boolean(),
  canPropose: z.boolean(),
  canCancel: z.boolean(),
  canRecordOutcome: z.boolean(),
};

// Bodies

const scheduledAt = z.iso.datetime({
  offset: true,
  local: true,
  message: said("Scheduled date must be an ISO date-time"),
});

/** The mentor proposes another time; the duration stays the session's when left out. */
export const proposeBody = z.object({
  scheduledAt,
  duration: z.number({ message: DURATION_MESSAGE }).refine(isBookingDuration, { message: DURATION_MESSAGE }).optional(),
  message: message()
    .transform((value) => value || null)
    .nullish(),
});
export type ProposeBody = z.input<typeof proposeBody>;

export const CANCEL_MESSAGE_REQUIRED = said("Write a message to the student");
export const mentorCancelBody = z.object({
  message: z
    .string({ message: CANCEL_MESSAGE_REQUIRED })
    .trim()
    .min(1, CANCEL_MESSAGE_REQUIRED)
    .max(MESSAGE_MAX, MESSAGE_TOO_LONG),
});
export type MentorCancelBody = z.input<typeof mentorCancelBody>;

/** The session's own link (null clears it) and the private note, either or both. */
export const sessionPatchBody = z
  .object({
    meetingUrl: meetingUrlField,
    mentorNote: z
      .string()
      .trim()
      .max(MENTOR_NOTE_MAX, said("Note must be at most {max} characters", { max: MENTOR_NOTE_MAX }))
      .transform((value) => value || null)
      .nullish(),
  })
  .partial()
  .refine(
    (body) => body.meetingUrl !== undefined || body.mentorNote !== undefined,
    said("Send at least one field to change"),
  );
export type SessionPatchBody = z.input<typeof sessionPatchBody>;

export const OUTCOME_STATUSES = ["completed", "no_show"] as const;
export const OUTCOME_STATUS_MESSAGE = said("Status must be completed or no_show");
export const outcomeBody = z.object({
  status: z.enum(OUTCOME_STATUSES, { message: OUTCOME_STATUS_MESSAGE }),
  note: z
    .string()
    .trim()
    .max(MENTOR_NOTE_MAX, said("Note must be at most {max} characters", { max: MENTOR_NOTE_MAX }))
    .transform((value) => value || null)
    .nullish(),
});
export type OutcomeBody = z.input<typeof outcomeBody>;

export const proposalParams = z.object({ id: z.string().max(100), proposalId: z.string().max(100) });

export const PROPOSAL_TOKEN_MESSAGE = said("The link has no token");
export const proposalAnswerBody = z.object({
  token: z.string({ message: PROPOSAL_TOKEN_MESSAGE }).min(1, PROPOSAL_TOKEN_MESSAGE).max(200),
  answer: z.enum(["accept", "decline"], { message: said("Answer must be accept or decline") }),
});
export type ProposalAnswerBody = z.input<typeof proposalAnswerBody>;

/** What the proposal page shows after answering by the email's link (no sign-in needed). */
export const proposalAnswer = z.object({
  status: z.enum(["accepted", "declined"]),
  /** The session's time after the answer (the proposed one when accepted). */
  scheduledAt: timestamp,
  duration: z.number().int(),
  mentor: z.object({ name: z.string() }),
});
export type ProposalAnswer = z.infer<typeof proposalAnswer>;

export const RATING_SCORE_MESSAGE = said("Score must be a whole number from 1 to 5");
export const ratingBody = z.object({
  score: z
    .number({ message: RATING_SCORE_MESSAGE })
    .int(RATING_SCORE_MESSAGE)
    .min(1, RATING_SCORE_MESSAGE)
    .max(5, RATING_SCORE_MESSAGE),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, said("Comment must be at most {max} characters", { max: RATING_COMMENT_MAX }))
    .transform((value) => value || null)
    .nullish(),
});
export type RatingBody = z.input<typeof ratingBody>;

/** The e2e tests' hook (E2E_HOOKS=on only): an upcoming session made to have started a minute ago. */
export const e2eSessionStartedAnswer = z.object({ scheduledAt: timestamp, endsAt: timestamp });
