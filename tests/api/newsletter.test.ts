import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, emailOutbox, loginThrottle, newsletterSubscribers } from "../../src/db/schema/index.js";
import { MAX_TRIES, readUnsubscribeToken } from "../../src/server/modules/email/index.js";
import { unsubscribeNewsletter } from "../../src/server/modules/newsletter/index.js";
import { SUBSCRIBE_MESSAGE } from "../../src/shared/rules/newsletter.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { signedInUser } from "../support/factories.js";
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from "../support/smtp.js";

let smtp: TestSmtpServer;
let t: TestContext;
let asAdmin: ReturnType<typeof as>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, EMAIL_POLL_SECONDS: "3600" });
  asAdmin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => smtp.rejectNext(0));

let counter = 0;
const uniqueEmail = () => `reader-${Date.now()}-${counter++}@example.org`;
const worker = () => t.app.emailWorker!;

const subscribe = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email } });

/** The mails that arrived for an address, once `count` of them are there. */
async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  await worker().runOnce();
  await smtp.waitFor(() => smtp.to(address).length >= count);
  return smtp.to(address);
}

const confirmTokenIn = (mail: ReceivedMail) => {
  const match = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(mail.parsed.text ?? "");
  if (!match) throw new Error(`no confirmation link in: ${mail.parsed.text}`);
  return decodeURIComponent(match[1]!);
};

const confirm = (token: string) => t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });

/** An address through the whole double opt-in, as a reader would do it. */
async function confirmedSubscriber(email = uniqueEmail()) {
  expect((await subscribe(email)).statusCode).toBe(202);
  const [mail] = await mailsTo(email, 1);
  expect((await confirm(confirmTokenIn(mail!))).statusCode).toBe(200);
  return email;
}

const statusOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

async function createPost(isPublished = true) {
  const [post] = await t.db
    .insert(blogPosts)
    .values({
      title: `Five tools every apprentice needs ${counter++}`,
      content: "A tape measure you trust.\nA square that is square.",
      excerpt: "What to buy first.",
      category: "Carpentry",
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    })
    .returning();
  return post!;
}

const sendPost = (postId: string, payload: object = {}) =>
  asAdmin({ method: "POST", url: `/api/admin/blog/${postId}/send`, payload });
const sendDetail = async (sendId: string) =>
  (await asAdmin({ method: "GET", url: `/api/admin/newsletter/sends/${sendId}` })).json();

/** Makes every failed try of a send due now, as if its backoff had passed. */
const makeDue = (sendId: string) =>
  t.db
    .update(emailOutbox)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.ref, `newsletter:${sendId}`));

/** Takes every confirmed address off the list, so a test's send reaches only its own readers. */
const clearList = () =>
  t.db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed" })
    .where(eq(newsletterSubscribers.status, "confirmed"));

describe("subscribing", () => {
  it("answers 202 with the same message for new, pending and confirmed addresses, and mails only a confirmation", async () => {
    const email = uniqueEmail();
    const first = await subscribe(email.toUpperCase());
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    expect(SUBSCRIBE_MESSAGE).toBe("Almost there! Check your inbox to confirm your subscription.");
    expect(await statusOf(email)).toBe("pending");

    const [mail] = await mailsTo(email, 1);
    expect(mail!.parsed.subject).toBe("Confirm your Trade Skills Academy newsletter subscription");
    expect(mail!.parsed.text).toContain("Please confirm your subscription");
    const token = confirmTokenIn(mail!);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(mail!.parsed.html).toContain(`href="http://localhost:3000/newsletter/confirm?token=${token}"`);
    // Nothing to unsubscribe from yet: the confirmation is the only message a pending address gets.
    expect(mail!.parsed.headers.has("list-unsubscribe")).toBe(false);
    const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmTokenHash).not.toContain(token);

    // Again while pending, within 15 minutes: the same answer and no second mail.
    const again = await subscribe(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());

    expect((await confirm(token)).json()).toEqual({
      message: "Your subscription is confirmed. Thank you for joining!",
    });
    expect(await statusOf(email)).toBe("confirmed");
    // Confirmed: the same answer again, and still no new mail.
    const confirmed = await subscribe(email);
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toEqual(first.json());
    await worker().runOnce();
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(rows.map((r) => r.kind)).toEqual(["newsletter-confirm"]);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("sends a fresh confirmation to a pending address after 15 minutes, and the older link stops working", async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const [firstMail] = await mailsTo(email, 1);
    // The per-address window has passed.
    await t.db
      .update(loginThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.key, `newsletter-confirm:${email}`));
    expect((await subscribe(email)).statusCode).toBe(202);
    const mails = await mailsTo(email, 2);
    const older = confirmTokenIn(firstMail!);
    const newer = confirmTokenIn(mails[1]!);
    expect(newer).not.toBe(older);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer)).statusCode).toBe(200);
  });

  it("refuses invalid addresses with a message", async () => {
    for (const email of ["", "not-an-email", "a@b", "x".repeat(250) + "@example.org"]) {
      const response = await subscribe(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(JSON.stringify(response.json())).toMatch(/email/i);
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain("Email is required");
  });

  it("confirms only with a real token, and a used link still answers confirmed", async () => {
    const bad = await confirm("not-a-real-token");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "This confirmation link is invalid or no longer works. Subscribe again to get a new one.",
    );
    expect((await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: {} })).statusCode).toBe(400);
    const email = uniqueEmail();
    await subscribe(email);
    const token = confirmTokenIn((await mailsTo(email, 1))[0]!);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await statusOf(email)).toBe("confirmed");
  });

  it("throttles subscriptions per requesting address like sign-up", async () => {
    const strict = await createTestApp({
      SMTP_URL: smtp.url,
      EMAIL_POLL_SECONDS: "3600",
      MAX_SIGNUPS_PER_ADDRESS: "2",
    });
    try {
      const from = (email: string) =>
        strict.app.inject({
          method: "POST",
          url: "/api/newsletter/subscribe",
          payload: { email },
          remoteAddress: "10.1.2.3",
        });
      expect((await from(uniqueEmail())).statusCode).toBe(202);
      expect((await from(uniqueEmail())).statusCode).toBe(202);
      const refused = await from(uniqueEmail());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain("Too many attempts");
    } finally {
      await strict.close();
    }
  });
});

describe("sending a post", () => {
  it("reaches confirmed subscribers only, each with one-click unsubscribe; an unsubscribed reader gets no later send", async () => {
    await clearList();
    const reader = await confirmedSubscriber();
    const other = await confirmedSubscriber();
    const pending = uniqueEmail();
    await subscribe(pending);
    await mailsTo(pending, 1);

    const post = await createPost();
    const response = await sendPost(post.id);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ recipientCount: 2, message: "Sending to 2 confirmed subscribers." });
    const sendId = response.json().id as string;

    const [mail] = await mailsTo(reader, 2).then((mails) => mails.slice(1));
    expect(mail!.parsed.subject).toBe(post.title);
    expect(mail!.parsed.text).toContain("A tape measure you trust.");
    expect(mail!.parsed.text).toContain(`http://localhost:3000/blog/${post.id}`);
    const head = mail!.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(head)?.[1];
    expect(oneClick).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=/);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const token = new URL(oneClick!).searchParams.get("token")!;
    // Each copy carries its own reader's signed token, in the header and the footer alike.
    expect(readUnsubscribeToken(t.config.sessionSecret, token)).toEqual({ list: "newsletter", email: reader });
    expect(mail!.parsed.text).toContain(`http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`);
    const [otherMail] = await mailsTo(other, 2).then((mails) => mails.slice(1));
    const otherHead = otherMail!.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
    const otherLink = /^List-Unsubscribe: <([^>]+)>$/m.exec(otherHead)?.[1];
    expect(readUnsubscribeToken(t.config.sessionSecret, new URL(otherLink!).searchParams.get("token")!)).toEqual({
      list: "newsletter",
      email: other,
    });
    expect(smtp.to(pending)).toHaveLength(1);

    const detail = await sendDetail(sendId);
    expect(detail).toMatchObject({
      postId: post.id,
      postTitle: post.title,
      recipientCount: 2,
      counts: { total: 2, sent: 2, queued: 0, retrying: 0, failed: 0 },
      progress: "Sent to all 2 subscribers.",
    });
    expect(detail.recipients.map((r: { toAddress: string }) => r.toAddress).sort()).toEqual([other, reader].sort());
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `newsletter:${sendId}`));
    expect(rows.every((row) => row.category === "newsletter" && row.kind === "newsletter")).toBe(true);

    // The reader unsubscribes through what the unsubscribe route calls, with the token's address.
    const target = readUnsubscribeToken(t.config.sessionSecret, token);
    expect(target?.list).toBe("newsletter");
    expect(await unsubscribeNewsletter(t.db, (target as { email: string }).email)).toBe(true);
    expect(await unsubscribeNewsletter(t.db, reader)).toBe(false);
    expect(await statusOf(reader)).toBe("unsubscribed");

    const later = await sendPost((await createPost()).id);
    expect(later.json().recipientCount).toBe(1);
    await mailsTo(other, 3);
    expect(smtp.to(reader)).toHaveLength(2);
  });

  it("refuses a draft, and a second send of a post unless it says resend", async () => {
    const draft = await createPost(false);
    const refused = await sendPost(draft.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Only a published post can be sent to subscribers. Publish it first.");

    const post = await createPost();
    expect((await sendPost(post.id)).statusCode).toBe(202);
    const twice = await sendPost(post.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("already sent");
    const resent = await sendPost(post.id, { resend: true });
    expect(resent.statusCode).toBe(202);
    const sends = await asAdmin({ method: "GET", url: `/api/admin/newsletter/sends?postId=${post.id}` });
    expect(sends.json()).toHaveLength(2);
    expect((await sendPost(post.id, { resend: "yes" })).statusCode).toBe(400);
    expect((await sendPost("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    await worker().runOnce();
  });

  it("does not claim success while messages fail: counts failed tries, then final failures, and resends them", async () => {
    await clearList();
    const readers = [await confirmedSubscriber(), await confirmedSubscriber(), await confirmedSubscriber()];
    const sendId = (await sendPost((await createPost()).id)).json().id as string;

    smtp.rejectNext(2);
    await worker().runOnce();
    let detail = await sendDetail(sendId);
    expect(detail.counts).toMatchObject({ total: 3, sent: 1, retrying: 2, failed: 0, queued: 0 });
    expect(detail.progress).toBe("Sending: 1 of 3 sent, 2 failed.");
    expect(
      detail.recipients.slice(0, 2).every((r: { lastError: string }) => r.lastError.includes("Try again later")),
    ).toBe(true);

    // The same two keep failing until the outbox gives up on them.
    smtp.rejectNext(2 * MAX_TRIES);
    for (let attempt = 2; attempt <= MAX_TRIES; attempt++) {
      await makeDue(sendId);
      await worker().runOnce();
    }
    detail = await sendDetail(sendId);
    expect(detail.counts).toMatchObject({ total: 3, sent: 1, retrying: 0, failed: 2 });
    expect(detail.progress).toBe("Finished: 1 of 3 sent, 2 failed.");
    expect(detail.progress).not.toContain("Sent to all");
    const failed = detail.recipients.filter((r: { status: string }) => r.status === "failed");
    expect(failed).toHaveLength(2);
    expect(detail.recipients[0].status).toBe("failed");

    smtp.rejectNext(0);
    for (const recipient of failed) {
      const resend = await asAdmin({ method: "POST", url: `/api/admin/emails/${recipient.emailId}/resend` });
      expect(resend.statusCode).toBe(200);
    }
    await worker().runOnce();
    await smtp.waitFor(() => readers.every((reader) => smtp.to(reader).length === 2));
    detail = await sendDetail(sendId);
    expect(detail.progress).toBe("Sent to all 3 subscribers.");
  });
});

describe("one-click unsubscribe (RFC 8058) from a newsletter email", () => {
  it("POST /api/email/unsubscribe with the header's token takes the reader off, and a later send skips them", async () => {
    await clearList();
    const reader = await confirmedSubscriber();
    const stays = await confirmedSubscriber();
    await sendPost((await createPost()).id);
    const [mail] = await mailsTo(reader, 2).then((mails) => mails.slice(1));
    const head = mail!.raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
    const oneClick = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(head)![1]!);
    const response = await t.app.inject({
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(reader)).toBe("unsubscribed");
    expect(await statusOf(stays)).toBe("confirmed");

    const later = await sendPost((await createPost()).id);
    expect(later.json().recipientCount).toBe(1);
    await mailsTo(stays, 3);
    expect(smtp.to(reader)).toHaveLength(2);
  });
});

describe("unsubscribing while a send is under way", () => {
  it("withdraws the reader's waiting newsletter message, and the progress says so", async () => {
    await clearList();
    const reader = await confirmedSubscriber();
    const sendId = (await sendPost((await createPost()).id)).json().id as string;
    smtp.rejectNext(1);
    await worker().runOnce();
    expect((await sendDetail(sendId)).counts).toMatchObject({ retrying: 1, sent: 0 });

    expect(await unsubscribeNewsletter(t.db, reader.toUpperCase())).toBe(true);
    await makeDue(sendId);
    await worker().runOnce();
    const detail = await sendDetail(sendId);
    expect(detail.counts).toMatchObject({ total: 1, void: 1, sent: 0, retrying: 0 });
    expect(detail.progress).toBe("Finished: 0 of 1 sent, 0 failed, 1 withdrawn.");
    expect(smtp.to(reader)).toHaveLength(1);
    // Its other mail is untouched: only newsletter messages are withdrawn.
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, reader));
    expect(rows.find((row) => row.kind === "newsletter-confirm")?.status).toBe("sent");
  });
});

describe("admin routes", () => {
  it("are for admins only", async () => {
    const student = await signedInUser(t.app);
    const instructor = await signedInUser(t.app, { role: "instructor" });
    const post = await createPost();
    const routes = [
      { method: "GET" as const, url: "/api/admin/newsletter/subscribers" },
      { method: "GET" as const, url: "/api/admin/newsletter/subscribers.csv" },
      { method: "GET" as const, url: "/api/admin/newsletter/sends" },
      { method: "GET" as const, url: "/api/admin/newsletter/sends/00000000-0000-4000-8000-000000000000" },
      { method: "POST" as const, url: `/api/admin/blog/${post.id}/send`, payload: {} },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await as(t.app, student.cookie)(route)).statusCode, route.url).toBe(403);
      expect((await as(t.app, instructor.cookie)(route)).statusCode, route.url).toBe(403);
    }
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, "newsletter"))
        .then((rows) => rows.some((r) => r.subject === post.title)),
    ).toBe(false);
  });

  it("lists subscribers with their status and exports them as CSV", async () => {
    const confirmed = await confirmedSubscriber();
    const pending = uniqueEmail();
    await subscribe(pending);
    const list = await asAdmin({ method: "GET", url: "/api/admin/newsletter/subscribers" });
    expect(list.statusCode).toBe(200);
    const byEmail = new Map(list.json().map((s: { email: string }) => [s.email, s]));
    expect(byEmail.get(confirmed)).toMatchObject({ status: "confirmed", confirmedAt: expect.any(String) });
    expect(byEmail.get(pending)).toMatchObject({ status: "pending", confirmedAt: null });

    const csv = await asAdmin({ method: "GET", url: "/api/admin/newsletter/subscribers.csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("newsletter-subscribers.csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("Email,Status,Subscribed,Confirmed,Unsubscribed");
    expect(lines.find((line) => line.startsWith(`${confirmed},confirmed,`))).toBeDefined();
    expect(lines.find((line) => line.startsWith(`${pending},pending,`))).toMatch(/,,$/);
  });

  it("pages the outbox exactly through a send's messages, which share one creation time", async () => {
    await clearList();
    const readers = [await confirmedSubscriber(), await confirmedSubscriber(), await confirmedSubscriber()];
    const sendId = (await sendPost((await createPost()).id)).json().id as string;
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `newsletter:${sendId}`));
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(1);

    const seen: string[] = [];
    let afterId: string | undefined;
    for (;;) {
      const page = await asAdmin({
        method: "GET",
        url: `/api/admin/emails?limit=2${afterId ? `&afterId=${afterId}` : ""}`,
      });
      expect(page.statusCode).toBe(200);
      const emails = page.json().emails as { id: string }[];
      seen.push(...emails.map((email) => email.id));
      if (emails.length < 2) break;
      afterId = emails.at(-1)!.id;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const row of rows) expect(seen).toContain(row.id);
    const total = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(seen).toHaveLength(total[0]!.n);
    expect(readers).toHaveLength(3);
    expect((await asAdmin({ method: "GET", url: "/api/admin/emails?afterId=nope" })).statusCode).toBe(400);
  });
});
