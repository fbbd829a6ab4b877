import { and, eq, like, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, emailOutbox, newsletterSubscribers, users } from "../../src/db/schema/index.js";
import { unsubscribeToken } from "../../src/server/modules/email/index.js";
import { digestSendTime } from "../../src/server/modules/projects/review-digest.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import {
  correctAnswers,
  createCourseWithContent,
  bookMentor,
  createMentor,
  signedInUser,
  type CourseFixture,
  joinCourseTeam,
} from "../support/factories.js";
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from "../support/smtp.js";

let smtp: TestSmtpServer;
let t: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, EMAIL_POLL_SECONDS: "3600" });
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const HOUR = 60 * 60 * 1000;
let counter = 0;
const uniqueAddress = (name: string) => `${name}-${Date.now()}-${counter++}@example.org`;

/** Sends what is due and waits until `address` has `count` mails whose subject matches. */
async function mailsTo(address: string, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
  const matching = () => smtp.to(address).filter((mail) => subject.test(mail.parsed.subject ?? ""));
  await t.app.emailWorker!.runOnce();
  await smtp.waitFor(() => matching().length >= count);
  return matching();
}

const rowsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

/** The calendar attachment's text, unfolded (RFC 5545 continuation lines joined). */
function calendarOf(parsed: ParsedMail) {
  const attachment = parsed.attachments.find((file) => file.contentType === "text/calendar");
  expect(attachment, "a text/calendar attachment").toBeDefined();
  const text = attachment!.content.toString("utf8").replace(/\r\n[ \t]/g, "");
  const field = (name: string) => text.match(new RegExp(`^${name}[:;](.*)$`, "m"))?.[1];
  return { attachment: attachment!, text, field };
}

/** A booking as a student with their own inbox, with a mentor who has (or lacks) an email address. */
async function book(options: { hoursAhead: number; mentorEmail?: string | null; timeZone?: string; topic?: string }) {
  const studentEmail = uniqueAddress("student");
  const student = await signedInUser(t.app, { email: studentEmail, firstName: "Lucia", lastName: "Ortiz" });
  const mentor = await createMentor(t.db, {
    name: "Rosa Diaz",
    email: options.mentorEmail === undefined ? uniqueAddress("mentor") : options.mentorEmail,
  });
  // Whole minutes, so the local and UTC times in the text are exact.
  const scheduledAt = new Date(Math.ceil((Date.now() + options.hoursAhead * HOUR) / 60_000) * 60_000);
  const booking = await bookMentor(t.app, student.cookie, mentor.id, {
    scheduledAt,
    topic: options.topic ?? "Framing a wall",
    notes: "Bring the plans",
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return { student, studentEmail, mentor, scheduledAt, booking };
}

const inZone = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone }).format(date);

describe("booking notices", () => {
  it("sends student and mentor the session in the student's zone and UTC, with a REQUEST invitation", async () => {
    const { studentEmail, mentor, scheduledAt, booking } = await book({
      hoursAhead: 72,
      timeZone: "America/Mexico_City",
    });
    const [mail] = await mailsTo(studentEmail, /^Mentorship session booked with Rosa Diaz$/);
    const text = mail!.parsed.text!;
    expect(text).toContain(`Date and time (America/Mexico_City): ${inZone(scheduledAt, "America/Mexico_City")}`);
    expect(text).toContain(`Date and time (UTC): ${inZone(scheduledAt, "UTC")}`);
    expect(inZone(scheduledAt, "America/Mexico_City")).not.toBe(inZone(scheduledAt, "UTC"));
    expect(text).toContain("Mentor: Rosa Diaz");
    expect(text).toContain("Duration: 90 minutes");
    expect(text).toContain("Topic: Framing a wall");
    expect(text).toContain("Notes: Bring the plans");
    expect(mail!.parsed.html).toContain("Framing a wall");
    // A confirmation is transactional (issue 23): no List-Unsubscribe, no unsubscribe link.
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(text).not.toMatch(/unsubscribe/i);

    const calendar = calendarOf(mail!.parsed);
    expect(calendar.field("METHOD")).toBe("REQUEST");
    expect(calendar.field("UID")).toBe(`${booking.id}@localhost:3000`);
    expect(calendar.field("SEQUENCE")).toBe("0");
    expect(calendar.field("STATUS")).toBe("CONFIRMED");
    expect(calendar.field("DTSTART")).toBe(scheduledAt.toISOString().replace(/[-:]/g, "").replace(".000", ""));
    expect(calendar.text).toContain(
      `ATTENDEE;CN="Lucia Ortiz";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${studentEmail}`,
    );
    expect(calendar.text).toContain(`mailto:${mentor.email}`);
    expect(calendar.attachment.headers.get("content-type")).toMatchObject({ params: { method: "REQUEST" } });

    const [mentorMail] = await mailsTo(mentor.email!, /^Mentorship session booked with Lucia Ortiz$/);
    expect(mentorMail!.parsed.text).toContain("Student: Lucia Ortiz");
    expect(mentorMail!.parsed.text).toContain(inZone(scheduledAt, "America/Mexico_City"));
    expect(mentorMail!.parsed.text).not.toMatch(/unsubscribe/i);
    expect(calendarOf(mentorMail!.parsed).field("UID")).toBe(`${booking.id}@localhost:3000`);
    // Each calendar names the other person: the mentor's, the student's first name.
    expect(calendar.field("SUMMARY")).toBe("Mentorship session with Rosa Diaz");
    expect(calendarOf(mentorMail!.parsed).field("SUMMARY")).toBe("Mentorship session with Lucia");
  });

  it("schedules both reminders 24 hours ahead under the booking's ref", async () => {
    const { studentEmail, mentor, scheduledAt, booking } = await book({ hoursAhead: 50 });
    const reminders = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `booking:${booking.id}:reminder`));
    expect(reminders.map((row) => row.toAddress).sort()).toEqual([mentor.email, studentEmail].sort());
    for (const row of reminders) {
      expect(row).toMatchObject({ kind: "booking-reminder", status: "pending" });
      expect(row.sendAfter.getTime()).toBe(scheduledAt.getTime() - 24 * HOUR);
    }
    expect(reminders.find((row) => row.toAddress === studentEmail)!.subject).toBe(
      "Reminder: mentorship session with Rosa Diaz tomorrow",
    );
    // Not due yet: a pass of the worker leaves them waiting; once due, they go.
    await t.app.emailWorker!.runOnce();
    expect((await rowsTo(studentEmail)).find((row) => row.kind === "booking-reminder")!.status).toBe("pending");
    await t.db
      .update(emailOutbox)
      .set({ sendAfter: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.ref, `booking:${booking.id}:reminder`));
    const [reminder] = await mailsTo(studentEmail, /^Reminder: mentorship session with Rosa Diaz tomorrow$/);
    expect(reminder!.parsed.text).toContain("starts in 24 hours");
  });

  it("schedules no 24-hour reminder for a session less than 24 hours ahead (the 1-hour one only), and sends no mentor copy without an address", async () => {
    const { studentEmail, booking, scheduledAt } = await book({ hoursAhead: 23, mentorEmail: null });
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.ref, `booking:${booking.id}%`));
    expect(rows.map((row) => [row.ref, row.kind, row.toAddress, row.sendAfter.getTime()])).toEqual([
      [`booking:${booking.id}:reminder-1h`, "booking-reminder-soon", studentEmail, scheduledAt.getTime() - HOUR],
    ]);
    const made = await rowsTo(studentEmail);
    expect(made.map((row) => row.kind).sort()).toEqual(["booking-made", "booking-reminder-soon"]);
    // Every message of this booking (its invitation names the booking's UID) went to the student only.
    const ofBooking = await t.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(sql`${emailOutbox.attachments}::text like ${`%${booking.id}%`}`);
    expect(ofBooking).toEqual([{ to: studentEmail }]);
  });

  it("a student's cancellation sends METHOD:CANCEL with the same UID and voids the reminders", async () => {
    const { student, studentEmail, mentor, booking } = await book({ hoursAhead: 96 });
    const response = await as(
      t.app,
      student.cookie,
    )({
      method: "POST",
      url: `/api/user/mentor-bookings/${booking.id}/cancel`,
    });
    expect(response.statusCode).toBe(200);
    const reminders = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `booking:${booking.id}:reminder`));
    expect(reminders).toHaveLength(2);
    expect(reminders.every((row) => row.status === "void")).toBe(true);

    const [made] = await mailsTo(studentEmail, /booked with Rosa Diaz$/);
    const [cancelled] = await mailsTo(studentEmail, /^Mentorship session with Rosa Diaz cancelled$/);
    const request = calendarOf(made!.parsed);
    const cancel = calendarOf(cancelled!.parsed);
    expect(cancel.field("METHOD")).toBe("CANCEL");
    expect(cancel.field("STATUS")).toBe("CANCELLED");
    expect(cancel.field("UID")).toBe(request.field("UID"));
    expect(Number(cancel.field("SEQUENCE"))).toBeGreaterThan(Number(request.field("SEQUENCE")));
    expect(cancel.field("DTSTART")).toBe(request.field("DTSTART"));
    expect(cancel.attachment.headers.get("content-type")).toMatchObject({ params: { method: "CANCEL" } });
    const [mentorCancel] = await mailsTo(mentor.email!, /^Mentorship session with Lucia Ortiz cancelled$/);
    expect(calendarOf(mentorCancel!.parsed).field("METHOD")).toBe("CANCEL");
  });

  it("staff cancelling a booking tell both and void the reminders; a second cancel sends nothing more", async () => {
    const { studentEmail, mentor, booking } = await book({ hoursAhead: 80 });
    const patch = () =>
      admin({ method: "PATCH", url: `/api/admin/bookings/${booking.id}`, payload: { status: "cancelled" } });
    expect((await patch()).statusCode).toBe(200);
    expect((await patch()).statusCode).toBe(200);
    const rows = await rowsTo(studentEmail);
    expect(rows.filter((row) => row.kind === "booking-cancelled")).toHaveLength(1);
    expect(rows.find((row) => row.kind === "booking-reminder")!.status).toBe("void");
    await mailsTo(studentEmail, /cancelled$/);
    await mailsTo(mentor.email!, /cancelled$/);
  });

  it("refuses an unknown time zone with 400 and a message, and falls back to UTC without one", async () => {
    const student = await signedInUser(t.app);
    const mentor = await createMentor(t.db);
    const response = await as(
      t.app,
      student.cookie,
    )({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: new Date(Date.now() + 48 * HOUR).toISOString(), timeZone: "Mars/Olympus_Mons" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Time zone must be an IANA time zone such as America/Mexico_City");
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);

    const { studentEmail } = await book({ hoursAhead: 30 });
    const [mail] = await mailsTo(studentEmail, /booked with Rosa Diaz$/);
    expect(mail!.parsed.text).toContain("Date and time (UTC):");
    expect(mail!.parsed.text).not.toContain("Date and time (America");
  });

  it("keeps CR/LF in a topic and a mentor's name out of the headers", async () => {
    const studentEmail = uniqueAddress("inject");
    const student = await signedInUser(t.app, { email: studentEmail, firstName: "Eve\r\nBcc: evil@example.net" });
    const mentor = await createMentor(t.db, { name: "Rosa\r\nBcc: x@y.example", email: uniqueAddress("mentor") });
    const response = await as(
      t.app,
      student.cookie,
    )({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: new Date(Date.now() + 48 * HOUR).toISOString(), topic: "Walls\r\nBcc: x@y" },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(studentEmail, /^Mentorship session booked with Rosa Bcc: x@y\.example$/);
    const head = mail!.raw.split("\r\n\r\n")[0]!;
    expect(head).not.toMatch(/^Bcc:/im);
    expect(mail!.to).toEqual([studentEmail]);
    expect(mail!.parsed.bcc).toBeUndefined();
    const [mentorMail] = await mailsTo(mentor.email!, /^Mentorship session booked with Eve/);
    expect(mentorMail!.raw.split("\r\n\r\n")[0]).not.toMatch(/^Bcc:/im);
    expect(mentorMail!.to).toEqual([mentor.email]);
    expect(
      smtp.received.some((received) => received.to.includes("x@y") || received.to.includes("evil@example.net")),
    ).toBe(false);
    // The calendar file keeps each value on its own property line.
    const calendar = calendarOf(mail!.parsed);
    expect(calendar.text).not.toMatch(/^Bcc:/im);
    expect(calendar.field("DESCRIPTION")).toBe("Topic: Walls\\nBcc: x@y");
  });
});

describe("email preferences and unsubscribe", () => {
  it("a student turns session reminders off: the confirmation still comes, the reminder doesn't", async () => {
    const studentEmail = uniqueAddress("quiet");
    const student = await signedInUser(t.app, { email: studentEmail });
    const request = as(t.app, student.cookie);
    expect((await t.app.inject({ method: "GET", url: "/api/user/email-preferences" })).statusCode).toBe(401);
    const before = (await request({ method: "GET", url: "/api/user/email-preferences" })).json();
    expect(before.notices.map((notice: { key: string; isEnabled: boolean }) => [notice.key, notice.isEnabled])).toEqual(
      [
        ["bookings", true],
        ["reviews", true],
        ["followUps", true],
        ["reviewDigest", true],
        ["nudges", true],
        ["atRiskDigest", true],
      ],
    );
    const saved = await request({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { notices: { bookings: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().notices.find((notice: { key: string }) => notice.key === "bookings").isEnabled).toBe(false);
    const bad = await request({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { notices: { spam: true } },
    });
    expect(bad.statusCode).toBe(400);

    const mentor = await createMentor(t.db, { email: uniqueAddress("mentor") });
    const booked = await request({
      method: "POST",
      url: `/api/mentors/${mentor.id}/book`,
      payload: { scheduledAt: new Date(Date.now() + 48 * HOUR).toISOString() },
    });
    expect(booked.statusCode).toBe(201);
    expect((await rowsTo(studentEmail)).map((row) => row.kind)).toEqual(["booking-made"]);
    expect((await rowsTo(mentor.email!)).map((row) => row.kind).sort()).toEqual([
      "booking-made",
      "booking-reminder",
      "booking-reminder-soon",
    ]);
  });

  it("one-click unsubscribe works from another site without a session, and a tampered token is a 400", async () => {
    const studentEmail = uniqueAddress("leaving");
    const student = await signedInUser(t.app, { email: studentEmail });
    const token = unsubscribeToken(t.app.mail.secret, { list: "notices", userId: student.user.id });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example.com",
        "sec-fetch-site": "cross-site",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ list: "notices" });
    const preferences = (await as(t.app, student.cookie)({ method: "GET", url: "/api/user/email-preferences" })).json();
    expect(preferences.notices.every((notice: { isEnabled: boolean }) => !notice.isEnabled)).toBe(true);

    const tampered = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token.slice(0, -2) + "xx")}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe("This unsubscribe link is invalid. Use the link from your latest email.");
    const missing = await t.app.inject({ method: "POST", url: "/api/email/unsubscribe" });
    expect(missing.statusCode).toBe(400);
    // Other state-changing routes still refuse cross-site requests.
    const crossSite = await as(
      t.app,
      student.cookie,
    )({
      method: "PUT",
      url: "/api/user/email-preferences",
      headers: { origin: "https://mail.example.com", "sec-fetch-site": "cross-site" },
      payload: { notices: { bookings: true } },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("the unsubscribe header of a real notice stops that notice only, and a newsletter token unsubscribes the address", async () => {
    const { student, booking } = await book({ hoursAhead: 30, mentorEmail: null });
    const [reminder] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `booking:${booking.id}:reminder`));
    expect(reminder!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(reminder!.headers["List-Unsubscribe"]!.match(/^<([^>]+)>$/)![1]!);
    const response = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      "You are unsubscribed from this notice: Mentorship session reminders. You can turn it back on under Email settings in your dashboard.",
    );
    const preferences = (await as(t.app, student.cookie)({ method: "GET", url: "/api/user/email-preferences" })).json();
    expect(
      preferences.notices.map((notice: { key: string; isEnabled: boolean }) => [notice.key, notice.isEnabled]),
    ).toEqual([
      ["bookings", false],
      ["reviews", true],
      ["followUps", true],
      ["reviewDigest", true],
      ["nudges", true],
      ["atRiskDigest", true],
    ]);

    const subscriber = uniqueAddress("reader");
    await t.db.insert(newsletterSubscribers).values({ email: subscriber, status: "confirmed" });
    const token = unsubscribeToken(t.app.mail.secret, { list: "newsletter", email: subscriber.toUpperCase() });
    const newsletter = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(newsletter.statusCode).toBe(200);
    expect(newsletter.json()).toMatchObject({ list: "newsletter" });
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber));
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
  });
});

describe("unsubscribe scope (issue 23)", () => {
  it("transactional mail has no List-Unsubscribe; with every notice off, a cancellation still sends its CANCEL", async () => {
    const email = uniqueAddress("newcomer");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "a-long-unusual-phrase", firstName: "Ana" },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [welcome] = await mailsTo(email, /^Welcome to Trade Skills Academy$/);
    expect(welcome!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(welcome!.parsed.text).not.toMatch(/unsubscribe/i);

    // A link from mail sent before issue 23 (every optional notice) still does what it said.
    const student = await signedInUser(t.app, { email: uniqueAddress("all-off"), firstName: "Ana" });
    const legacy = unsubscribeToken(t.app.mail.secret, { list: "notices", userId: student.user.id });
    const stopped = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(legacy)}`,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const request = as(t.app, student.cookie);
    const preferences = (await request({ method: "GET", url: "/api/user/email-preferences" })).json();
    expect(preferences.notices.every((notice: { isEnabled: boolean }) => !notice.isEnabled)).toBe(true);

    const mentor = await createMentor(t.db, { name: "Rosa Diaz", email: null });
    const booking = await bookMentor(t.app, student.cookie, mentor.id, {
      scheduledAt: new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000),
    });
    const cancelled = await request({ method: "POST", url: `/api/user/mentor-bookings/${booking.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    const rows = await rowsTo(student.user.email);
    expect(rows.map((row) => [row.kind, row.category]).sort()).toEqual([
      ["booking-cancelled", "account"],
      ["booking-made", "account"],
    ]);
    expect(rows.every((row) => Object.keys(row.headers).length === 0)).toBe(true);
    const [cancel] = await mailsTo(student.user.email, /^Mentorship session with Rosa Diaz cancelled$/);
    expect(cancel!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(calendarOf(cancel!.parsed).field("METHOD")).toBe("CANCEL");
  });

  it("a project review's unsubscribe stops reviews only; the newsletter's stops the newsletter only", async () => {
    const email = uniqueAddress("both");
    const student = await signedInUser(t.app, { email });
    await t.db.insert(newsletterSubscribers).values({ email, status: "confirmed" });
    const reviews = unsubscribeToken(t.app.mail.secret, {
      list: "notices",
      userId: student.user.id,
      notice: "reviews",
    });
    const newsletter = unsubscribeToken(t.app.mail.secret, { list: "newsletter", email });
    const enabled = async () =>
      Object.fromEntries(
        (await as(t.app, student.cookie)({ method: "GET", url: "/api/user/email-preferences" }))
          .json()
          .notices.map((notice: { key: string; isEnabled: boolean }) => [notice.key, notice.isEnabled]),
      );

    const byNewsletter = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(newsletter)}`,
    });
    expect(byNewsletter.json()).toMatchObject({ list: "newsletter" });
    expect(await enabled()).toEqual({
      bookings: true,
      reviews: true,
      reviewDigest: true,
      followUps: true,
      nudges: true,
      atRiskDigest: true,
    });

    const byReviews = await t.app.inject({
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(reviews)}`,
      headers: { "accept-language": "es" },
    });
    expect(byReviews.statusCode).toBe(200);
    expect(byReviews.json().message).toBe(
      "Cancelaste la suscripción a este aviso: Revisiones de proyectos. Puedes volver a activarlo en Configuración de correo en tu panel.",
    );
    expect(await enabled()).toEqual({
      bookings: true,
      reviews: false,
      reviewDigest: true,
      followUps: true,
      nudges: true,
      atRiskDigest: true,
    });
    const [subscriber] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(subscriber!.status).toBe("unsubscribed");
  });

  it("a GET on the List-Unsubscribe address opens the unsubscribe page in the person's language, and stops nothing", async () => {
    const student = await signedInUser(t.app, { email: uniqueAddress("hablante") });
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, student.user.id));
    const token = unsubscribeToken(t.app.mail.secret, { list: "notices", userId: student.user.id, notice: "bookings" });
    const opened = await t.app.inject({
      method: "GET",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "accept-language": "en" },
    });
    expect(opened.statusCode).toBe(303);
    const location = new URL(opened.headers.location as string, "http://localhost:3000");
    expect(location.pathname).toBe("/unsubscribe");
    expect(location.searchParams.get("token")).toBe(token);
    expect(location.searchParams.get("lang")).toBe("es");
    const preferences = (await as(t.app, student.cookie)({ method: "GET", url: "/api/user/email-preferences" })).json();
    expect(preferences.notices.every((notice: { isEnabled: boolean }) => notice.isEnabled)).toBe(true);

    const reader = uniqueAddress("reader");
    await t.db.insert(newsletterSubscribers).values({ email: reader, status: "confirmed", locale: "es" });
    const newsletter = unsubscribeToken(t.app.mail.secret, { list: "newsletter", email: reader });
    const forReader = await t.app.inject({
      method: "GET",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(newsletter)}`,
    });
    expect(new URL(forReader.headers.location as string, "http://x").searchParams.get("lang")).toBe("es");

    // A token that is not ours still reaches the page (which says so when pressed), in the request's language.
    const forged = await t.app.inject({ method: "GET", url: "/api/email/unsubscribe?token=bm90aWNlczp4.forged" });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe("/unsubscribe?token=bm90aWNlczp4.forged");
    const missing = await t.app.inject({ method: "GET", url: "/api/email/unsubscribe" });
    expect(missing.statusCode).toBe(400);
  });

  it("a cancelled booking's .ics download says CANCELLED with the cancellation's SEQUENCE", async () => {
    const { student, studentEmail, booking } = await book({ hoursAhead: 60, mentorEmail: null });
    const request = as(t.app, student.cookie);
    const download = async () => {
      const response = await request({ method: "GET", url: `/api/user/mentor-bookings/${booking.id}/calendar.ics` });
      expect(response.statusCode).toBe(200);
      const text = response.body.replace(/\r\n[ \t]/g, "");
      return (name: string) => text.match(new RegExp(`^${name}:(.*)\r$`, "m"))?.[1];
    };
    const before = await download();
    expect([before("STATUS"), before("SEQUENCE")]).toEqual(["CONFIRMED", "0"]);
    expect((await request({ method: "POST", url: `/api/user/mentor-bookings/${booking.id}/cancel` })).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(studentEmail, /cancelled$/);
    const mailed = calendarOf(mail!.parsed);
    const after = await download();
    expect(after("STATUS")).toBe("CANCELLED");
    expect(after("SEQUENCE")).toBe(mailed.field("SEQUENCE"));
    expect(Number(after("SEQUENCE"))).toBeGreaterThan(Number(before("SEQUENCE")));
    expect(after("UID")).toBe(mailed.field("UID"));
  });
});

describe("mentor email addresses", () => {
  it("admins set and read them; the public lists never carry them", async () => {
    const address = uniqueAddress("private-mentor");
    const created = await admin({
      method: "POST",
      url: "/api/admin/mentors",
      payload: { name: "Pat Quinn", title: "Electrician", bio: "Wiring.", email: address.toUpperCase() },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().email).toBe(address);
    const id = created.json().id as string;
    expect((await admin({ method: "GET", url: `/api/admin/mentors/${id}` })).json().email).toBe(address);
    const invalid = await admin({
      method: "PATCH",
      url: `/api/admin/mentors/${id}`,
      payload: { email: "not-an-email" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("Email must be a valid email address");

    for (const url of ["/api/mentors", "/api/mentors/available"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Pat Quinn");
      expect(response.body).not.toContain(address);
      expect(response.body).not.toContain('"email"');
    }
    const cleared = await admin({ method: "PATCH", url: `/api/admin/mentors/${id}`, payload: { email: "" } });
    expect(cleared.json().email).toBeNull();
  });
});

describe("learning notices", () => {
  let course: CourseFixture;
  let instructorEmail: string;
  let instructor: ReturnType<typeof as>;
  let instructorId: string;

  beforeAll(async () => {
    course = await createCourseWithContent(t.db, { title: "Joinery" });
    instructorEmail = uniqueAddress("instructor");
    const staffUser = await signedInUser(t.app, { role: "instructor", email: instructorEmail });
    instructor = as(t.app, staffUser.cookie);
    instructorId = staffUser.user.id;
    await joinCourseTeam(t.db, course.course.id, staffUser.user);
  });

  async function enrolledStudent() {
    const email = uniqueAddress("learner");
    const student = await signedInUser(t.app, { email, firstName: `Sam${counter}`, lastName: "Okafor" });
    const request = as(t.app, student.cookie);
    expect((await request({ method: "POST", url: `/api/courses/${course.course.id}/enroll` })).statusCode).toBe(201);
    return { ...student, email, request };
  }

  const submit = async (request: ReturnType<typeof as>) => {
    const response = await request({
      method: "POST",
      url: `/api/projects/${course.project.id}/submissions`,
      payload: { content: "My dovetail box" },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>();
  };

  const digestKey = () => `digest:reviews:%:${digestSendTime(new Date()).toISOString().slice(0, 10)}`;
  const instructorDigests = () =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, instructorEmail), eq(emailOutbox.kind, "review-digest")));

  it("keeps one digest a day per reviewer, listing every waiting submission, sent once", async () => {
    const first = await enrolledStudent();
    const second = await enrolledStudent();
    await submit(first.request);
    await submit(second.request);
    const [digest, ...more] = await instructorDigests();
    expect(more).toEqual([]);
    expect(digest!.dedupeKey).toMatch(new RegExp(`^${digestKey().replace("%", "[0-9a-f-]+")}$`));
    expect(digest!.sendAfter.getTime()).toBe(digestSendTime(new Date()).getTime());
    expect(digest!.sendAfter.getUTCHours()).toBe(17);
    expect(digest!.status).toBe("pending");
    expect(digest!.textBody).toContain(`by ${first.user.firstName} Okafor`);
    expect(digest!.textBody).toContain(`by ${second.user.firstName} Okafor`);
    expect(digest!.subject).toBe("2 submissions are waiting for review");

    await t.db
      .update(emailOutbox)
      .set({ sendAfter: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, digest!.id));
    const [mail] = await mailsTo(instructorEmail, /submissions? (is|are) waiting for review$/);
    expect(mail!.parsed.text).toContain(`by ${first.user.firstName} Okafor`);
    expect(mail!.parsed.text).toContain(`by ${second.user.firstName} Okafor`);
    expect(mail!.parsed.text).toContain("http://localhost:3000/admin/reviews");

    // Sent for the day: another submission the same day does not start a second one.
    const third = await enrolledStudent();
    await submit(third.request);
    expect(await instructorDigests()).toHaveLength(1);
    expect((await instructorDigests())[0]!.status).toBe("sent");
  });

  it("a review digest's one-click unsubscribe stops the digest only (issue 23)", async () => {
    const joinery = await createCourseWithContent(t.db, { title: "Joinery for digests" });
    const reviewerEmail = uniqueAddress("digest-reader");
    const reviewer = await signedInUser(t.app, { role: "instructor", email: reviewerEmail });
    await joinCourseTeam(t.db, joinery.course.id, reviewer.user);
    const student = await signedInUser(t.app, { email: uniqueAddress("learner") });
    const request = as(t.app, student.cookie);
    expect((await request({ method: "POST", url: `/api/courses/${joinery.course.id}/enroll` })).statusCode).toBe(201);
    const submitted = await request({
      method: "POST",
      url: `/api/projects/${joinery.project.id}/submissions`,
      payload: { content: "My dovetail box" },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);

    const [digest] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, reviewerEmail), eq(emailOutbox.kind, "review-digest")));
    expect(digest!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(digest!.headers["List-Unsubscribe"]!.match(/^<([^>]+)>$/)![1]!);
    const response = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      "You are unsubscribed from this notice: Submissions waiting for review. You can turn it back on under Email settings in your dashboard.",
    );
    const preferences = (
      await as(t.app, reviewer.cookie)({ method: "GET", url: "/api/user/email-preferences" })
    ).json();
    expect(
      Object.fromEntries(
        preferences.notices.map((notice: { key: string; isEnabled: boolean }) => [notice.key, notice.isEnabled]),
      ),
    ).toEqual({
      bookings: true,
      reviews: true,
      reviewDigest: false,
      followUps: true,
      nudges: true,
      atRiskDigest: true,
    });
  });

  it("sends the student the review with status, grade, feedback and the project's link", async () => {
    const student = await enrolledStudent();
    const submission = await submit(student.request);
    const review = await instructor({
      method: "POST",
      url: `/api/staff/submissions/${submission.id}/review`,
      payload: { status: "needs_revision", grade: "pass", feedback: "Square the corners." },
    });
    expect(review.statusCode).toBe(200);
    const [mail] = await mailsTo(student.email, /^Your project ".+" was reviewed: Needs revision$/);
    const text = mail!.parsed.text!;
    expect(text).toContain("Status: Needs revision");
    expect(text).toContain("Grade: Pass");
    expect(text).toContain("Feedback: Square the corners.");
    expect(text).toContain(`http://localhost:3000/project/${course.project.id}`);
    expect(mail!.parsed.html).toContain(`href="http://localhost:3000/project/${course.project.id}"`);
  });

  it("congratulates a student once per certificate, with its link", async () => {
    const student = await enrolledStudent();
    for (const lesson of course.lessons) {
      expect((await student.request({ method: "POST", url: `/api/lessons/${lesson.id}/complete` })).statusCode).toBe(
        200,
      );
    }
    const attempt = await student.request({
      method: "POST",
      url: `/api/quizzes/${course.quiz.id}/attempts`,
      payload: { answers: correctAnswers(course) },
    });
    expect(attempt.statusCode).toBe(201);
    const submission = await submit(student.request);
    const fileSubmission = await student.request({
      method: "POST",
      url: `/api/projects/${course.fileProject.id}/submissions`,
      payload: { content: "File submitted: joint.jpg", fileUrl: "uploads/joint.jpg" },
    });
    expect(fileSubmission.statusCode).toBe(201);
    for (const id of [submission.id, fileSubmission.json<{ id: string }>().id]) {
      const approved = await instructor({
        method: "POST",
        url: `/api/staff/submissions/${id}/review`,
        payload: { status: "approved", grade: "excellent" },
      });
      expect(approved.statusCode).toBe(200);
    }
    const [certificate] = await t.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(certificate).toBeDefined();
    const [mail] = await mailsTo(student.email, /^Congratulations! Your certificate for Joinery$/);
    expect(mail!.parsed.text).toContain(`http://localhost:3000/certificates/${certificate!.certId}`);
    expect(mail!.parsed.text).toContain(certificate!.certId);
    // A certificate is transactional (issue 23): always sent, without List-Unsubscribe.
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(mail!.parsed.text).not.toMatch(/unsubscribe/i);
    await student.request({ method: "POST", url: `/api/lessons/${course.lessons[0]!.id}/complete` });
    const rows = (await rowsTo(student.email)).filter((row) => row.kind === "certificate-issued");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dedupeKey).toBe(`certificate:${certificate!.certId}`);
  });

  it("congratulates a student whose certificate comes from staff taking the last missing item out", async () => {
    const tiling = await createCourseWithContent(t.db, { title: "Tiling" });
    await joinCourseTeam(t.db, tiling.course.id, { id: instructorId });
    const email = uniqueAddress("tiler");
    const student = await signedInUser(t.app, { email, firstName: "Tam" });
    const request = as(t.app, student.cookie);
    expect((await request({ method: "POST", url: `/api/courses/${tiling.course.id}/enroll` })).statusCode).toBe(201);
    for (const lesson of tiling.lessons) await request({ method: "POST", url: `/api/lessons/${lesson.id}/complete` });
    await request({
      method: "POST",
      url: `/api/quizzes/${tiling.quiz.id}/attempts`,
      payload: { answers: correctAnswers(tiling) },
    });
    const submitted = await request({
      method: "POST",
      url: `/api/projects/${tiling.project.id}/submissions`,
      payload: { content: "Grouted wall" },
    });
    const approved = await instructor({
      method: "POST",
      url: `/api/staff/submissions/${submitted.json<{ id: string }>().id}/review`,
      payload: { status: "approved" },
    });
    expect(approved.statusCode).toBe(200);
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, student.user.id))).toEqual([]);

    // The file project was the last required item: switching it off completes the course.
    const patched = await instructor({
      method: "PATCH",
      url: `/api/staff/projects/${tiling.fileProject.id}`,
      payload: { isActive: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [certificate] = await t.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(certificate).toBeDefined();
    const [mail] = await mailsTo(email, /^Congratulations! Your certificate for Tiling$/);
    expect(mail!.parsed.text).toContain(`http://localhost:3000/certificates/${certificate!.certId}`);
  });
});
