import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.js";
import { enqueueEmail, projectReviewedEmail } from "../../src/server/modules/email/index.js";
import { hideSecretLinks } from "../../src/server/modules/email/secret-links.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createUser, signedInUser } from "../support/factories.js";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp.js";

let counter = 0;
const uniqueEmail = () => `secret-links-${Date.now()}-${counter++}@example.org`;
const TOKEN_IN_LINK = /\/reset-password\?token=([A-Za-z0-9_-]{20,})/;

/** Asks for a reset link for a new account and returns the outbox row the request wrote. */
async function resetEmailRow(t: TestContext) {
  const user = await createUser(t.db, { email: uniqueEmail() });
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: user.email },
    remoteAddress: `10.20.${counter % 250}.${(counter += 1) % 250}`,
  });
  expect(asked.statusCode).toBe(202);
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, "password-reset")));
  expect(row).toBeDefined();
  return { user, row: row! };
}

const outboxStatus = async (t: TestContext, id: string) =>
  (await t.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status;

describe("hideSecretLinks", () => {
  it("hides the token of every link form the emails use, and nothing else", () => {
    expect(hideSecretLinks("Reset: https://academy.example/reset-password?token=abc_DEF-123 now")).toBe(
      "Reset: https://academy.example/reset-password?token=[hidden] now",
    );
    expect(hideSecretLinks('<a href="https://a.example/x?lang=es&amp;token=a.b-c">x</a>')).toBe(
      '<a href="https://a.example/x?lang=es&amp;token=[hidden]">x</a>',
    );
    expect(hideSecretLinks("<https://a.example/api/email/unsubscribe?list=n&token=eyJ.sig>")).toBe(
      "<https://a.example/api/email/unsubscribe?list=n&token=[hidden]>",
    );
    expect(hideSecretLinks("https://a.example/login?returnTo=%2Fnewsletter%2Fconfirm%3Ftoken%3Dabc")).toBe(
      "https://a.example/login?returnTo=%2Fnewsletter%2Fconfirm%3Ftoken%3D[hidden]",
    );
    expect(hideSecretLinks("See https://a.example/certificates/abc and mytoken=1")).toBe(
      "See https://a.example/certificates/abc and mytoken=1",
    );
  });
});

describe("the admins' outbox with SMTP_URL: links are hidden once a message goes out", () => {
  let smtp: TestSmtpServer;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, EMAIL_POLL_SECONDS: "3600" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("never gives an admin a sent reset link's token, in text, HTML or headers", async () => {
    const { user, row } = await resetEmailRow(t);
    const admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);

    // Waiting to be sent (on PostgreSQL a NOTIFY may already have woken the worker): already the
    // recipient's, not the admin's.
    const pending = (await admin({ method: "GET", url: `/api/admin/emails/${row.id}` })).json();
    expect(["pending", "sent"]).toContain(pending.status);
    expect(pending.areLinksHidden).toBe(true);
    expect(pending.textBody).toContain("/reset-password?token=[hidden]");

    await t.app.emailWorker!.runOnce();
    const [mail] = await smtp.waitFor(() => smtp.to(user.email).length > 0);
    const delivered = mail!.parsed.text ?? "";
    const token = TOKEN_IN_LINK.exec(delivered)![1]!;
    expect(await outboxStatus(t, row.id)).toBe("sent");

    const detail = await admin({ method: "GET", url: `/api/admin/emails/${row.id}` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ status: "sent", areLinksHidden: true });
    expect(body.textBody).toContain("/reset-password?token=[hidden]");
    expect(body.htmlBody).toContain("/reset-password?token=[hidden]");
    expect(detail.body).not.toContain(token);
    const list = await admin({ method: "GET", url: "/api/admin/emails?status=sent" });
    expect(list.body).not.toContain(token);
    // The link the student got still works: only the admin's view is masked.
    const live = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(live.json()).toEqual({ isValid: true });
  });

  it("hides the signed unsubscribe links of a notice and its List-Unsubscribe header", async () => {
    // A project review: a notice, with its one-click unsubscribe (a welcome has none since issue 23).
    const email = uniqueEmail();
    const student = await createUser(t.db, { email, firstName: "Ana" });
    const review = await projectReviewedEmail(t.app.mail, {
      student: { ...student, firstName: "Ana" },
      project: { id: "00000000-0000-4000-8000-000000000001", title: "Shelf" },
      review: { status: "approved", grade: "pass", feedback: null },
      submissionId: "00000000-0000-4000-8000-000000000002",
    });
    expect(await enqueueEmail(t.db, review)).toBeDefined();
    await t.app.emailWorker!.runOnce();
    await smtp.waitFor(() => smtp.to(email).length > 0);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row!.headers["List-Unsubscribe"]).toMatch(/token=(?!\[hidden\])/);

    const admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
    const body = (await admin({ method: "GET", url: `/api/admin/emails/${row!.id}` })).json();
    expect(body.status).toBe("sent");
    expect(body.headers["List-Unsubscribe"]).toContain("token=[hidden]");
    expect(body.headers["List-Unsubscribe"]).not.toMatch(/token=(?!\[hidden\])/);
    for (const part of [body.textBody, body.htmlBody]) {
      expect(part).not.toMatch(/token(=|%3D)(?!\[hidden\])/i);
    }
  });
});

describe("the admins' outbox without SMTP_URL: a kept message shows its link", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_POLL_SECONDS: "3600" });
  });
  afterAll(() => t.close());

  it("shows the reset link of a kept message, and that link resets the password", async () => {
    const { user, row } = await resetEmailRow(t);
    await t.app.emailWorker!.runOnce();
    expect(await outboxStatus(t, row.id)).toBe("kept");

    const admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
    const list = (await admin({ method: "GET", url: "/api/admin/emails" })).json();
    expect(list.isSending).toBe(false);
    const body = (await admin({ method: "GET", url: `/api/admin/emails/${row.id}` })).json();
    expect(body).toMatchObject({ status: "kept", areLinksHidden: false });
    const token = TOKEN_IN_LINK.exec(body.textBody)![1]!;
    expect(body.htmlBody).toContain(token);

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "another-long-unusual-phrase" },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "another-long-unusual-phrase" },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
