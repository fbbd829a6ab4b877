/**
 * A mentor session's life after booking (issue 26, parts 2-3): the mentor confirms, proposes
 * another time, cancels, sets the link and records the outcome; the student answers a proposal
 * (signed in, or by the email's single-use link) and rates the session once. Every new route
 * against every role; the link's window (the clock is faked, Date only); the computed
 * sessionCount and rating; confirm against cancel at once; the emails' .ics (METHOD, UID,
 * SEQUENCE) through a real SMTP mailbox; the 1-hour reminder as Web Push to a local push
 * service (decrypted with the subscriber's keys), else as an email.
 */
import { createECDH, randomBytes } from "node:crypto";
import ece from "http_ece";
import { and, desc, eq, like } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  emailOutbox,
  mentorBookingProposals,
  mentorBookings,
  mentors,
  pushOutbox,
  pushSubscriptions,
  users,
} from "../../src/db/schema/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { bookMentor, createMentor, signedInUser } from "../support/factories.js";
import { startPushService } from "../support/push-service.js";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp.js";

type Actor = "visitor" | "student" | "otherStudent" | "mentor" | "otherMentor" | "instructor" | "admin";
const actors: Actor[] = ["visitor", "otherStudent", "otherMentor", "instructor", "admin", "mentor", "student"];

let t: TestContext;
let smtp: TestSmtpServer;
let push: Awaited<ReturnType<typeof startPushService>>;
const call = {} as Record<Actor, ReturnType<typeof as>>;
const cookies = {} as Record<Actor, string | undefined>;
const ids = {} as { mentor: string; otherMentor: string; student: string; mentorUser: string };
const emails = {} as { student: string; mentor: string };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let counter = 0;
const unique = (name: string) => `${name}-${Date.now()}-${(counter += 1)}@example.org`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // An endpoint under /push/gone- has expired: its service answers 410, as a real one does.
  push = await startPushService((path) => (path.startsWith("/push/gone-") ? 410 : 201));
  t = await createTestApp({
    SMTP_URL: smtp.url,
    EMAIL_POLL_SECONDS: "0.2",
    MAX_UPCOMING_BOOKINGS: "500",
    MAX_UPCOMING_BOOKINGS_PER_MENTOR: "500",
    MENTOR_DAILY_MAIL_CAP: "1000",
  });
  const admin = await signedInUser(t.app, { role: "admin" });
  const instructor = await signedInUser(t.app, { role: "instructor" });
  emails.student = unique("sam");
  const student = await signedInUser(t.app, { firstName: "Sam", lastName: "Okafor", email: emails.student });
  const otherStudent = await signedInUser(t.app, { firstName: "Olga" });
  cookies.visitor = undefined;
  cookies.student = student.cookie;
  cookies.otherStudent = otherStudent.cookie;
  cookies.instructor = instructor.cookie;
  cookies.admin = admin.cookie;
  ids.student = student.user.id;
  for (const [actor, name] of [
    ["mentor", "Maria Lopez"],
    ["otherMentor", "Omar Otero"],
  ] as const) {
    const profile = await createMentor(t.db, { name, rating: "4.50", sessionCount: 7 });
    const email = unique(actor);
    const person = await signedInUser(t.app, { firstName: name.split(" ")[0], email });
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, person.user.id));
    const linked = await as(
      t.app,
      admin.cookie,
    )({ method: "PUT", url: `/api/admin/mentors/${profile.id}/account`, payload: { email } });
    expect(linked.statusCode, linked.body).toBe(200);
    cookies[actor] = person.cookie;
    ids[actor] = profile.id;
    if (actor === "mentor") {
      emails.mentor = email;
      ids.mentorUser = person.user.id;
    }
  }
  for (const actor of actors) call[actor] = as(t.app, cookies[actor]);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await push.close();
});
afterEach(() => vi.useRealTimers());

/** A booking by the student with the mentor, `hoursAhead` from now (booked through the API). */
async function book(hoursAhead: number, mentorId = ids.mentor) {
  const scheduledAt = new Date(Math.ceil((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000);
  const booking = await bookMentor(t.app, cookies.student!, mentorId, { scheduledAt, duration: 60, topic: "Stairs" });
  return { id: booking.id, scheduledAt };
}

/** A booking that already started (written directly: the API refuses a past time). */
async function pastBooking(hoursAgo = 2, mentorId = ids.mentor) {
  const scheduledAt = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await t.db
    .insert(mentorBookings)
    .values({
      userId: ids.student,
      mentorId,
      scheduledAt,
      endsAt: new Date(scheduledAt.getTime() + HOUR),
      duration: 60,
    })
    .returning();
  return row!;
}

const inTwoDays = () => new Date(Date.now() + 2 * DAY).toISOString();

async function propose(bookingId: string, at = inTwoDays()) {
  const response = await call.mentor({
    method: "POST",
    url: `/api/mentor/sessions/${bookingId}/propose`,
    payload: { scheduledAt: at, duration: 90, message: "I am on a site visit then" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pendingProposal: { id: string; scheduledAt: string; duration: number } }>().pendingProposal;
}

/** The token of the latest proposal email to the student for a booking (the link's token). */
async function proposalToken(bookingId: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "booking-proposal"), eq(emailOutbox.toAddress, emails.student)))
    // Newest first: without an order PostgreSQL returns rows as stored, and sending one rewrites it.
    .orderBy(desc(emailOutbox.createdAt));
  const text = rows.map((row) => row.textBody).find((body) => body.includes("/sessions/proposal?token="));
  expect(text, `a proposal email for ${bookingId}`).toBeDefined();
  return decodeURIComponent(/token=([^&\s\]]+)&answer=accept/.exec(text!)![1]!);
}

describe("the new routes against every role", () => {
  type Row = { expected: Record<Actor, number>; prepare: () => Promise<InjectOptions> };
  const mentorOnly = (ok: number): Record<Actor, number> => ({
    visitor: 401,
    student: 403,
    otherStudent: 403,
    instructor: 403,
    admin: 403,
    otherMentor: 404,
    mentor: ok,
  });
  const ownerOnly = (ok: number): Record<Actor, number> => ({
    visitor: 401,
    student: ok,
    otherStudent: 404,
    instructor: 404,
    admin: 404,
    otherMentor: 404,
    mentor: 404,
  });
  const table: Record<string, Row> = {
    "POST /api/mentor/sessions/:id/confirm": {
      expected: mentorOnly(200),
      prepare: async () => ({ method: "POST", url: `/api/mentor/sessions/${(await book(30)).id}/confirm` }),
    },
    "POST /api/mentor/sessions/:id/propose": {
      expected: mentorOnly(200),
      prepare: async () => ({
        method: "POST",
        url: `/api/mentor/sessions/${(await book(30)).id}/propose`,
        payload: { scheduledAt: inTwoDays() },
      }),
    },
    "POST /api/mentor/sessions/:id/cancel": {
      expected: mentorOnly(200),
      prepare: async () => ({
        method: "POST",
        url: `/api/mentor/sessions/${(await book(30)).id}/cancel`,
        payload: { message: "I am ill" },
      }),
    },
    "PATCH /api/mentor/sessions/:id": {
      expected: mentorOnly(200),
      prepare: async () => ({
        method: "PATCH",
        url: `/api/mentor/sessions/${(await book(30)).id}`,
        payload: { meetingUrl: "https://meet.example.org/maria" },
      }),
    },
    "POST /api/mentor/sessions/:id/outcome": {
      expected: mentorOnly(200),
      prepare: async () => ({
        method: "POST",
        url: `/api/mentor/sessions/${(await pastBooking()).id}/outcome`,
        payload: { status: "completed", note: "Good progress" },
      }),
    },
    "POST /api/user/mentor-bookings/:id/proposals/:proposalId/accept": {
      expected: ownerOnly(200),
      prepare: async () => {
        const { id } = await book(30);
        const proposal = await propose(id);
        return { method: "POST", url: `/api/user/mentor-bookings/${id}/proposals/${proposal.id}/accept` };
      },
    },
    "POST /api/user/mentor-bookings/:id/proposals/:proposalId/decline": {
      expected: ownerOnly(200),
      prepare: async () => {
        const { id } = await book(30);
        const proposal = await propose(id);
        return { method: "POST", url: `/api/user/mentor-bookings/${id}/proposals/${proposal.id}/decline` };
      },
    },
    "POST /api/user/mentor-bookings/:id/rating": {
      expected: ownerOnly(201),
      prepare: async () => {
        const booking = await pastBooking();
        await t.db.update(mentorBookings).set({ status: "completed" }).where(eq(mentorBookings.id, booking.id));
        return { method: "POST", url: `/api/user/mentor-bookings/${booking.id}/rating`, payload: { score: 4 } };
      },
    },
    "GET /api/admin/bookings/:id": {
      expected: {
        visitor: 401,
        student: 403,
        otherStudent: 403,
        instructor: 403,
        admin: 200,
        otherMentor: 403,
        mentor: 403,
      },
      prepare: async () => ({ method: "GET", url: `/api/admin/bookings/${(await book(30)).id}` }),
    },
  };

  it("answers each role as the table says (the one allowed acts last, on a fresh session)", async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [route, row] of Object.entries(table)) {
      const request = await row.prepare();
      const order = [...actors].sort((a, b) => Number(row.expected[a] < 300) - Number(row.expected[b] < 300));
      for (const actor of order) {
        const response = await call[actor](request);
        seen.push(`${route} ${actor}: ${response.statusCode}`);
        wanted.push(`${route} ${actor}: ${row.expected[actor]}`);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it("lets anyone with the proposal's link answer it, once; a wrong token is a 404", async () => {
    const { id } = await book(30);
    await propose(id);
    const token = await proposalToken(id);
    const wrong = await call.visitor({
      method: "POST",
      url: "/api/mentor-proposals/answer",
      payload: { token: "nope", answer: "accept" },
    });
    expect(wrong.statusCode).toBe(404);
    const answer = await call.visitor({
      method: "POST",
      url: "/api/mentor-proposals/answer",
      payload: { token, answer: "accept" },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: "accepted", duration: 90, mentor: { name: "Maria Lopez" } });
    const again = await call.otherStudent({
      method: "POST",
      url: "/api/mentor-proposals/answer",
      payload: { token, answer: "decline" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This proposal has already been answered");
  });

  it("answers the proposal page's form posted without script with the page again", async () => {
    const { id } = await book(30);
    await propose(id);
    const token = await proposalToken(id);
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/mentor-proposals/answer/form",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
        payload: new URLSearchParams(fields).toString(),
      });
    const wrong = await form({ token: "nope", answer: "accept" });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe("/sessions/proposal?error=invalid");
    const odd = await form({ token, answer: "maybe" });
    expect(odd.headers.location).toBe("/sessions/proposal?error=invalid");
    const declined = await form({ token, answer: "decline" });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toMatch(/^\/sessions\/proposal\?result=declined&at=\d{4}-/);
    const again = await form({ token, answer: "accept" });
    expect(again.headers.location).toBe("/sessions/proposal?error=used");
  });
});

describe("a session's rules", () => {
  it("keeps the status scheduled when confirmed; a proposal is a record of its own, superseded by the next", async () => {
    const { id } = await book(30);
    const confirmed = await call.mentor({ method: "POST", url: `/api/mentor/sessions/${id}/confirm` });
    expect(confirmed.json()).toMatchObject({ status: "scheduled", pendingProposal: null });
    expect(confirmed.json().confirmedAt).not.toBeNull();
    const first = await propose(id);
    const second = await propose(id, new Date(Date.now() + 3 * DAY).toISOString());
    expect(second.id).not.toBe(first.id);
    const rows = await t.db.select().from(mentorBookingProposals).where(eq(mentorBookingProposals.bookingId, id));
    expect(rows.map((row) => row.status).sort()).toEqual(["pending", "superseded"]);
    const stale = await call.student({
      method: "POST",
      url: `/api/user/mentor-bookings/${id}/proposals/${first.id}/accept`,
    });
    expect(stale.statusCode).toBe(410);
    const mine = await call.student({ method: "GET", url: "/api/user/mentor-bookings" });
    const booking = mine
      .json<{ id: string; status: string; pendingProposal: { id: string } }[]>()
      .find((b) => b.id === id)!;
    expect(booking.status).toBe("scheduled");
    expect(booking.pendingProposal.id).toBe(second.id);
  });

  it("moves the session when the student accepts, and keeps it when they decline", async () => {
    const { id, scheduledAt } = await book(30);
    const accepted = await propose(id);
    const answer = await call.student({
      method: "POST",
      url: `/api/user/mentor-bookings/${id}/proposals/${accepted.id}/accept`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ scheduledAt: accepted.scheduledAt, duration: 90, pendingProposal: null });
    const declined = await propose(id, new Date(Date.now() + 4 * DAY).toISOString());
    const no = await call.student({
      method: "POST",
      url: `/api/user/mentor-bookings/${id}/proposals/${declined.id}/decline`,
    });
    expect(no.json()).toMatchObject({ scheduledAt: accepted.scheduledAt, pendingProposal: null });
    expect(new Date(accepted.scheduledAt).getTime()).not.toBe(scheduledAt.getTime());
  });

  it("says what the mentor may do now, and refuses the rest: before the start confirm, propose, cancel; from it the outcome", async () => {
    const may = (session: Record<string, unknown>) => ({
      canConfirm: session.canConfirm,
      canPropose: session.canPropose,
      canCancel: session.canCancel,
      canRecordOutcome: session.canRecordOutcome,
    });
    const { id } = await book(30);
    const upcoming = await call.mentor({ method: "GET", url: `/api/mentor/sessions/${id}` });
    expect(may(upcoming.json())).toEqual({ canConfirm: true, canPropose: true, canCancel: true, canRecordOutcome: false });
    const confirmed = await call.mentor({ method: "POST", url: `/api/mentor/sessions/${id}/confirm` });
    expect(may(confirmed.json())).toEqual({
      canConfirm: false,
      canPropose: true,
      canCancel: true,
      canRecordOutcome: false,
    });

    // Under way: started half an hour ago, ends in half an hour.
    const running = await pastBooking(0.5);
    const session = await call.mentor({ method: "GET", url: `/api/mentor/sessions/${running.id}` });
    expect(may(session.json())).toEqual({ canConfirm: false, canPropose: false, canCancel: false, canRecordOutcome: true });
    for (const [path, payload] of [
      ["confirm", undefined],
      ["propose", { scheduledAt: inTwoDays() }],
      ["cancel", { message: "Sorry" }],
    ] as const) {
      const refused = await call.mentor({ method: "POST", url: `/api/mentor/sessions/${running.id}/${path}`, payload });
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(409);
    }
    const recorded = await call.mentor({
      method: "POST",
      url: `/api/mentor/sessions/${running.id}/outcome`,
      payload: { status: "completed" },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(may(recorded.json())).toEqual({
      canConfirm: false,
      canPropose: false,
      canCancel: false,
      canRecordOutcome: false,
    });
  });

  it("refuses a proposal in the past, a cancel without a message and an outcome before the start", async () => {
    const { id } = await book(30);
    const past = await call.mentor({
      method: "POST",
      url: `/api/mentor/sessions/${id}/propose`,
      payload: { scheduledAt: new Date(Date.now() - HOUR).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    const silent = await call.mentor({ method: "POST", url: `/api/mentor/sessions/${id}/cancel`, payload: {} });
    expect(silent.statusCode).toBe(400);
    const early = await call.mentor({
      method: "POST",
      url: `/api/mentor/sessions/${id}/outcome`,
      payload: { status: "completed" },
    });
    expect(early.statusCode).toBe(409);
    const http = await call.mentor({
      method: "PATCH",
      url: `/api/mentor/sessions/${id}`,
      payload: { meetingUrl: "http://insecure.example.org" },
    });
    expect(http.statusCode).toBe(400);
  });

  it("records a no-show with a private note the admins read, never the student", async () => {
    const booking = await pastBooking(3);
    const marked = await call.mentor({
      method: "POST",
      url: `/api/mentor/sessions/${booking.id}/outcome`,
      payload: { status: "no_show", note: "Did not join; no message" },
    });
    expect(marked.json()).toMatchObject({ status: "no_show", mentorNote: "Did not join; no message" });
    const edited = await call.mentor({
      method: "PATCH",
      url: `/api/mentor/sessions/${booking.id}`,
      payload: { mentorNote: "Did not join; wrote later that the bus broke down" },
    });
    expect(edited.json().mentorNote).toBe("Did not join; wrote later that the bus broke down");
    const detail = await call.admin({ method: "GET", url: `/api/admin/bookings/${booking.id}` });
    expect(detail.json()).toMatchObject({
      status: "no_show",
      mentorNote: "Did not join; wrote later that the bus broke down",
    });
    const mine = await call.student({ method: "GET", url: "/api/user/mentor-bookings" });
    expect(mine.body).not.toContain("bus broke down");
  });

  it("computes sessionCount and the rating from the sessions; a rating is given once", async () => {
    const [before] = await t.db.select().from(mentors).where(eq(mentors.id, ids.otherMentor));
    expect(before).toMatchObject({ sessionCount: 7, rating: "4.50" }); // kept until there are sessions
    const other = as(t.app, cookies.otherMentor);
    const scores = [5, 4, 4];
    for (const score of scores) {
      const booking = await pastBooking(5, ids.otherMentor);
      const done = await other({
        method: "POST",
        url: `/api/mentor/sessions/${booking.id}/outcome`,
        payload: { status: "completed" },
      });
      expect(done.statusCode, done.body).toBe(200);
      const early = await call.student({ method: "GET", url: "/api/user/mentor-bookings" });
      expect(early.json<{ id: string; canRate: boolean }[]>().find((b) => b.id === booking.id)!.canRate).toBe(true);
      const rated = await call.student({
        method: "POST",
        url: `/api/user/mentor-bookings/${booking.id}/rating`,
        payload: { score, comment: "Thanks" },
      });
      expect(rated.statusCode, rated.body).toBe(201);
      const twice = await call.student({
        method: "POST",
        url: `/api/user/mentor-bookings/${booking.id}/rating`,
        payload: { score: 1 },
      });
      expect(twice.statusCode).toBe(409);
    }
    const [after] = await t.db.select().from(mentors).where(eq(mentors.id, ids.otherMentor));
    expect(after).toMatchObject({ sessionCount: 3, rating: "4.33" });
    const publicList = await call.visitor({ method: "GET", url: "/api/mentors" });
    expect(publicList.json<{ id: string; rating: string }[]>().find((m) => m.id === ids.otherMentor)).toMatchObject({
      rating: "4.33",
      sessionCount: 3,
    });
    const open = await pastBooking(5, ids.otherMentor);
    const notDone = await call.student({
      method: "POST",
      url: `/api/user/mentor-bookings/${open.id}/rating`,
      payload: { score: 5 },
    });
    expect(notDone.statusCode).toBe(409);
    const badScore = await call.student({
      method: "POST",
      url: `/api/user/mentor-bookings/${open.id}/rating`,
      payload: { score: 6 },
    });
    expect(badScore.statusCode).toBe(400);
  });

  it("no longer takes a typed rating or sessionCount from admins", async () => {
    const response = await call.admin({
      method: "PATCH",
      url: `/api/admin/mentors/${ids.otherMentor}`,
      payload: { rating: "1.00", sessionCount: 999, title: "Site lead" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: "Site lead", rating: "4.33", sessionCount: 3 });
  });
});

describe("the meeting link", () => {
  it("shows from 15 minutes before the start until the end, to both; the session's own link wins", async () => {
    const { id, scheduledAt } = await book(48);
    const start = scheduledAt.getTime();
    const read = async () => {
      const mine = (await call.student({ method: "GET", url: "/api/user/mentor-bookings" })).json<
        { id: string; meetingUrl: string | null; linkOpensAt: string }[]
      >();
      const theirs = (await call.mentor({ method: "GET", url: `/api/mentor/sessions/${id}` })).json<{
        meetingUrl: string | null;
      }>();
      const booking = mine.find((b) => b.id === id)!;
      return { student: booking.meetingUrl, mentor: theirs.meetingUrl, opensAt: booking.linkOpensAt };
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start - 15 * 60_000 - 1000));
    const early = await read();
    expect(early).toMatchObject({ student: null, mentor: null });
    expect(early.opensAt).toBe(new Date(start - 15 * 60_000).toISOString());
    vi.setSystemTime(new Date(start - 15 * 60_000));
    const open = await read();
    expect(open.student).toMatch(/^https:\/\/meet\.jit\.si\/TSA-[0-9a-f]{64}$/);
    expect(open.mentor).toBe(open.student);
    vi.setSystemTime(new Date(start + HOUR - 1));
    expect((await read()).student).toBe(open.student);
    vi.setSystemTime(new Date(start + HOUR));
    expect(await read()).toMatchObject({ student: null, mentor: null });
    vi.setSystemTime(new Date(start));
    await call.mentor({
      method: "PATCH",
      url: "/api/mentor/profile",
      payload: { meetingUrl: "https://meet.example.org/maria" },
    });
    expect((await read()).student).toBe("https://meet.example.org/maria");
    await call.mentor({
      method: "PATCH",
      url: `/api/mentor/sessions/${id}`,
      payload: { meetingUrl: "https://meet.example.org/special" },
    });
    expect(await read()).toMatchObject({
      student: "https://meet.example.org/special",
      mentor: "https://meet.example.org/special",
    });
    await call.mentor({ method: "PATCH", url: "/api/mentor/profile", payload: { meetingUrl: null } });
  });

  it("gives every booking its own unguessable room", async () => {
    const rows = await t.db.select({ room: mentorBookings.room }).from(mentorBookings);
    expect(new Set(rows.map((row) => row.room)).size).toBe(rows.length);
    for (const row of rows) expect(row.room).toMatch(/^TSA-[0-9a-f]{64}$/);
  });
});

describe("confirming while the student cancels", () => {
  it("has one consistent outcome", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id } = await book(30);
      const [confirm, cancel] = await Promise.all([
        call.mentor({ method: "POST", url: `/api/mentor/sessions/${id}/confirm` }),
        call.student({ method: "POST", url: `/api/user/mentor-bookings/${id}/cancel` }),
      ]);
      const [row] = await t.db.select().from(mentorBookings).where(eq(mentorBookings.id, id));
      // The cancellation always goes (a confirmed session can still be cancelled by its student).
      expect(cancel.statusCode).toBe(200);
      expect(row!.status).toBe("cancelled");
      if (confirm.statusCode === 200) {
        // Confirmed first: SEQUENCE 1 for the confirmation, 2 for the cancellation.
        expect(row!.confirmedAt).not.toBeNull();
        expect(row!.icsSequence).toBe(2);
      } else {
        expect(confirm.statusCode).toBe(409);
        expect(row!.confirmedAt).toBeNull();
        expect(row!.icsSequence).toBe(1);
      }
    }
  });
});

/** The calendar attachment of a mail, unfolded. */
function calendarOf(parsed: ParsedMail) {
  const attachment = parsed.attachments.find((file) => file.contentType === "text/calendar");
  expect(attachment, "a text/calendar attachment").toBeDefined();
  const text = attachment!.content.toString("utf8").replace(/\r\n[ \t]/g, "");
  const field = (name: string) => text.match(new RegExp(`^${name}[:;](.*)$`, "m"))?.[1];
  return { text, field };
}

/** The mails to `address` with this subject about one booking (its id is in the text or the invitation's UID). */
async function mailsTo(address: string, subject: RegExp, bookingId: string, count = 1) {
  const matching = () =>
    smtp
      .to(address)
      .filter(
        (mail) =>
          subject.test(mail.parsed.subject ?? "") &&
          (mail.parsed.attachments.some((file) => file.content.toString("utf8").includes(bookingId)) ||
            (mail.parsed.text ?? "").includes(bookingId)),
      );
  await t.app.emailWorker!.runOnce();
  await smtp.waitFor(() => matching().length >= count);
  return matching();
}

describe("the emails' calendar updates", () => {
  it("confirm, accepted proposal and cancel each send the right METHOD, the same UID and a higher SEQUENCE", async () => {
    const { id } = await book(72);
    const uid = `${id}@localhost:3000`;
    await call.mentor({ method: "POST", url: `/api/mentor/sessions/${id}/confirm` });
    const [confirmed] = await mailsTo(emails.student, /confirmed your mentorship session/, id);
    const first = calendarOf(confirmed!.parsed);
    expect([first.field("METHOD"), first.field("UID"), first.field("SEQUENCE")]).toEqual(["REQUEST", uid, "1"]);
    expect(first.field("LOCATION")).toMatch(/^https:\/\/meet\.jit\.si\/TSA-/);
    expect(first.field("URL")).toBe(first.field("LOCATION"));

    const proposal = await propose(id);
    const offer = smtp.to(emails.student).length;
    await t.app.emailWorker!.runOnce();
    await smtp.waitFor(() => smtp.to(emails.student).length > offer);
    const proposed = smtp.to(emails.student).filter((mail) => /proposes another time/.test(mail.parsed.subject ?? ""));
    expect(proposed.at(-1)!.parsed.text).toContain("/sessions/proposal?token=");
    expect(proposed.at(-1)!.parsed.text).toContain("answer=decline");
    const accepted = await call.student({
      method: "POST",
      url: `/api/user/mentor-bookings/${id}/proposals/${proposal.id}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    // The mentor reads it in their language (Spanish), with the new time.
    const [moved] = await mailsTo(emails.mentor, /cambiada de hora/, id);
    const second = calendarOf(moved!.parsed);
    expect([second.field("METHOD"), second.field("UID"), second.field("SEQUENCE")]).toEqual(["REQUEST", uid, "2"]);
    expect(second.field("DTSTART")).toBe(proposal.scheduledAt.replace(/[-:]/g, "").replace(/\.\d{3}/, ""));

    await call.mentor({
      method: "POST",
      url: `/api/mentor/sessions/${id}/cancel`,
      payload: { message: "Family emergency" },
    });
    const cancelled = await mailsTo(emails.student, /cancelled/, id);
    const third = calendarOf(cancelled.at(-1)!.parsed);
    expect([third.field("METHOD"), third.field("UID"), third.field("SEQUENCE"), third.field("STATUS")]).toEqual([
      "CANCEL",
      uid,
      "3",
      "CANCELLED",
    ]);
    expect(cancelled.at(-1)!.parsed.text).toContain("Family emergency");
    // The cancellation voided both people's reminders.
    const pending = await t.db
      .select()
      .from(emailOutbox)
      .where(and(like(emailOutbox.ref, `booking:${id}:reminder%`), eq(emailOutbox.status, "pending")));
    expect(pending).toEqual([]);
    const pendingPushes = await t.db
      .select()
      .from(pushOutbox)
      .where(and(like(pushOutbox.ref, `booking:${id}:reminder%`), eq(pushOutbox.status, "pending")));
    expect(pendingPushes).toEqual([]);
  });
});

describe("a new meeting link", () => {
  it("reaches the student with the updated invitation (a higher SEQUENCE, the new LOCATION); a note alone sends nothing", async () => {
    const { id } = await book(72);
    const uid = `${id}@localhost:3000`;
    const room = "https://meet.example.org/omar-workshop";
    const patched = await call.mentor({
      method: "PATCH",
      url: `/api/mentor/sessions/${id}`,
      payload: { meetingUrl: room },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [changed] = await mailsTo(emails.student, /New meeting link for your session/, id);
    const invitation = calendarOf(changed!.parsed);
    expect([invitation.field("METHOD"), invitation.field("UID"), invitation.field("SEQUENCE")]).toEqual([
      "REQUEST",
      uid,
      "1",
    ]);
    expect(invitation.field("LOCATION")).toBe(room);
    expect(changed!.parsed.text).toContain(room);

    // The same link again, or only the private note: no email, no new SEQUENCE.
    const before = smtp.to(emails.student).length;
    for (const payload of [{ meetingUrl: room }, { mentorNote: "Bring the plans" }]) {
      const again = await call.mentor({ method: "PATCH", url: `/api/mentor/sessions/${id}`, payload });
      expect(again.statusCode, again.body).toBe(200);
    }
    await t.app.emailWorker!.runOnce();
    const [row] = await t.db.select().from(mentorBookings).where(eq(mentorBookings.id, id));
    expect(row!.icsSequence).toBe(1);
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "booking-link-changed"), eq(emailOutbox.toAddress, emails.student)));
    expect(queued.filter((mail) => mail.textBody.includes(room))).toHaveLength(1);
    expect(smtp.to(emails.student).length).toBe(before);
  });
});

describe("a new link on the mentor's profile", () => {
  it("reaches the students of sessions still to come that meet at the mentor's link; not a session with its own, nor a past one", async () => {
    const atMentorLink = await book(80);
    const withOwnLink = await book(81);
    const ownRoom = "https://meet.example.org/own-room";
    const own = await call.mentor({
      method: "PATCH",
      url: `/api/mentor/sessions/${withOwnLink.id}`,
      payload: { meetingUrl: ownRoom },
    });
    expect(own.statusCode, own.body).toBe(200);
    const past = await pastBooking(3);
    const sequences = async () =>
      Object.fromEntries(
        (await t.db.select().from(mentorBookings)).map((row) => [row.id, row.icsSequence] as const),
      );
    const before = await sequences();

    const link = `https://meet.example.org/omar-${Date.now()}`;
    const profile = await call.mentor({ method: "PATCH", url: "/api/mentor/profile", payload: { meetingUrl: link } });
    expect(profile.statusCode, profile.body).toBe(200);
    const [changed] = await mailsTo(emails.student, /New meeting link for your session/, atMentorLink.id);
    const invitation = calendarOf(changed!.parsed);
    expect(invitation.field("LOCATION")).toBe(link);
    expect(invitation.field("SEQUENCE")).toBe(String(before[atMentorLink.id]! + 1));

    const after = await sequences();
    expect(after[atMentorLink.id]).toBe(before[atMentorLink.id]! + 1);
    expect(after[withOwnLink.id]).toBe(before[withOwnLink.id]);
    expect(after[past.id]).toBe(before[past.id]);
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "booking-link-changed"), eq(emailOutbox.toAddress, emails.student)));
    const about = (id: string) => queued.filter((mail) => mail.textBody.includes(link) && mail.textBody.includes(id));
    expect(about(withOwnLink.id)).toHaveLength(0);
    expect(about(past.id)).toHaveLength(0);

    // The same link again changes nothing.
    const again = await call.mentor({ method: "PATCH", url: "/api/mentor/profile", payload: { meetingUrl: link } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await sequences())[atMentorLink.id]).toBe(after[atMentorLink.id]);

    // Cleared, the sessions meet in their own rooms again (as the other tests expect).
    const cleared = await call.mentor({ method: "PATCH", url: "/api/mentor/profile", payload: { meetingUrl: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await sequences())[atMentorLink.id]).toBe(after[atMentorLink.id]! + 1);
  });
});

describe("reminders", () => {
  it("sends the 24-hour reminder to both, with the link, and rescheduled when the time moves", async () => {
    const { id } = await book(72);
    const reminders = async () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.ref, `booking:${id}:reminder`), eq(emailOutbox.kind, "booking-reminder")));
    const first = (await reminders()).filter((row) => row.status === "pending");
    expect(first.map((row) => row.toAddress).sort()).toEqual([emails.mentor, emails.student].sort());
    for (const row of first) expect(row.textBody).toMatch(/meet\.jit\.si\/TSA-/);
    const proposal = await propose(id);
    await call.student({ method: "POST", url: `/api/user/mentor-bookings/${id}/proposals/${proposal.id}/accept` });
    const after = await reminders();
    const pending = after.filter((row) => row.status === "pending");
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.sendAfter.getTime()).toBe(new Date(proposal.scheduledAt).getTime() - DAY);
    }
  });

  it("sends the 1-hour reminder as Web Push to a person subscribed when it falls due (it decrypts), else as an email", async () => {
    // Booked before the student allowed notifications: the way is chosen when the reminder is due.
    const { id } = await book(30);
    const ref = `booking:${id}:reminder-1h`;
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${push.origin}/push/mentor-session-${randomBytes(6).toString("hex")}`;
    const subscribed = await call.student({
      method: "PUT",
      url: "/api/push/subscription",
      payload: {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
      },
    });
    expect(subscribed.statusCode).toBe(204);
    const pushes = await t.db.select().from(pushOutbox).where(eq(pushOutbox.ref, ref));
    expect(pushes.map((row) => row.userId).sort()).toEqual([ids.student, ids.mentorUser].sort());
    const soon = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.ref, ref), eq(emailOutbox.kind, "booking-reminder-soon")));
    expect((await soon()).map((row) => row.toAddress).sort()).toEqual([emails.mentor, emails.student].sort());
    // The hour comes (the test moves the reminders' time, not the clock).
    await t.db.update(pushOutbox).set({ sendAfter: new Date() }).where(eq(pushOutbox.ref, ref));
    await t.db.update(emailOutbox).set({ sendAfter: new Date() }).where(eq(emailOutbox.ref, ref));
    const arrived = await push.waitFor(new URL(endpoint).pathname);
    const plain = ece.decrypt(arrived.body, { version: "aes128gcm", privateKey: ecdh, authSecret });
    const payload = JSON.parse(plain.toString("utf8")) as { title: string; body: string; url: string };
    expect(payload).toMatchObject({ title: "Mentorship session in 1 hour", url: "/dashboard" });
    expect(payload.body).toContain("Maria Lopez");
    // The student, subscribed now, gets no email; the mentor, without a subscription, gets the email.
    await vi.waitFor(
      async () => {
        const rows = await soon();
        expect(Object.fromEntries(rows.map((row) => [row.toAddress, row.status]))).toEqual({
          [emails.student]: "void",
          [emails.mentor]: "sent",
        });
      },
      { timeout: 30_000, interval: 100 },
    );
    await vi.waitFor(
      async () => {
        const [mentorPush] = await t.db
          .select()
          .from(pushOutbox)
          .where(and(eq(pushOutbox.ref, ref), eq(pushOutbox.userId, ids.mentorUser)));
        expect(mentorPush!.status).toBe("undelivered");
      },
      { timeout: 30_000, interval: 100 },
    );
  });

  it("sends the 1-hour email after all when the push reaches no device (the subscription has expired)", async () => {
    const { id } = await book(30);
    const ref = `booking:${id}:reminder-1h`;
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    // Only this expired subscription: the one an earlier test made is withdrawn.
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, ids.student));
    const endpoint = `${push.origin}/push/gone-${randomBytes(6).toString("hex")}`;
    const subscribed = await call.student({
      method: "PUT",
      url: "/api/push/subscription",
      payload: {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
      },
    });
    expect(subscribed.statusCode).toBe(204);
    const studentEmail = async () =>
      (
        await t.db
          .select()
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.ref, ref),
              eq(emailOutbox.kind, "booking-reminder-soon"),
              eq(emailOutbox.toAddress, emails.student),
            ),
          )
      )[0]!;
    // The email falls due first: the student has a subscription, so it is held back for the push...
    await t.db.update(emailOutbox).set({ sendAfter: new Date() }).where(eq(emailOutbox.ref, ref));
    await vi.waitFor(async () => expect((await studentEmail()).status).toBe("void"), {
      timeout: 30_000,
      interval: 100,
    });
    // ...which then reaches no device (410): the email goes after all.
    await t.db.update(pushOutbox).set({ sendAfter: new Date() }).where(eq(pushOutbox.ref, ref));
    await push.waitFor(new URL(endpoint).pathname);
    await vi.waitFor(
      async () => {
        const [studentPush] = await t.db
          .select()
          .from(pushOutbox)
          .where(and(eq(pushOutbox.ref, ref), eq(pushOutbox.userId, ids.student)));
        expect(studentPush!.status).toBe("undelivered");
        expect((await studentEmail()).status).toBe("sent");
      },
      { timeout: 30_000, interval: 100 },
    );
    // The expired subscription is gone: the next reminder goes by email from the start.
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toEqual([]);
  });

  it("are not sent to a person who turned session reminders off", async () => {
    const off = await call.mentor({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { notices: { bookings: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { id } = await book(72);
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.ref, `booking:${id}:reminder%`));
    expect(rows.filter((row) => row.toAddress === emails.mentor)).toEqual([]);
    expect(rows.filter((row) => row.toAddress === emails.student).length).toBeGreaterThan(0);
    await call.mentor({ method: "PUT", url: "/api/user/email-preferences", payload: { notices: { bookings: true } } });
  });
});
