import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.js";
import {
  EmailWorker,
  enqueueEmail,
  MAX_TRIES,
  RETRY_DELAYS_SECONDS,
  smtpTransport,
  welcomeEmail,
} from "../../src/server/modules/email/index.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createUser, signedInUser } from "../support/factories.js";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp.js";

let smtp: TestSmtpServer;
let t: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // A long poll: tests drive the worker with runOnce() (and NOTIFY may wake it earlier; either is fine).
  t = await createTestApp({
    SMTP_URL: smtp.url,
    EMAIL_POLL_SECONDS: "3600",
    MAIL_FROM: "Academy <hello@academy.test>",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const outboxRow = async (id: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const worker = () => t.app.emailWorker!;
let counter = 0;
const uniqueEmail = () => `mail-${Date.now()}-${counter++}@example.org`;

/** Makes a failed try's retry due now, as if its backoff had passed. */
const makeDue = (id: string) =>
  t.db
    .update(emailOutbox)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.id, id));

describe("sign-up sends a welcome through the outbox", () => {
  it("delivers a branded text and HTML welcome, transactional (no unsubscribe), with a Message-ID from the outbox id", async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "a-long-unusual-phrase", firstName: "Ana" },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row).toMatchObject({ kind: "welcome", category: "account", userId: response.json().id });

    await worker().runOnce();
    const [mail] = (await smtp.waitFor(() => smtp.to(email).length > 0)).filter((m) => m.to.includes(email));
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe("Welcome to Trade Skills Academy");
    expect(parsed.from?.text).toBe('"Academy" <hello@academy.test>');
    expect(parsed.messageId).toBe(`<${row!.id}@localhost>`);
    expect(parsed.text).toContain("Welcome, Ana!");
    expect(parsed.text).toContain("http://localhost:3000/courses");
    expect(parsed.html).toContain('href="http://localhost:3000/courses"');
    expect(parsed.html).toContain('lang="en"');
    const head = mail!.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
    // Issue 23: the welcome is transactional, so it carries no List-Unsubscribe and no unsubscribe link.
    expect(head).not.toMatch(/^List-Unsubscribe/im);
    expect(parsed.text).not.toMatch(/unsubscribe/i);
    expect(await outboxRow(row!.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("writes nothing when the sign-up fails", async () => {
    const existing = await createUser(t.db);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: existing.email, password: "a-long-unusual-phrase", firstName: "Al" },
    });
    expect(response.statusCode).toBe(409);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe("the worker", () => {
  beforeEach(() => smtp.rejectNext(0));

  it("retries a failed send after about 1, 5, 30 minutes and 2 hours, then marks it failed", async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const id = (await enqueueEmail(t.db, await welcomeEmail(t.app.mail, user)))!;
    smtp.rejectNext(MAX_TRIES);
    for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
      await makeDue(id);
      await worker().runOnce();
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toContain("Try again later");
      if (attempt < MAX_TRIES) {
        expect(row.status).toBe("pending");
        const waited = (row.sendAfter.getTime() - Date.now()) / 1000;
        const delay = RETRY_DELAYS_SECONDS[attempt - 1]!;
        expect(waited).toBeGreaterThan(delay - 60);
        expect(waited).toBeLessThanOrEqual(delay + 1);
      } else {
        expect(row.status).toBe("failed");
      }
    }
    expect(smtp.to(user.email)).toHaveLength(0);
    expect(RETRY_DELAYS_SECONDS).toEqual([60, 300, 1800, 7200]);
  });

  it("does not send a message before its send time", async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const message = await welcomeEmail(t.app.mail, user);
    const id = (await enqueueEmail(t.db, { ...message, sendAfter: new Date(Date.now() + 3_600_000) }))!;
    await worker().runOnce();
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("keeps at most one message per dedupe key", async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const message = await welcomeEmail(t.app.mail, user);
    const key = `test:${user.id}`;
    expect(await enqueueEmail(t.db, { ...message, dedupeKey: key })).toBeDefined();
    expect(await enqueueEmail(t.db, { ...message, dedupeKey: key })).toBeUndefined();
  });

  it("two workers claiming at once send each message once", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db, { email: uniqueEmail() })));
    for (const user of users) await enqueueEmail(t.db, await welcomeEmail(t.app.mail, user));
    const second = new EmailWorker({
      db: t.db,
      notifier: t.handle.notifier,
      transport: smtpTransport(smtp.url),
      from: "Academy <hello@academy.test>",
      messageIdDomain: "localhost",
      pollMs: 3_600_000,
      log: { warn() {}, error() {} },
    });
    await Promise.all([worker().runOnce(), second.runOnce(), worker().runOnce(), second.runOnce()]);
    await second.stop();
    for (const user of users) expect(smtp.to(user.email)).toHaveLength(1);
  });

  it("header injection through a name or subject adds no header", async () => {
    const user = await createUser(t.db, { email: uniqueEmail(), firstName: "Eve\r\nBcc: victim@example.org" });
    const message = await welcomeEmail(t.app.mail, user);
    await enqueueEmail(t.db, { ...message, subject: "Hello\r\nBcc: victim@example.org\r\nX-Evil: 1" });
    await worker().runOnce();
    const [mail] = await smtp.waitFor(() => smtp.to(user.email).length > 0).then(() => smtp.to(user.email));
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.parsed.headers.has("bcc")).toBe(false);
    expect(mail!.parsed.headers.has("x-evil")).toBe(false);
    expect(mail!.parsed.subject).toBe("Hello Bcc: victim@example.org X-Evil: 1");
    expect(smtp.received.some((m) => m.to.includes("victim@example.org"))).toBe(false);
  });
});

describe("/api/admin/emails", () => {
  it("is for admins only", async () => {
    const student = await signedInUser(t.app);
    const instructor = await signedInUser(t.app, { role: "instructor" });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/emails" })).statusCode).toBe(401);
    expect((await as(t.app, student.cookie)({ method: "GET", url: "/api/admin/emails" })).statusCode).toBe(403);
    expect((await as(t.app, instructor.cookie)({ method: "GET", url: "/api/admin/emails" })).statusCode).toBe(403);
  });

  it("lists the outbox newest first, shows a message in full and resends a failed one", async () => {
    const admin = await signedInUser(t.app, { role: "admin" });
    const asAdmin = as(t.app, admin.cookie);
    const user = await createUser(t.db, { email: uniqueEmail() });
    const id = (await enqueueEmail(t.db, await welcomeEmail(t.app.mail, user)))!;
    await t.db
      .update(emailOutbox)
      .set({ status: "failed", attempts: MAX_TRIES, lastError: "boom" })
      .where(eq(emailOutbox.id, id));

    const list = await asAdmin({ method: "GET", url: "/api/admin/emails?status=failed" });
    expect(list.statusCode).toBe(200);
    expect(list.json().isSending).toBe(true);
    expect(list.json().emails[0]).toMatchObject({ id, status: "failed", toAddress: user.email, lastError: "boom" });
    expect(list.json().emails.every((email: { status: string }) => email.status === "failed")).toBe(true);

    const detail = await asAdmin({ method: "GET", url: `/api/admin/emails/${id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().textBody).toContain("Welcome");
    expect(detail.json().headers).toEqual({});

    const resend = await asAdmin({ method: "POST", url: `/api/admin/emails/${id}/resend` });
    expect(resend.statusCode).toBe(200);
    await smtp.waitFor(() => smtp.to(user.email).length === 1);
    await expect.poll(async () => (await outboxRow(id)).status).toBe("sent");

    const again = await asAdmin({ method: "POST", url: `/api/admin/emails/${id}/resend` });
    expect(again.statusCode).toBe(409);
    expect((await asAdmin({ method: "GET", url: "/api/admin/emails?status=nonsense" })).statusCode).toBe(400);
    expect(
      (await asAdmin({ method: "GET", url: `/api/admin/emails/00000000-0000-4000-8000-000000000000` })).statusCode,
    ).toBe(404);
  });
});

describe("without SMTP_URL", () => {
  it("keeps messages for staff to read instead of sending them", async () => {
    const kept = await createTestApp({ EMAIL_POLL_SECONDS: "3600" });
    try {
      const user = await createUser(kept.db, { email: uniqueEmail() });
      const id = (await enqueueEmail(kept.db, await welcomeEmail(kept.app.mail, user)))!;
      await kept.app.emailWorker!.runOnce();
      const [row] = await kept.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row!.status).toBe("kept");
      const admin = await signedInUser(kept.app, { role: "admin" });
      const list = await as(kept.app, admin.cookie)({ method: "GET", url: "/api/admin/emails" });
      expect(list.json()).toMatchObject({
        isSending: false,
        emails: [expect.objectContaining({ id, status: "kept" })],
      });
    } finally {
      await kept.close();
    }
  });
});
